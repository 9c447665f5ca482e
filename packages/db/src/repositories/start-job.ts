import { errorMessage, type JobName, type JobPayloads, type Jobs } from '@eqa/core';
import type { Executor, JobRun } from '../schema';
import { markJobRun, startJobRun } from './job-runs';

export interface StartJobInput<N extends JobName> {
  name: N;
  /** What it runs on (one queued or running run per name and key): 'org1:2018', 'survey:42'. */
  key: string;
  payload: JobPayloads[N];
  createdBy: number | null;
}

/**
 * Starts a long job the way every caller does: records its job_runs row (409 job_running while
 * one of the same name and key is queued or running), held by `jobs`' runner, then enqueues it.
 * When the queue refuses it (Redis away: 503), the run is failed with that reason, so it blocks
 * nothing, and the error is thrown. Call it outside any transaction.
 */
export async function startJob<N extends JobName>(db: Executor, jobs: Pick<Jobs, 'enqueue' | 'runner'>, input: StartJobInput<N>): Promise<JobRun> {
  const run = await startJobRun(db, { kind: input.name, key: input.key, payload: { ...input.payload }, createdBy: input.createdBy, runner: jobs.runner });
  try {
    await jobs.enqueue(input.name, input.payload, { jobRun: run });
  } catch (error) {
    await markJobRun(db, run.id, { status: 'failed', error: errorMessage(error) });
    throw error;
  }
  return run;
}
