import type { Kysely } from 'kysely';
import { AppError, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import { createBullJobs } from './bullmq/bullmq-jobs';
import { DEFAULT_QUEUE_PREFIX } from './bullmq/connection';
import { DEFAULT_RETRY, type RetryPolicy } from './execute-job';
import { createInlineJobs } from './inline/inline-jobs';
import { consoleLogger } from './logger';
import type { MailConfig } from './mail/mail-config';
import { processors as defaultProcessors } from './processors';
import type { NotificationJobsConfig, ProcessorMap } from './processors/processor';
import { OUTBOX_SWEEP_INTERVAL_MS } from './processors/sweep-outbox';

export interface CreateJobsOptions {
  db: Kysely<DB>;
  /** With a Redis URL jobs go to BullMQ queues (processed by createWorkers / apps/worker). */
  redisUrl?: string;
  /** Run jobs in this process (default: when there is no redisUrl). false needs a redisUrl. */
  processInline?: boolean;
  mail: MailConfig;
  logger?: Logger;
  /** BullMQ Redis key prefix (default 'eqa'); tests use a unique one. */
  prefix?: string;
  /** Defaults to every processor of the package. */
  processors?: ProcessorMap;
  /** Attempts and exponential backoff of a throwing job (default 5 attempts, 2 s, 4 s, 8 s, 16 s). */
  retry?: RetryPolicy;
  /** Inline mode: how often the e-mail outbox is swept (first sweep right away; the job outbox every 5 s or this, whichever is shorter); 0 turns the sweeps off. Default 10 s. */
  sweepIntervalMs?: number;
  /** Inline mode: the heartbeat and interrupted-run check of job runs (createInlineJobs); 0 turns it off. */
  jobRunSweepMs?: number;
  /** Inline mode: the database is this process's alone (the embedded PGlite); see createInlineJobs. */
  exclusiveDatabase?: boolean;
  /** Issue 34: the notification sweep's business clock and origin, and the webhooks' private-address switch. */
  notifications?: NotificationJobsConfig;
}

/**
 * The jobs of a process. With a redisUrl (and processInline not set) jobs are produced onto BullMQ
 * queues; otherwise they run in this process through the same processors, and the outbox is swept
 * here (the job outbox every 5 s, the e-mail outbox every 10 s).
 */
export async function createJobs(options: CreateJobsOptions): Promise<Jobs> {
  const logger = options.logger ?? consoleLogger;
  const processors = options.processors ?? defaultProcessors;
  const retry = options.retry ?? DEFAULT_RETRY;
  const inline = options.processInline ?? !options.redisUrl;
  if (inline) {
    return createInlineJobs({
      ctx: { db: options.db, mail: options.mail, logger, ...(options.notifications ? { notifications: options.notifications } : {}) },
      processors,
      retry,
      sweepIntervalMs: options.sweepIntervalMs ?? OUTBOX_SWEEP_INTERVAL_MS,
      ...(options.jobRunSweepMs !== undefined ? { jobRunSweepMs: options.jobRunSweepMs } : {}),
      ...(options.exclusiveDatabase !== undefined ? { exclusiveDatabase: options.exclusiveDatabase } : {}),
    });
  }
  if (!options.redisUrl) {
    throw new AppError('INTERNAL', 'createJobs: processInline false needs a redisUrl', { type: 'jobs_config' });
  }
  return createBullJobs({
    redisUrl: options.redisUrl,
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    processors,
    retry,
    logger,
  });
}
