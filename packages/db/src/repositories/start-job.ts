import { sql } from 'kysely';
import { errorMessage, isJobName, type JobName, type JobPayloads, type Jobs, type Logger } from '@eqa/core';
import type { Executor, JobRun } from '../schema';
import { startJobRun } from './job-runs';

export interface StartJobInput<N extends JobName> {
  name: N;
  /** What it runs on (one queued or running run per name and key): 'org1:2018', 'survey:42'. */
  key: string;
  payload: JobPayloads[N];
  createdBy: number | null;
}

/**
 * The job outbox (docs/decisions/jobs.md "Job outbox"): records the job a write starts as its
 * job_runs row, queued and not yet sent (enqueued_at null), held by `jobs`' runner. Call it with the
 * write's own transaction, so the job exists exactly when the write does; after the commit hand the
 * run to `sendJobs`. The job sweep of the process that runs jobs sends whatever is left (Redis away,
 * the process gone between commit and enqueue). 409 job_running while a run of the same name and
 * key is queued or running.
 */
export async function recordJob<N extends JobName>(trx: Executor, jobs: Pick<Jobs, 'runner'>, input: StartJobInput<N>): Promise<JobRun> {
  return startJobRun(trx, { kind: input.name, key: input.key, payload: { ...input.payload }, createdBy: input.createdBy, runner: jobs.runner });
}

/** The run's job reached its queue: the job sweep leaves it alone from now on. */
export async function markJobRunEnqueued(db: Executor, id: number): Promise<void> {
  await db.updateTable('jobRuns').set({ enqueuedAt: sql<Date>`now()` }).where('id', '=', id).where('enqueuedAt', 'is', null).execute();
}

/**
 * Hands recorded runs to their queue right after the write's transaction committed. A refused
 * enqueue (Redis away: 503) is logged, not thrown: the run row is the promise and the job sweep
 * sends it once the queue is back, so the write that started it succeeds. Enqueueing twice is
 * harmless (the queue's job id is the run's).
 */
export async function sendJobs(db: Executor, jobs: Pick<Jobs, 'enqueue'>, runs: readonly JobRun[], logger: Pick<Logger, 'warn'>): Promise<void> {
  for (const run of runs) {
    const name = run.kind;
    if (!isJobName(name)) continue;
    try {
      // recorded from a typed payload; enqueue validates it again
      await jobs.enqueue(name, run.payload as JobPayloads[typeof name], { jobRun: run });
      await markJobRunEnqueued(db, run.id);
    } catch (error) {
      logger.warn('job not queued, the job sweep will send it', { job: run.kind, jobRunId: run.id, error: errorMessage(error) });
    }
  }
}

/**
 * Starts a job outside any other write: records its run in a transaction of its own (409
 * job_running while one of the same name and key is queued or running), then sends it. Never
 * fails because the queue is away: the run stays queued and the job sweep sends it later.
 */
export async function startJob<N extends JobName>(db: Executor, jobs: Pick<Jobs, 'enqueue' | 'runner'>, input: StartJobInput<N>, logger: Pick<Logger, 'warn'>): Promise<JobRun> {
  const run = await recordJob(db, jobs, input);
  await sendJobs(db, jobs, [run], logger);
  return run;
}
