import type { JobPayloads } from '@eqa/core';
import { evaluateSurvey } from '../evaluation/evaluate-survey';
import type { JobContext, ProcessorContext } from './processor';

/** A type (not an interface) so it is a JobResult record. */
export type EvaluationImportResult = {
  surveyId: number;
  /** The evaluation run the engine stored (evaluation_runs). */
  runId: number;
  /** Results (lab × result group × parameter × sample) that entered the evaluation. */
  results: number;
  /** Scores written (every evaluation group). */
  labResults: number;
  /** Labs (of the one lab asked for, or all) with an evaluation in the run. */
  evaluatedLabs: number;
  /** Labs with results but without an evaluation (spec 3 §8 importEvaluationFinished). */
  countMissingEvaluations: number;
  /** Of those, the labs left out because they have not validated their results. */
  notValidatedLabs: number;
};

/**
 * evaluation.import ("Import evaluations", spec 3 §2/§4): there is no external evaluation system in
 * this product, so importing the evaluation IS running the engine: it computes the survey's
 * evaluation (evaluateSurvey, kind 'evaluation', replacing the previous run; fails like
 * evaluation.run when evaluation is disabled or a merge is broken), marks the survey
 * evaluationImported and reports what it did: the results evaluated, the labs (the one lab asked
 * for, or all) with an evaluation, and the labs with results but none (not validated, or no
 * evaluable value). Never a bare "finished".
 */
export async function processEvaluationImport(
  ctx: Pick<ProcessorContext, 'db' | 'logger'>,
  payload: JobPayloads['evaluation.import'],
  job: Pick<JobContext, 'jobRunId' | 'progress'>,
): Promise<EvaluationImportResult> {
  const evaluation = await evaluateSurvey(ctx.db, {
    surveyId: payload.surveyId,
    kind: 'evaluation',
    jobRunId: job.jobRunId,
    progress: (percent) => job.progress(Math.round(percent * 0.9)),
  });
  let withResults = ctx.db.selectFrom('labSurveyStatus').select(['labId', 'validated']).where('surveyId', '=', payload.surveyId).where('hasResults', '=', true);
  if (payload.labId !== null) withResults = withResults.where('labId', '=', payload.labId);
  const labs = await withResults.execute();
  const evaluated = new Set(
    labs.length === 0
      ? []
      : (
          await ctx.db
            .selectFrom('evaluationLabResults')
            .select('labId')
            .distinct()
            .where('runId', '=', evaluation.runId)
            .where('labId', 'in', labs.map((lab) => lab.labId))
            .execute()
        ).map((row) => row.labId),
  );
  await ctx.db.updateTable('surveys').set({ evaluationImported: true, importStarted: true }).where('id', '=', payload.surveyId).execute();
  const missing = labs.filter((lab) => !evaluated.has(lab.labId));
  const result: EvaluationImportResult = {
    surveyId: payload.surveyId,
    runId: evaluation.runId,
    results: evaluation.results,
    labResults: evaluation.labResults,
    evaluatedLabs: evaluated.size,
    countMissingEvaluations: missing.length,
    notValidatedLabs: missing.filter((lab) => !lab.validated).length,
  };
  ctx.logger.info('survey evaluation imported', { ...result });
  return result;
}
