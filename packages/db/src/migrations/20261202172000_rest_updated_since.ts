import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * What an integrator polls with `updatedSince` (issue 36; docs/decisions/lis-import.md "Polling"):
 * `changed_at` on the rows the polled lists read, the database's own clock (`now()`, never the
 * business clock: in demo mode that stands still), set by the database on every insert (default)
 * and every update that changes the row (a trigger), so no write path can forget it:
 * - `surveys` (a survey's dates, evaluation and publication), `lab_survey_status` (a lab's
 *   results and validation), `evaluation_runs` (a finished evaluation), `result_values` (a value),
 *   `invoices` (paid, cancelled, edited), and an invoice's documents touch their invoice.
 * Existing rows take the migration's time. Indexed for the lists' filters.
 */
const TOUCHED = ['surveys', 'lab_survey_status', 'evaluation_runs', 'result_values', 'invoices'] as const;

const upStatements = [
  `create function touch_changed_at() returns trigger language plpgsql as $$
    begin
      new.changed_at := now();
      return new;
    end $$`,
  ...TOUCHED.flatMap((table) => [
    `alter table ${table} add column changed_at timestamptz not null default now()`,
    `create trigger ${table}_changed_at before update on ${table} for each row when (old.* is distinct from new.*) execute function touch_changed_at()`,
  ]),
  `create function invoice_documents_touch_invoice() returns trigger language plpgsql as $$
    begin
      update invoices set changed_at = now() where id = (case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end);
      return null;
    end $$`,
  `create trigger invoice_documents_touch_invoice after insert or update or delete on invoice_documents for each row execute function invoice_documents_touch_invoice()`,
  `create index surveys_changed_at_idx on surveys (changed_at)`,
  `create index lab_survey_status_changed_at_idx on lab_survey_status (lab_id, changed_at)`,
  `create index evaluation_runs_changed_at_idx on evaluation_runs (survey_id, changed_at)`,
  `create index result_values_changed_at_idx on result_values (survey_id, changed_at)`,
  `create index invoices_org_changed_at_idx on invoices (org_id, changed_at)`,
];

const downStatements = [
  'drop trigger if exists invoice_documents_touch_invoice on invoice_documents',
  'drop function if exists invoice_documents_touch_invoice()',
  ...TOUCHED.flatMap((table) => [`drop trigger if exists ${table}_changed_at on ${table}`, `alter table ${table} drop column if exists changed_at`]),
  'drop function if exists touch_changed_at()',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
