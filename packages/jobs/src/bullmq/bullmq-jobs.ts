import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppError, type EnqueueOptions, type JobRunRef, type Jobs, errorMessage, type Logger, deduplicationKey, JOB_NAMES, type JobEnvelope, type JobName, type JobPayloads } from '@eqa/core';
import { jobUnavailable, parseJobPayload, toEnvelope, type RetryPolicy } from '../execute-job';
import type { ProcessorMap } from '../processors/processor';
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
  /**
   * Where the job of a run is in its queue ('waiting', 'active', 'delayed', 'completed', 'failed',
   * …), or null when the queue does not have it (never added, or Redis lost it).
   */
  runJobState(name: JobName, run: JobRunRef): Promise<string | null>;
}

/**
 * The BullMQ job id of a run's job: one job per run, so a repeated add is ignored and the job can be
 * found. The run's created_at (ms) is part of it: after a database restore resets the id sequence, a
 * new run with an old id must not be taken for the old run's job still kept in Redis (a completed
 * job of that id would make the add a no-op, and the new run would never run).
 */
export function runJobId(run: JobRunRef): string {
  return `run-${run.id}-${run.createdAt.getTime()}`;
}

/** enqueue gives up after this long (Redis slow to answer) instead of holding the caller's request. */
const ENQUEUE_TIMEOUT_MS = 5_000;

/** How long enqueue waits for a connection that is (re)connecting before it answers 503. */
const READY_WAIT_MS = 2_000;

/** Whether the connection is ready, or gets ready within `timeoutMs` (a start, a reconnect). */
async function connectionReady(connection: Redis, timeoutMs: number): Promise<boolean> {
  if (connection.status === 'ready') return true;
  if (connection.status === 'end' || connection.status === 'close') return false;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    connection.on('ready', onReady);
  });
}

function queueUnavailable(cause?: unknown): AppError {
  return AppError.unavailable('The job queue is not reachable, try again shortly', cause === undefined ? {} : { cause });
}
const IDLE_POLL_MS = 50;

const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/** The producer side on Redis: one BullMQ queue per job name (created on first use). */
export function createBullJobs(options: BullJobsOptions): BullJobs {
  const { processors, retry, logger } = options;
  const connection = createRedisConnection(options.redisUrl, 'producer');
  connection.on('error', (error: unknown) => logger.error('redis connection error', { error: errorMessage(error) }));
  const queues = new Map<JobName, Queue<JobEnvelope>>();
  let closed = false;
  /** One wait for a (re)connect shared by every enqueue that meets it (twenty of them would be twenty listeners). */
  let readyWait: Promise<boolean> | null = null;
  const ready = (): Promise<boolean> => {
    if (connection.status === 'ready') return Promise.resolve(true);
    readyWait ??= connectionReady(connection, READY_WAIT_MS).finally(() => {
      readyWait = null;
    });
    return readyWait;
  };

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
    runner: 'bullmq',
    async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new AppError('INTERNAL', 'The job queues are closed', { type: 'jobs_closed' });
      const valid = parseJobPayload(name, payload);
      if (!processors[name]) throw jobUnavailable(name);
      const key = deduplicationKey(name, valid);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(queueUnavailable()),
          ENQUEUE_TIMEOUT_MS,
        );
      });
      try {
        // Redis away: fail soon (the producer connection keeps no offline queue)
        if (!(await ready())) throw queueUnavailable();
        await Promise.race([
          queueFor(name)
            .add(name, toEnvelope(valid, enqueueOptions.jobRun?.id), {
              ...(enqueueOptions.delayMs ? { delay: enqueueOptions.delayMs } : {}),
              ...(enqueueOptions.jobRun !== undefined ? { jobId: runJobId(enqueueOptions.jobRun) } : {}),
              ...(key ? { deduplication: { id: key } } : {}),
            })
            .catch((error: unknown) => {
              throw queueUnavailable(error);
            }),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async runJobState(name, run) {
      if (!(await ready())) throw queueUnavailable();
      const job = await queueFor(name).getJob(runJobId(run));
      if (!job) return null;
      const state = await job.getState();
      return state === 'unknown' ? null : state;
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
