import { AppError, surveyStatus, type Clock, type Jobs, type Logger } from '@eqa/core';
import type { Kysely } from 'kysely';
import { type DB, loadMergeGraph, startJob } from '@eqa/db';
import type { Session } from '../../context';
import type { TEvaluationJob, TStartEvaluationInput } from './start-evaluation.types';
import { EVALUATION_JOB, evaluationJobKey, evaluationJobOf, loadOrgSurvey } from './org-survey';

/**
 * POST /orgs/{orgId}/surveys/{surveyId}/evaluate { kind }: starts the evaluation job of a survey
 * (org users of the survey's org). 422 survey_not_ended (param surveyId) before the survey's end
 * (as of the request's "now": the pre-evaluation and the evaluation both need an ended survey),
 * 422 evaluation_disabled when the survey or its scheme version has evaluation disabled, 404
 * 'From survey is not found' when a merge names a missing survey (checked at once, the job
 * would fail the same way), 409 job_running while an evaluation of the survey is queued or
 * running. Records a job_runs row (kind 'evaluation.run', key 'survey:{id}') and enqueues the job
 * after it; answers the queued job.
 */
export async function startEvaluation(
  ctx: { db: Kysely<DB>; jobs: Jobs; clock: Clock; session: Session | null; logger: Pick<Logger, 'warn'> },
  input: TStartEvaluationInput,
): Promise<TEvaluationJob> {
  const { session, survey } = await loadOrgSurvey(ctx, input.orgId, input.surveyId);
  const status = surveyStatus(survey, null, ctx.clock.now());
  if (!status.ended) throw AppError.constraint('surveyId', 'The survey has not ended yet', 'survey_not_ended');
  if (survey.evaluationDisabled) throw AppError.constraint('surveyId', 'Evaluation is disabled for this survey', 'evaluation_disabled');
  await loadMergeGraph(ctx.db, survey);

  const payload = { surveyId: survey.id, kind: input.kind };
  const run = await startJob(ctx.db, ctx.jobs, { name: EVALUATION_JOB, key: evaluationJobKey(survey.id), payload, createdBy: session.user.id }, ctx.logger);
  return evaluationJobOf(run);
}
