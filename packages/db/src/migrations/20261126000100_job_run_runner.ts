import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Who holds a job run, and when it last showed life (docs/decisions/jobs.md "Interrupted runs"):
 * `runner` is 'inline:<process id>' for the in-process runner or 'bullmq' for the queues;
 * `heartbeat_at` is renewed by the holder while the run is queued or running. A run whose holder is
 * gone is failed instead of staying 'running' and blocking the next start.
 */
const upStatements = [
  `alter table job_runs add column runner text, add column heartbeat_at timestamptz`,
  `create index job_runs_active_idx on job_runs (runner) where status in ('queued', 'running')`,
];

const downStatements = ['drop index if exists job_runs_active_idx', 'alter table job_runs drop column if exists runner, drop column if exists heartbeat_at'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
