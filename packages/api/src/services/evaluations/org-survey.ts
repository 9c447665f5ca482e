import type { Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB, JobRun } from '@eqa/db';
import type { Session } from '../../context';
import type { TEvaluationJob } from './start-evaluation.types';
import { requireSession } from '../surveys/open-lab-survey';
import { iso } from '../surveys/survey-header';

/** The job_runs kind and key of a survey's evaluation jobs (one at a time per survey, either kind). */
export const EVALUATION_JOB = 'evaluation.run';
export const evaluationJobKey = (surveyId: number) => `survey:${surveyId}`;

export interface OrgSurvey {
  id: number;
  orgId: number;
  startsAt: Date | null;
  endsAt: Date | null;
  preEvaluatedAt: Date | null;
  evaluatedAt: Date | null;
  /** The survey's or its scheme version's flag. */
  evaluationDisabled: boolean;
}

/**
 * A survey of the org administered by an org user: 403 for anyone but an org user of `orgId`,
 * 404 when the org has no such survey.
 */
export async function loadOrgSurvey(ctx: { db: Kysely<DB>; session: Session | null }, orgId: number, surveyId: number): Promise<{ session: Session; survey: OrgSurvey }> {
  const session = requireSession(ctx.session);
  if (session.roleId !== 'org_admin' || session.orgId !== orgId) throw AppError.forbidden('You may not administer this organisation');
  const row = await ctx.db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .select(['s.id', 's.orgId', 's.startsAt', 's.endsAt', 's.preEvaluatedAt', 's.evaluatedAt', 's.evaluationDisabled', 'sv.evaluationDisabled as versionDisabled'])
    .where('s.id', '=', surveyId)
    .where('s.orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Survey');
  const { versionDisabled, ...survey } = row;
  return { session, survey: { ...survey, evaluationDisabled: survey.evaluationDisabled || versionDisabled } };
}

/** The wire form of an evaluation job run. */
export function evaluationJobOf(run: JobRun): TEvaluationJob {
  const kind = run.payload.kind === 'pre_evaluation' ? 'pre_evaluation' : 'evaluation';
  const runId = run.result?.runId;
  return {
    id: run.id,
    kind,
    status: run.status,
    progress: run.progress,
    error: run.error,
    runId: typeof runId === 'number' ? runId : null,
    createdAt: run.createdAt.toISOString(),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
  };
}
