import { errorMessage, type Logger, JOB_NAMES, type JobEnvelope, type JobName } from '@eqa/core';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { DEFAULT_RETRY, executeJob, isRetryable, type RetryPolicy } from '../execute-job';
import { consoleLogger } from '../logger';
import type { MailConfig } from '../mail/mail-config';
import { processors as defaultProcessors } from '../processors';
import type { JobResult, NotificationJobsConfig, ProcessorContext, ProcessorMap } from '../processors/processor';
import { NOTIFICATION_SWEEP_INTERVAL_MS } from '../processors/notifications-sweep';
import { OUTBOX_SWEEP_INTERVAL_MS } from '../processors/sweep-outbox';
import { maintenanceSweeps, startSweeps, type PeriodicSweep } from '../sweeps';
import { createBullJobs } from './bullmq-jobs';
import { RECONCILE_INTERVAL_MS, reconcileJobRuns } from './reconcile-job-runs';
import { closeRedisConnection, createRedisConnection, DEFAULT_QUEUE_PREFIX } from './connection';

export interface CreateWorkersOptions {
  db: Kysely<DB>;
  redisUrl: string;
  mail: MailConfig;
  /** Jobs run at the same time per queue (default 4). */
  concurrency?: number;
  logger?: Logger;
  /** Redis key prefix; must match the producers' (default 'eqa'). */
  prefix?: string;
  /** Defaults to every processor of the package. */
  processors?: ProcessorMap;
  /** Used for the outbox sweep's enqueues; the attempts of a job are set by its producer. */
  retry?: RetryPolicy;
  /** How often the e-mail outbox is swept (first sweep right away; the job outbox every 5 s or this, whichever is shorter; old uploads hourly: maintenanceSweeps); 0 turns the sweeps off. Default 10 s. */
  sweepIntervalMs?: number;
  /** Issue 34: the notification sweep's business clock and origin (the repeatable job), and the webhooks' private-address switch. */
  notifications?: NotificationJobsConfig;
  /** Between two runs of the repeatable notification sweep (default NOTIFICATION_SWEEP_INTERVAL_MS). */
  notificationSweepEveryMs?: number;
}

export interface Workers {
  close(): Promise<void>;
}

/**
 * A BullMQ Worker per queue that has a processor, running the same processors as the inline runner,
 * plus the periodic sweeps (the job outbox, the e-mail outbox, old uploads, and the job runs whose
 * job the queue lost: reconcileJobRuns). Several worker processes may run at once.
 */
export function createWorkers(options: CreateWorkersOptions): Workers {
  const logger = options.logger ?? consoleLogger;
  const processors = options.processors ?? defaultProcessors;
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  const ctx: ProcessorContext = { db: options.db, mail: options.mail, logger, ...(options.notifications ? { notifications: options.notifications } : {}) };
  const connections: Redis[] = [];

  const workers = JOB_NAMES.filter((name) => processors[name]).map((name) => {
    const connection = createRedisConnection(options.redisUrl);
    connections.push(connection);
    const worker = new Worker<JobEnvelope, JobResult, JobName>(
      name,
      async (job) => {
        // attemptsMade counts the failed attempts before this one.
        const attempt = job.attemptsMade + 1;
        const final = attempt >= (job.opts.attempts ?? 1);
        try {
          return await executeJob(ctx, processors, name, job.data, { number: attempt, final });
        } catch (error) {
          if (!isRetryable(error)) throw new UnrecoverableError(errorMessage(error));
          throw error;
        }
      },
      { connection, prefix, concurrency: options.concurrency ?? 4 },
    );
    worker.on('failed', (job, error) =>
      logger.warn('job failed', { job: name, id: job?.id, attempt: job?.attemptsMade, error: errorMessage(error) }),
    );
    worker.on('error', (error) => logger.error('worker error', { job: name, error: errorMessage(error) }));
    return worker;
  });

  const producer = createBullJobs({
    redisUrl: options.redisUrl,
    prefix,
    processors,
    retry: options.retry ?? DEFAULT_RETRY,
    logger,
  });
  const sweepIntervalMs = options.sweepIntervalMs ?? OUTBOX_SWEEP_INTERVAL_MS;
  const reconcile: PeriodicSweep[] =
    sweepIntervalMs > 0 ? [{ name: 'job runs', intervalMs: RECONCILE_INTERVAL_MS, run: async () => reconcileJobRuns(options.db, producer, { logger }) }] : [];
  const sweeps = startSweeps([...maintenanceSweeps({ db: options.db, jobs: producer, processors, intervalMs: sweepIntervalMs, mail: options.mail, logger }), ...reconcile], { logger });
  // issue 34: the time-driven notifications as ONE repeatable job whatever the number of workers (the
  // scheduler id makes every worker's upsert the same schedule); each run is safe to repeat anyway
  let scheduler: Queue | null = null;
  if (options.notifications && processors['notifications.sweep'] && sweepIntervalMs > 0) {
    const connection = createRedisConnection(options.redisUrl);
    connections.push(connection);
    scheduler = new Queue('notifications.sweep', { connection, prefix });
    const envelope: JobEnvelope<'notifications.sweep'> = { payload: {}, jobRunId: null };
    scheduler
      .upsertJobScheduler('notifications-sweep', { every: options.notificationSweepEveryMs ?? NOTIFICATION_SWEEP_INTERVAL_MS }, { name: 'notifications.sweep', data: envelope, opts: { removeOnComplete: 100, removeOnFail: 100 } })
      .catch((error: unknown) => logger.error('notification sweep not scheduled', { error: errorMessage(error) }));
  }
  let closed = false;

  return {
    async close() {
      if (closed) return;
      closed = true;
      await sweeps.stop();
      await scheduler?.close();
      // Waits for the jobs in progress to finish.
      await Promise.all(workers.map((worker) => worker.close()));
      await producer.close();
      await Promise.all(connections.map(closeRedisConnection));
    },
  };
}
