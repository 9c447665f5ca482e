import { errorMessage, type Logger, JOB_NAMES, type JobEnvelope, type JobName } from '@eqa/core';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { DEFAULT_RETRY, executeJob, isRetryable, type RetryPolicy } from '../execute-job';
import { consoleLogger } from '../logger';
import type { MailConfig } from '../mail/mail-config';
import { processors as defaultProcessors } from '../processors';
import type { JobResult, ProcessorContext, ProcessorMap } from '../processors/processor';
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
  const ctx: ProcessorContext = { db: options.db, mail: options.mail, logger };
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
  let closed = false;

  return {
    async close() {
      if (closed) return;
      closed = true;
      await sweeps.stop();
      // Waits for the jobs in progress to finish.
      await Promise.all(workers.map((worker) => worker.close()));
      await producer.close();
      await Promise.all(connections.map(closeRedisConnection));
    },
  };
}
