import { AppError, computeEvaluation, type EvaluationKind } from '@eqa/core';
import type { Executor } from '@eqa/db';
import { loadEvaluationInput } from './load-evaluation-input';
import { writeEvaluation } from './write-evaluation';

export interface EvaluateSurveyOptions {
  surveyId: number;
  kind: EvaluationKind;
  /** The job_runs row of the job (recorded on the evaluation run). */
  jobRunId?: number | null;
  /** Who started it; default: the creator of the job run. */
  createdBy?: number | null;
  /** Called with 0–100 as the work advances. */
  progress?: (percent: number) => Promise<void>;
}

/** A type (not an interface) so it is a JobResult record. */
export type EvaluateSurveyResult = {
  runId: number;
  surveyId: number;
  kind: EvaluationKind;
  parameters: number;
  /** Results (lab × result group × parameter × sample) that entered the evaluation. */
  results: number;
  statistics: number;
  labResults: number;
  /** The results' high-water mark the run saw (evaluation_runs.results_position). */
  resultsPosition: number;
  durationMs: number;
};

/**
 * Evaluates a survey: loads the validated results (batch reads), computes the statistics and
 * scores in memory, and replaces the previous run of the same kind in one transaction. Survey
 * phase rules (ended, pre-evaluated) are the caller's: the job runs in real time, business dates
 * may be simulated. Runs in the caller's transaction when `db` is one (e.g. the demo seed). Fails with CONSTRAINT 'evaluation_disabled' when the survey or its scheme
 * version has evaluation disabled, NOT_FOUND for a missing survey or 'From survey is not found'.
 */
export async function evaluateSurvey(db: Executor, options: EvaluateSurveyOptions): Promise<EvaluateSurveyResult> {
  const started = performance.now();
  const startedAt = new Date();
  const progress = options.progress ?? (async () => {});
  const { survey, input, resultsPosition } = await loadEvaluationInput(db, options.surveyId);
  if (survey.evaluationDisabled) {
    throw AppError.constraint('surveyId', 'Evaluation is disabled for this survey', 'evaluation_disabled');
  }
  await progress(40);
  const output = computeEvaluation(input);
  await progress(70);
  const createdBy =
    options.createdBy !== undefined
      ? options.createdBy
      : options.jobRunId
        ? ((await db.selectFrom('jobRuns').select('createdBy').where('id', '=', options.jobRunId).executeTakeFirst())?.createdBy ?? null)
        : null;
  const { runId } = await writeEvaluation(db, {
    surveyId: survey.id,
    kind: options.kind,
    jobRunId: options.jobRunId ?? null,
    createdBy,
    startedAt,
    resultsPosition,
    output,
  });
  return {
    runId,
    surveyId: survey.id,
    kind: options.kind,
    parameters: input.parameters.length,
    results: input.results.length,
    statistics: output.statistics.length,
    labResults: output.labResults.length,
    resultsPosition,
    durationMs: Math.round(performance.now() - started),
  };
}
