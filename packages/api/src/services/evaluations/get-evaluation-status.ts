import type { Kysely } from 'kysely';
import { type DB, type EvaluationKind, latestJobRun } from '@eqa/db';
import type { Session } from '../../context';
import type { TEvaluationStatus, TEvaluationStatusInput } from './get-evaluation-status.types';
import { iso } from '../surveys/survey-header';
import { EVALUATION_JOB, evaluationJobKey, evaluationJobOf, loadOrgSurvey } from './org-survey';

/** GET /orgs/{orgId}/surveys/{surveyId}/evaluate/status: the latest job and the stored runs (org users of the org). */
export async function getEvaluationStatus(
  ctx: { db: Kysely<DB>; session: Session | null },
  input: TEvaluationStatusInput,
): Promise<TEvaluationStatus> {
  const { survey } = await loadOrgSurvey(ctx, input.orgId, input.surveyId);
  const storedRun = async (kind: EvaluationKind) => {
    const run = await ctx.db
      .selectFrom('evaluationRuns')
      .select(['id', 'finishedAt', 'createdBy'])
      .where('surveyId', '=', survey.id)
      .where('kind', '=', kind)
      .where('status', '=', 'succeeded')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return run ? { id: run.id, finishedAt: iso(run.finishedAt), createdBy: run.createdBy } : null;
  };
  const [job, preEvaluation, evaluation] = await Promise.all([
    latestJobRun(ctx.db, EVALUATION_JOB, evaluationJobKey(survey.id)),
    storedRun('pre_evaluation'),
    storedRun('evaluation'),
  ]);
  return { job: job ? evaluationJobOf(job) : null, runs: { preEvaluation, evaluation } };
}
