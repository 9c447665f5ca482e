import { AppError, type JobPayloads } from '@eqa/core';
import type { ProcessorContext } from './processor';

export interface EvaluationImportResult extends Record<string, unknown> {
  surveyId: number;
  /** The evaluation run the labs' evaluations were taken from (null: none succeeded yet). */
  runId: number | null;
  evaluatedLabs: number;
  /** Labs with results but without an evaluation (spec 3 §8 importEvaluationFinished). */
  countMissingEvaluations: number;
}

/**
 * evaluation.import: takes over the evaluation of a survey (for one lab or all) from the latest
 * succeeded evaluation run (evaluation_runs / evaluation_lab_results, computed by evaluation.run),
 * marks the survey evaluationImported and reports the labs with results that have no evaluation.
 * There is no external evaluation system in this product; the run is the source.
 */
export async function processEvaluationImport(
  ctx: Pick<ProcessorContext, 'db'>,
  payload: JobPayloads['evaluation.import'],
): Promise<EvaluationImportResult> {
  const survey = await ctx.db.selectFrom('surveys').select('id').where('id', '=', payload.surveyId).executeTakeFirst();
  if (!survey) throw AppError.notFound('Survey');
  const run = await ctx.db
    .selectFrom('evaluationRuns')
    .select('id')
    .where('surveyId', '=', survey.id)
    .where('kind', '=', 'evaluation')
    .where('status', '=', 'succeeded')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let withResults = ctx.db.selectFrom('labSurveyStatus').select('labId').where('surveyId', '=', survey.id).where('hasResults', '=', true);
  if (payload.labId !== null) withResults = withResults.where('labId', '=', payload.labId);
  const labs = (await withResults.execute()).map((row) => row.labId);
  const evaluated =
    run && labs.length > 0
      ? (await ctx.db.selectFrom('evaluationLabResults').select('labId').distinct().where('runId', '=', run.id).where('labId', 'in', labs).execute()).map(
          (row) => row.labId,
        )
      : [];
  await ctx.db.updateTable('surveys').set({ evaluationImported: true, importStarted: true }).where('id', '=', survey.id).execute();
  return {
    surveyId: survey.id,
    runId: run?.id ?? null,
    evaluatedLabs: evaluated.length,
    countMissingEvaluations: labs.length - evaluated.length,
  };
}
