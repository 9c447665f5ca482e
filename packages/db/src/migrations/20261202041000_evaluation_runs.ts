import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The results an evaluation run saw (docs/decisions/evaluation-run.md): `results_position` is the
 * high-water mark of the result events (events.global_position) of the evaluated surveys' lab-survey
 * streams when the run read them. A publication compares it with the current mark: results changed
 * after the run make it not current. Older runs have none (unknown: not current).
 */
const upStatements = [`alter table evaluation_runs add column results_position bigint`];

const downStatements = ['alter table evaluation_runs drop column if exists results_position'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
