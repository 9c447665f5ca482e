import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The job outbox (docs/decisions/jobs.md "Job outbox"): a job a write starts is its job_runs row,
 * inserted in the write's transaction; `enqueued_at` says when it reached its queue (null: not yet,
 * the job sweep sends it). Runs recorded before count as sent: they were enqueued or ended then.
 */
const upStatements = [
  `alter table job_runs add column enqueued_at timestamptz`,
  `update job_runs set enqueued_at = created_at`,
  `create index job_runs_outbox_idx on job_runs (runner, id) where status = 'queued' and enqueued_at is null`,
];

const downStatements = ['drop index if exists job_runs_outbox_idx', 'alter table job_runs drop column if exists enqueued_at'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
