import type { Logger, JobName, JobPayloads } from '@eqa/core';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { MailConfig } from '../mail/mail-config';

/** What the notification sweep and the webhook deliveries need (issue 34); given by the composition roots. */
export interface NotificationJobsConfig {
  /** Public origin of the web app, for the e-mailed links. */
  origin: string;
  /** Business now: the default demo date in demo mode, else real time. */
  now(): Date;
  /** WEBHOOK_ALLOW_PRIVATE: http and private or loopback targets allowed (never link-local). */
  webhookAllowPrivate: boolean;
}

/** What every processor may use: the database, the mail settings and a logger. */
export interface ProcessorContext {
  db: Kysely<DB>;
  mail: MailConfig;
  logger: Logger;
  /** Without it the notification sweep does nothing and webhooks reach public https targets only. */
  notifications?: NotificationJobsConfig;
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
