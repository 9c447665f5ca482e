import { AppError } from '@eqa/core';
import type { TJobRun } from '../config.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { jobRunOut } from '../job-run-out';

/**
 * GET /orgs/{orgId}/surveys_evaluation/{id}/job_runs/{runId}: a job the survey's settings started
 * (import evaluation, import documents, create/regenerate documents) as it stands now, for screens that
 * follow it. 404 when the survey is not the org's or the run is not one of the survey's jobs.
 */
export async function getSurveyJobRun(ctx: Pick<AdminContext, 'db' | 'session'>, input: { orgId: number; id: number; runId: number }): Promise<TJobRun> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const run = await ctx.db
    .selectFrom('jobRuns as j')
    .innerJoin('surveys as s', (join) => join.on('s.id', '=', input.id).on('s.orgId', '=', input.orgId))
    .selectAll('j')
    .where('j.id', '=', input.runId)
    .where('j.key', '=', `survey:${input.id}`)
    .executeTakeFirst();
  if (!run) throw AppError.notFound('Job run');
  return jobRunOut(run);
}
