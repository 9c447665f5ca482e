import type { EvaluationKind, EvaluationOutput, LabResultRow, StatisticsRow } from '@eqa/core';
import { sql, type Transaction } from 'kysely';
import type { DB, Executor, UnnestColumn } from '@eqa/db';
import { bulkInsert } from './bulk-insert';

export interface WriteEvaluationInput {
  surveyId: number;
  kind: EvaluationKind;
  jobRunId: number | null;
  createdBy: number | null;
  startedAt: Date;
  /** The results' high-water mark the run saw. */
  resultsPosition: number;
  output: EvaluationOutput;
}

/** Advisory-lock class of evaluation writes (pg_advisory_xact_lock(class, hashtext(key))). */
const EVALUATION_LOCK_CLASS = 0x45_51_41_02;

const labResultColumns = (runId: number): UnnestColumn<LabResultRow>[] => [
  { name: 'run_id', type: 'int', value: () => runId },
  { name: 'survey_id', type: 'int', value: (r) => r.surveyId },
  { name: 'lab_id', type: 'int', value: (r) => r.labId },
  { name: 'parameter_id', type: 'int', value: (r) => r.parameterId },
  { name: 'sample_id', type: 'int', value: (r) => r.sampleId },
  { name: 'result_group_id', type: 'int', value: (r) => r.resultGroupId },
  { name: 'evaluation_group_id', type: 'int', value: (r) => r.evaluationGroupId },
  { name: 'value', type: 'numeric', value: (r) => r.value },
  { name: 'nominal_value_id', type: 'int', value: (r) => r.nominalValueId },
  { name: 'relation', type: 'text', value: (r) => r.relation },
  { name: 'unit_id', type: 'int', value: (r) => r.unitId },
  { name: 'z_score', type: 'double precision', value: (r) => r.zScore },
  { name: 'z_prime_score', type: 'double precision', value: (r) => r.zPrimeScore },
  { name: 'zeta_score', type: 'double precision', value: (r) => r.zetaScore },
  { name: 'en_score', type: 'double precision', value: (r) => r.enScore },
  { name: 'deviation_percent', type: 'double precision', value: (r) => r.deviationPercent },
  { name: 'scaled_value', type: 'double precision', value: (r) => r.scaledValue },
  { name: 'accepted', type: 'boolean', value: (r) => r.accepted },
  { name: 'outlier', type: 'boolean', value: (r) => r.outlier },
  { name: 'hidden', type: 'boolean', value: (r) => r.hidden },
];

const STATISTICS_CHUNK = 1_000;

/**
 * Stores one evaluation of a survey in ONE transaction: a succeeded evaluation_runs row, its
 * statistics and lab results (bulk inserts in chunks), and the removal of every earlier run of the
 * same survey and kind (their rows cascade). Writers of the same survey and kind are serialised by
 * an advisory lock, so the last one to commit wins and readers never see a half-written run.
 */
export async function writeEvaluation(db: Executor, input: WriteEvaluationInput): Promise<{ runId: number }> {
  const write = async (trx: Transaction<DB>, ownTransaction: boolean) => {
    const lockKey = `evaluation:${input.surveyId}:${input.kind}`;
    await sql`select pg_advisory_xact_lock(cast(${EVALUATION_LOCK_CLASS} as int), hashtext(${lockKey}))`.execute(trx);
    // A rebuilt read model: a crash right after commit may lose the run (the previous one stays,
    // its delete is lost with it), so the commit need not wait for the WAL flush. Not in a
    // caller's transaction, whose other writes may not be rebuildable.
    if (ownTransaction) await sql`set local synchronous_commit = off`.execute(trx);
    const run = await trx
      .insertInto('evaluationRuns')
      .values({
        surveyId: input.surveyId,
        kind: input.kind,
        status: 'succeeded',
        startedAt: input.startedAt,
        finishedAt: sql<Date>`now()`,
        jobRunId: input.jobRunId,
        createdBy: input.createdBy,
        resultsPosition: input.resultsPosition,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('evaluationRuns')
      .where('surveyId', '=', input.surveyId)
      .where('kind', '=', input.kind)
      .where('id', '<>', run.id)
      .execute();

    const statistics = input.output.statistics;
    for (let start = 0; start < statistics.length; start += STATISTICS_CHUNK) {
      await trx
        .insertInto('evaluationStatistics')
        .values(statistics.slice(start, start + STATISTICS_CHUNK).map((s: StatisticsRow) => ({ ...s, runId: run.id, surveyId: input.surveyId })))
        .execute();
    }
    await bulkInsert(trx, 'evaluation_lab_results', labResultColumns(run.id), input.output.labResults);
    return { runId: run.id };
  };
  // In the caller's transaction when given one (the demo seed), else in a new one.
  return db.isTransaction ? write(db as Transaction<DB>, false) : db.transaction().execute((trx) => write(trx, true));
}
