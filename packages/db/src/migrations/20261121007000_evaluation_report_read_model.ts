import { sql, type Kysely } from 'kysely';

/**
 * Report read model and cheaper evaluation writes (issue 4 benchmarks, docs/performance.md):
 * - evaluation_statistics.chart: the report's chart series per parameter, sample and group, written
 *   by the evaluation job, so the report endpoint reads a few rows instead of every lab's result;
 * - evaluation_lab_results: the computed scores become double precision (they are floats in the
 *   job; numeric parsing of 17-digit text cost a third of the write), the six-column unique key
 *   (the job writes each key once) gives way to a plain (run_id, lab_id, parameter_id) index, and
 *   the (survey_id, parameter_id, sample_id) index, which no reader filters on without the run,
 *   goes, and so does the primary key index on id (nothing looks a row up by id; the id column stays).
 *   Indexes left: (run_id, lab_id, parameter_id) for the run's and a lab's rows of a run (and the
 *   cascade from evaluation_runs), (lab_id, survey_id, parameter_id) for a lab's results.
 */
const SCORES = ['z_score', 'z_prime_score', 'deviation_percent', 'scaled_value'] as const;

const UP = [
  `alter table evaluation_statistics add column chart jsonb`,
  `alter table evaluation_lab_results ${SCORES.map((c) => `alter column ${c} type double precision`).join(', ')}`,
  `alter table evaluation_lab_results drop constraint if exists evaluation_lab_results_run_id_lab_id_parameter_id_sample_id_key`,
  `create index evaluation_lab_results_run_idx on evaluation_lab_results (run_id, lab_id, parameter_id)`,
  `drop index if exists evaluation_lab_results_survey_idx`,
  `alter table evaluation_lab_results drop constraint evaluation_lab_results_pkey`,
];

const DOWN = [
  `alter table evaluation_lab_results add primary key (id)`,
  `create index evaluation_lab_results_survey_idx on evaluation_lab_results (survey_id, parameter_id, sample_id)`,
  `drop index if exists evaluation_lab_results_run_idx`,
  `alter table evaluation_lab_results add constraint evaluation_lab_results_run_id_lab_id_parameter_id_sample_id_key unique nulls not distinct (run_id, lab_id, parameter_id, sample_id, result_group_id, evaluation_group_id)`,
  `alter table evaluation_lab_results ${SCORES.map((c) => `alter column ${c} type numeric`).join(', ')}`,
  `alter table evaluation_statistics drop column chart`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
