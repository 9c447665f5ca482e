import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Issuing invoices (docs/decisions/invoices.md):
 * - `invoice_counters`: the last number taken per (org, year, series). A number is taken in the
 *   transaction that issues the invoice (`insert … on conflict do update set last_number =
 *   last_number + 1 … returning`, row-locked until commit), so numbers have no gaps and no
 *   duplicates. Started from the highest number already in `invoices` (demo data, imports).
 * - `invoices.lines`, `customer`, `issuer`: what the document says, written once when it is issued
 *   (jsonb, amounts in minor units), so a regenerated PDF never changes. Null on rows issued before.
 */
const upStatements = [
  `create table invoice_counters (
    org_id int not null references orgs (id) on delete cascade,
    year int not null,
    series text not null check (series in ('proforma', 'invoice')),
    last_number int not null check (last_number >= 0),
    updated_at timestamptz not null default now(),
    primary key (org_id, year, series)
  )`,
  `insert into invoice_counters (org_id, year, series, last_number)
    select org_id, year, case when proforma then 'proforma' else 'invoice' end, max(annual_number)
    from invoices group by org_id, year, proforma`,
  `alter table invoices add column lines jsonb, add column customer jsonb, add column issuer jsonb`,
  `create index invoices_cancelled_number_idx on invoices (org_id, year, proforma, cancelled_annual_number) where cancelled_annual_number is not null`,
];

const downStatements = [
  'drop index if exists invoices_cancelled_number_idx',
  'alter table invoices drop column if exists lines, drop column if exists customer, drop column if exists issuer',
  'drop table if exists invoice_counters',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
