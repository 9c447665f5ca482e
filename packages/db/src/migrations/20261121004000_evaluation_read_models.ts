import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * evaluation_lab_results is a read model the evaluation job rewrites whole (one run replaces the
 * previous one), like the projections of the event store, which carry no foreign keys either.
 * PostgreSQL checks a foreign key row by row: with eight of them an evaluation of 2,000 labs ×
 * 20 parameters × 2 samples (about 150 000 rows) spent 5 of its 6 seconds of writing in those
 * checks. The run keeps its key (deleting a run, or its survey, still removes the rows); the other
 * columns are ids the job has just read from the tables they name.
 */
const FOREIGN_KEYS = [
  'survey_id',
  'lab_id',
  'parameter_id',
  'sample_id',
  'result_group_id',
  'evaluation_group_id',
  'nominal_value_id',
  'unit_id',
] as const;

const upStatements = FOREIGN_KEYS.map(
  (column) => `alter table evaluation_lab_results drop constraint if exists evaluation_lab_results_${column}_fkey`,
);

const REFERENCES: Record<(typeof FOREIGN_KEYS)[number], string> = {
  survey_id: 'surveys (id) on delete cascade',
  lab_id: 'labs (id) on delete cascade',
  parameter_id: 'parameters (id) on delete cascade',
  sample_id: 'samples (id) on delete cascade',
  result_group_id: 'result_groups (id) on delete cascade',
  evaluation_group_id: 'evaluation_groups (id) on delete cascade',
  nominal_value_id: 'dimension_values (id) on delete set null',
  unit_id: 'units (id) on delete set null',
};

const downStatements = FOREIGN_KEYS.map(
  (column) =>
    `alter table evaluation_lab_results add constraint evaluation_lab_results_${column}_fkey foreign key (${column}) references ${REFERENCES[column]}`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
