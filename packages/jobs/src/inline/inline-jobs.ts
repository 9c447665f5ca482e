import { failInterruptedJobRuns, heartbeatJobRuns } from '@eqa/db';
import { randomUUID } from 'node:crypto';
import { AppError, type EnqueueOptions, type Jobs, errorMessage, deduplicationKey, type JobName, type JobPayloads } from '@eqa/core';
import { executeJob, isRetryable, jobUnavailable, parseJobPayload, retryDelayMs, toEnvelope, type RetryPolicy } from '../execute-job';
import type { ProcessorContext, ProcessorMap } from '../processors/processor';
import { maintenanceSweeps, notificationSweep, startSweeps, type PeriodicSweep } from '../sweeps';

export interface InlineJobsOptions {
  ctx: ProcessorContext;
  processors: ProcessorMap;
  retry: RetryPolicy;
  /** How often the outbox is swept (first sweep right away; old uploads hourly: maintenanceSweeps); 0 turns the sweeps off. */
  sweepIntervalMs: number;
  /**
   * How often the runs this runner holds get a heartbeat and runs of vanished runners are failed
   * (first time at start); 0 turns it off. Default JOB_RUN_SWEEP_INTERVAL_MS.
   */
  jobRunSweepMs?: number;
  /**
   * The database is this process's alone (the embedded PGlite): at start every queued or running
   * run not held by this runner is failed at once (see failInterruptedJobRuns).
   */
  exclusiveDatabase?: boolean;
}

/** Heartbeat of held runs and check for interrupted ones (well under JOB_RUN_HEARTBEAT_TIMEOUT_MS). */
export const JOB_RUN_SWEEP_INTERVAL_MS = 15_000;

export interface InlineJobs extends Jobs {
  mode: 'inline';
}

/**
 * Runs jobs in this process through the same processors as the BullMQ workers: enqueue returns at
 * once and the job runs on a later tick; a throwing job is logged and retried with exponential
 * backoff. Jobs live in memory only: what is still waiting when the process stops is lost (the
 * outbox sweep re-sends pending mail; a long job's run row goes stale and may be started again).
 */
export function createInlineJobs(options: InlineJobsOptions): InlineJobs {
  const { ctx, processors, retry } = options;
  const timers = new Set<NodeJS.Timeout>();
  /** Deduplication keys of jobs waiting or running. */
  const activeKeys = new Set<string>();
  /** job_runs ids of the jobs waiting or running here (their heartbeat is renewed). */
  const heldRuns = new Set<number>();
  const runner = `inline:${randomUUID()}`;
  let outstanding = 0;
  let idleWaiters: Array<() => void> = [];
  let closed = false;

  function settle(): void {
    outstanding -= 1;
    if (outstanding === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  /** Counts a piece of work as outstanding until it settles (idle() waits for it). */
  function track(work: () => Promise<void>): void {
    outstanding += 1;
    void work().finally(settle);
  }

  function later(delayMs: number, work: () => Promise<void>): void {
    outstanding += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void work().finally(settle);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function schedule<N extends JobName>(name: N, data: unknown, held: { key: string | null; jobRunId: number | null }, attempt: number, delayMs: number): void {
    const release = () => {
      if (held.key) activeKeys.delete(held.key);
      if (held.jobRunId !== null) heldRuns.delete(held.jobRunId);
    };
    later(delayMs, async () => {
      const final = attempt >= retry.attempts;
      try {
        await executeJob(ctx, processors, name, data, { number: attempt, final });
        release();
      } catch (error) {
        const retrying = !final && !closed && isRetryable(error);
        const log = retrying ? ctx.logger.warn : ctx.logger.error;
        log(retrying ? 'job failed, will retry' : 'job failed', { job: name, attempt, error: errorMessage(error) });
        if (retrying) schedule(name, data, held, attempt + 1, retryDelayMs(retry, attempt));
        else release();
      }
    });
  }

  const jobs: InlineJobs = {
    mode: 'inline',
    runner,
    async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new AppError('INTERNAL', 'The job runner is closed', { type: 'jobs_closed' });
      const valid = parseJobPayload(name, payload);
      if (!processors[name]) throw jobUnavailable(name);
      const key = deduplicationKey(name, valid);
      if (key) {
        if (activeKeys.has(key)) return;
        activeKeys.add(key);
      }
      const jobRunId = enqueueOptions.jobRun?.id ?? null;
      if (jobRunId !== null) heldRuns.add(jobRunId);
      schedule(name, toEnvelope(valid, enqueueOptions.jobRun?.id), { key, jobRunId }, 1, Math.max(0, enqueueOptions.delayMs ?? 0));
    },
    idle() {
      if (outstanding === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      const stopping = sweeps.stop();
      // Jobs not started yet are dropped; running ones are awaited.
      for (const timer of timers) {
        clearTimeout(timer);
        settle();
      }
      timers.clear();
      activeKeys.clear();
      heldRuns.clear();
      await stopping;
      await jobs.idle();
    },
  };
  // after `jobs` exists: the outbox sweep enqueues through it
  const jobRunSweepMs = options.jobRunSweepMs ?? JOB_RUN_SWEEP_INTERVAL_MS;
  let firstJobRunSweep = true;
  const jobRunSweep: PeriodicSweep = {
    name: 'job runs',
    intervalMs: jobRunSweepMs,
    run: async () => {
      await heartbeatJobRuns(ctx.db, [...heldRuns]);
      // the embedded database is ours alone: at start, every run nobody here holds was interrupted
      const exclusive = firstJobRunSweep && options.exclusiveDatabase === true;
      const interrupted = await failInterruptedJobRuns(ctx.db, { runner, exclusive });
      firstJobRunSweep = false;
      return { interrupted };
    },
  };
  const notifications = ctx.notifications && options.sweepIntervalMs > 0 ? [notificationSweep(ctx.db, ctx.notifications)] : [];
  const sweeps = startSweeps([jobRunSweep, ...maintenanceSweeps({ db: ctx.db, jobs, processors, intervalMs: options.sweepIntervalMs, mail: ctx.mail, logger: ctx.logger }), ...notifications], {
    logger: ctx.logger,
    track: (run) => track(() => run),
  });
  return jobs;
}
