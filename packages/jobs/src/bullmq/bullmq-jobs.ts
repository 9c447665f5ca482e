import { Queue } from 'bullmq';
import { AppError } from '@eqa/core';
import { jobUnavailable, parseJobPayload, toEnvelope, type RetryPolicy } from '../execute-job';
import type { EnqueueOptions, Jobs } from '../jobs';
import { errorMessage, type Logger } from '../logger';
import type { ProcessorMap } from '../processors/processor';
import { deduplicationKey, JOB_NAMES, type JobEnvelope, type JobName, type JobPayloads } from '../queues';
import { closeRedisConnection, createRedisConnection } from './connection';

export interface BullJobsOptions {
  redisUrl: string;
  prefix: string;
  processors: ProcessorMap;
  retry: RetryPolicy;
  logger: Logger;
}

export interface BullJobs extends Jobs {
  mode: 'bullmq';
}

/** enqueue gives up after this long (Redis unreachable) instead of holding the caller's request. */
const ENQUEUE_TIMEOUT_MS = 10_000;
const IDLE_POLL_MS = 50;

const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/** The producer side on Redis: one BullMQ queue per job name (created on first use). */
export function createBullJobs(options: BullJobsOptions): BullJobs {
  const { processors, retry, logger } = options;
  const connection = createRedisConnection(options.redisUrl);
  connection.on('error', (error: unknown) => logger.error('redis connection error', { error: errorMessage(error) }));
  const queues = new Map<JobName, Queue<JobEnvelope>>();
  let closed = false;

  function queueFor(name: JobName): Queue<JobEnvelope> {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue<JobEnvelope>(name, {
        connection,
        prefix: options.prefix,
        defaultJobOptions: {
          attempts: retry.attempts,
          backoff: { type: 'exponential', delay: retry.backoffMs },
          removeOnComplete: KEEP_COMPLETED,
          removeOnFail: KEEP_FAILED,
        },
      });
      queue.on('error', (error: unknown) => logger.error('queue error', { queue: name, error: errorMessage(error) }));
      queues.set(name, queue);
    }
    return queue;
  }

  const jobs: BullJobs = {
    mode: 'bullmq',
    async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new AppError('INTERNAL', 'The job queues are closed', { type: 'jobs_closed' });
      const valid = parseJobPayload(name, payload);
      if (!processors[name]) throw jobUnavailable(name);
      const key = deduplicationKey(name, valid);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AppError('INTERNAL', 'The job queue is not reachable', { type: 'queue_unavailable' })),
          ENQUEUE_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([
          queueFor(name).add(name, toEnvelope(valid, enqueueOptions.jobRunId), {
            ...(enqueueOptions.delayMs ? { delay: enqueueOptions.delayMs } : {}),
            ...(key ? { deduplication: { id: key } } : {}),
          }),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async idle() {
      const names = JOB_NAMES.filter((name) => processors[name]);
      for (;;) {
        const counts = await Promise.all(
          names.map((name) =>
            queueFor(name).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children'),
          ),
        );
        const busy = counts.some((count) => Object.values(count).some((n) => n > 0));
        if (!busy) return;
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await closeRedisConnection(connection);
    },
  };
  return jobs;
}
