import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Storage of the tables every result save writes (docs/decisions/result-saves-performance.md):
 * - `lab_survey_status` (one row per lab and survey, updated by every save) and `result_values`
 *   (a result's row updated in place when it changes) leave room in each page (fillfactor), so an
 *   update whose indexed columns stay the same is a heap-only tuple: no new entries in their
 *   indexes, and the old version is pruned from the page without a vacuum;
 * - `events_type_idx` goes: no query looks events up by type alone (reading all events of some
 *   types walks them in global order, by the primary key), and every append paid for it.
 */
const upStatements = [
  `alter table lab_survey_status set (fillfactor = 70)`,
  `alter table result_values set (fillfactor = 80)`,
  `drop index if exists events_type_idx`,
];

const downStatements = [
  `create index if not exists events_type_idx on events (type)`,
  `alter table result_values reset (fillfactor)`,
  `alter table lab_survey_status reset (fillfactor)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
