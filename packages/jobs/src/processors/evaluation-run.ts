import type { JobPayloads } from '@eqa/core';
import { evaluateSurvey, type EvaluateSurveyResult } from '../evaluation/evaluate-survey';
import type { JobContext, ProcessorContext } from './processor';

/**
 * Job 'evaluation.run': evaluates a survey (kind 'evaluation' unless the payload says
 * 'pre_evaluation') and replaces the previous run of that kind. Expected failures (survey not
 * found, 'From survey is not found', evaluation disabled) are AppErrors and are not retried.
 */
export async function processEvaluationRun(
  ctx: Pick<ProcessorContext, 'db' | 'logger'>,
  payload: JobPayloads['evaluation.run'],
  job: Pick<JobContext, 'jobRunId' | 'progress'>,
): Promise<EvaluateSurveyResult> {
  const result = await evaluateSurvey(ctx.db, {
    surveyId: payload.surveyId,
    kind: payload.kind ?? 'evaluation',
    jobRunId: job.jobRunId,
    progress: job.progress,
  });
  ctx.logger.info('survey evaluated', { ...result });
  return result;
}
