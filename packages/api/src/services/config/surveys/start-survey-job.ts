import { recordJob, sendJobs } from '@eqa/db';
import { API_MESSAGES, AppError, defaultIssueAt, type JobName, type JobPayloads, type Logger } from '@eqa/core';
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
 * The survey settings actions (spec 3 §2/§4): import evaluation (runs the evaluation engine: 422
 * survey_not_ended / evaluation_disabled as POST …/evaluate), import documents, create/regenerate
 * documents. Each records a job with a job_runs row (key survey:<id>, one at a time per kind) in
 * the transaction of its write and answers the run; the client polls it. Starting an import sets
 * the survey's importStarted flag; creating documents stores the issue date (default: issueAt,
 * else endsAt, else today 23:59:59). The job is sent after the commit (the job outbox: a queue
 * that is away delays it, never refuses the start).
 */
export async function startSurveyJob(ctx: Pick<AdminContext, 'db' | 'session' | 'clock' | 'jobs'> & { logger: Pick<Logger, 'warn'> }, request: SurveyJobRequest): Promise<TJobRun> {
  assertOrgAdminOf(ctx.session, request.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, request.orgId, request.surveyId);
  if ('userId' in request && request.userId !== null && request.userId !== ctx.session.user.id) {
    throw AppError.constraint('userId', 'userId must be the signed-in user');
  }
  if ('labId' in request && request.labId !== null) {
    const lab = await ctx.db.selectFrom('orgLabs').select('labId').where('orgId', '=', request.orgId).where('labId', '=', request.labId).executeTakeFirst();
    if (!lab) throw AppError.constraint('labId', API_MESSAGES.unknownLab);
  }

  /** The survey's change and its job in one transaction, then the job is sent. */
  const launch = async <N extends JobName>(name: N, payload: JobPayloads[N], change: { issueAt: Date } | { importStarted: true }): Promise<TJobRun> => {
    const run = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('surveys').set(change).where('id', '=', survey.id).execute();
      return recordJob(trx, ctx.jobs, { name, key: `survey:${survey.id}`, payload, createdBy: ctx.session.user.id });
    });
    await sendJobs(ctx.db, ctx.jobs, [run], ctx.logger);
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
    return launch('documents.generate', { surveyId: survey.id, labId: request.labId, overwrite: request.overwrite, issueAt: issueAt.toISOString() }, { issueAt });
  }
  if (request.kind === 'evaluation.import') {
    // importing the evaluation runs the engine: the same refusals as starting the evaluation
    if (!survey.status.ended) throw AppError.constraint('id', 'The survey has not ended yet', 'survey_not_ended');
    if (survey.status.evaluationDisabled) throw AppError.constraint('id', 'Evaluation is disabled for this survey', 'evaluation_disabled');
  }
  return request.kind === 'evaluation.import'
    ? launch('evaluation.import', { surveyId: survey.id, labId: request.labId }, { importStarted: true })
    : launch('documents.import', { surveyId: survey.id }, { importStarted: true });
}
