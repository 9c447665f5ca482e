import { startJob } from '@eqa/db';
import { API_MESSAGES, AppError, defaultIssueAt, type JobName, type JobPayloads } from '@eqa/core';
import type { TJobRun } from '../config.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { jobRunOut } from '../job-run-out';
import { loadSurveySummary } from './load-surveys';

export type SurveyJobRequest =
  | { kind: 'evaluation.import'; orgId: number; surveyId: number; labId: number | null }
  | { kind: 'documents.import'; orgId: number; surveyId: number; userId: number | null }
  | {
      kind: 'documents.generate';
      orgId: number;
      surveyId: number;
      labId: number | null;
      overwrite: boolean;
      issueDate: string | null;
      userId: number | null;
    };

/**
 * The survey settings actions (spec 3 §2/§4): import evaluation, import documents, create/regenerate
 * documents. Each starts a job with a job_runs row (key survey:<id>, one at a time per kind) and
 * answers the run; the client polls it. Starting an import sets the survey's importStarted flag;
 * creating documents stores the issue date (default: issueAt, else endsAt, else today 23:59:59).
 */
export async function startSurveyJob(ctx: Pick<AdminContext, 'db' | 'session' | 'clock' | 'jobs'>, request: SurveyJobRequest): Promise<TJobRun> {
  assertOrgAdminOf(ctx.session, request.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, request.orgId, request.surveyId);
  if ('userId' in request && request.userId !== null && request.userId !== ctx.session.user.id) {
    throw AppError.constraint('userId', 'userId must be the signed-in user');
  }
  if ('labId' in request && request.labId !== null) {
    const lab = await ctx.db.selectFrom('orgLabs').select('labId').where('orgId', '=', request.orgId).where('labId', '=', request.labId).executeTakeFirst();
    if (!lab) throw AppError.constraint('labId', API_MESSAGES.unknownLab);
  }

  const launch = async <N extends JobName>(name: N, payload: JobPayloads[N]): Promise<TJobRun> => {
    const run = await startJob(ctx.db, ctx.jobs, { name, key: `survey:${survey.id}`, payload, createdBy: ctx.session.user.id });
    return jobRunOut(run);
  };

  if (request.kind === 'documents.generate') {
    let issueAt: Date;
    if (request.issueDate !== null) {
      issueAt = new Date(request.issueDate);
      if (Number.isNaN(issueAt.getTime())) throw AppError.constraint('issueDate', 'Expected an ISO date');
    } else {
      issueAt = defaultIssueAt({ issueAt: survey.issueAt, endsAt: survey.endsAt }, ctx.clock.now());
    }
    await ctx.db.updateTable('surveys').set({ issueAt }).where('id', '=', survey.id).execute();
    return launch('documents.generate', { surveyId: survey.id, labId: request.labId, overwrite: request.overwrite, issueAt: issueAt.toISOString() });
  }
  const run =
    request.kind === 'evaluation.import'
      ? await launch('evaluation.import', { surveyId: survey.id, labId: request.labId })
      : await launch('documents.import', { surveyId: survey.id });
  await ctx.db.updateTable('surveys').set({ importStarted: true }).where('id', '=', survey.id).execute();
  return run;
}
