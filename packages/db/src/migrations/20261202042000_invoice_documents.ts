import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The invoice chain (docs/decisions/invoices.md "The invoice chain"):
 * - `invoices.series`: the numbering series of the row — `proforma`, `invoice` (the row a checkout
 *   makes when the lab's proforma is disabled: the accounting's invoice is uploaded onto it) or
 *   `cancellation` (cancellation documents are numbered in their own series from now on; the rows
 *   cancelled before keep the series they were numbered in). The unique key moves from
 *   (org, year, proforma, number) to (org, year, series, number), the same for every existing row.
 *   A row inserted without a series takes the one of its proforma flag (a trigger: seed, imports).
 * - `invoices.cancels_invoice_id`: the document a cancellation cancels (backfilled for the
 *   cancellations issued before, which were numbered in the cancelled document's series).
 * - `invoice_counters.series` admits `cancellation`.
 * - `invoice_documents.uploaded`: staff uploaded it (a generated document is made by the job). Its
 *   `name` is now only what staff named it: the invoice's identifier changes only then.
 * - `org_invoice_terms`: the provider's own invoicing terms beside its billing settings: the day of
 *   the service year (MM-DD) before which a document for a later year is never due.
 */
const upStatements = [
  `alter table invoices add column series text, add column cancels_invoice_id int references invoices (id) on delete restrict`,
  `update invoices set series = case when proforma then 'proforma' else 'invoice' end`,
  `alter table invoices alter column series set not null, add constraint invoices_series_check check (series in ('proforma', 'invoice', 'cancellation'))`,
  `update invoices c set cancels_invoice_id = o.id from invoices o
    where c.cancelled_annual_number is not null and o.org_id = c.org_id and o.year = c.year
      and o.proforma = c.proforma and o.annual_number = c.cancelled_annual_number and o.cancelled_annual_number is null`,
  // rows written without a series (seed, imports) are numbered in the series of their proforma flag
  `create function invoices_default_series() returns trigger language plpgsql as $$
    begin
      if new.series is null then
        new.series := case when new.proforma then 'proforma' else 'invoice' end;
      end if;
      return new;
    end $$`,
  `create trigger invoices_default_series before insert on invoices for each row execute function invoices_default_series()`,
  `alter table invoices drop constraint if exists invoices_org_id_year_proforma_annual_number_key`,
  `alter table invoices add constraint invoices_org_year_series_number_key unique (org_id, year, series, annual_number)`,
  `alter table invoice_counters drop constraint if exists invoice_counters_series_check`,
  `alter table invoice_counters add constraint invoice_counters_series_check check (series in ('proforma', 'invoice', 'cancellation'))`,
  `alter table invoice_documents add column uploaded boolean not null default false`,
  `update invoice_documents set uploaded = true where name is not null`,
  `create table org_invoice_terms (
    org_id int primary key references orgs (id) on delete cascade,
    next_year_due_not_before text check (next_year_due_not_before ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
    updated_at timestamptz not null default now(),
    updated_by int references users (id) on delete set null
  )`,
];

const downStatements = [
  'drop table if exists org_invoice_terms',
  'alter table invoice_documents drop column if exists uploaded',
  `delete from invoice_counters where series = 'cancellation'`,
  'alter table invoice_counters drop constraint if exists invoice_counters_series_check',
  `alter table invoice_counters add constraint invoice_counters_series_check check (series in ('proforma', 'invoice'))`,
  'alter table invoices drop constraint if exists invoices_org_year_series_number_key',
  'alter table invoices add constraint invoices_org_id_year_proforma_annual_number_key unique (org_id, year, proforma, annual_number)',
  'drop trigger if exists invoices_default_series on invoices',
  'drop function if exists invoices_default_series()',
  'alter table invoices drop constraint if exists invoices_series_check',
  'alter table invoices drop column if exists cancels_invoice_id, drop column if exists series',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
