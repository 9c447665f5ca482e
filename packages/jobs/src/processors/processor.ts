import type { Logger, JobName, JobPayloads } from '@eqa/core';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { MailConfig } from '../mail/mail-config';

/** What every processor may use: the database, the mail settings and a logger. */
export interface ProcessorContext {
  db: Kysely<DB>;
  mail: MailConfig;
  logger: Logger;
}

/** One run of one job, as the processor sees it. */
export interface JobContext {
  /** The job_runs row reporting this job's status, or null for fire-and-forget jobs. */
  jobRunId: number | null;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /**
   * Records progress (0–100) on the job_runs row; does nothing without one. It writes on a
   * connection of its own: never call it while holding a transaction (the embedded database has a
   * single connection, so the write would wait for the transaction, which waits for the write).
   */
  progress(percent: number): Promise<void>;
}

/** A processor's result, stored as job_runs.result when the job has a run row. */
export type JobResult = Record<string, unknown>;

export type JobProcessor<N extends JobName> = (
  ctx: ProcessorContext,
  payload: JobPayloads[N],
  job: JobContext,
) => Promise<JobResult>;

/** The processors that exist; a job name without one cannot be enqueued yet. */
export type ProcessorMap = { [N in JobName]?: JobProcessor<N> };
