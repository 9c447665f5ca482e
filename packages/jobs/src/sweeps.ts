import { type Jobs, errorMessage, type Logger } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { MailConfig } from './mail/mail-config';
import type { ProcessorMap } from './processors/processor';
import { JOB_OUTBOX_MAX_BACKOFF_MS, JOB_OUTBOX_SWEEP_INTERVAL_MS, sweepJobOutbox } from './processors/sweep-job-outbox';
import { sweepOutbox } from './processors/sweep-outbox';
import { RESULT_UPLOAD_SWEEP_INTERVAL_MS, sweepResultUploads } from './processors/sweep-result-uploads';
import { sweepAppealUploads } from './processors/sweep-appeal-uploads';
import { sweepWebhookDeliveries, WEBHOOK_SWEEP_INTERVAL_MS } from './processors/sweep-webhook-deliveries';
import { NOTIFICATION_SWEEP_INTERVAL_MS, processNotificationsSweep } from './processors/notifications-sweep';
import type { NotificationJobsConfig } from './processors/processor';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/** A periodic maintenance task of the job runners (the outbox, old uploads). */
export interface PeriodicSweep {
  /** For the logs: '<name> swept', '<name> sweep failed'. */
  name: string;
  /** Between two runs (the first runs at start). */
  intervalMs: number;
  /**
   * After a failed run the next ones wait intervalMs · 2^(failures − 1), at most this long, then
   * the sweep goes back to its interval once a run succeeds (a queue that is away is not asked
   * every few seconds). Without it a failed sweep runs again on its next interval.
   */
  backoffMaxMs?: number;
  /** Answers counts, logged when one of them is above 0. */
  run(): Promise<Record<string, number>>;
}

export interface RunningSweeps {
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Runs each sweep at once and then every `intervalMs` (timers unref'd), never two runs of one sweep
 * at a time; a failing run is logged and the next one comes as planned. `track` is told each run
 * (the inline runner counts them as outstanding work for idle()).
 */
export function startSweeps(
  sweeps: readonly PeriodicSweep[],
  options: { logger: Logger; track?: (run: Promise<void>) => void },
): RunningSweeps {
  const { logger } = options;
  const running = new Map<PeriodicSweep, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const tick = (sweep: PeriodicSweep) => {
    if (stopped || running.has(sweep)) return;
    const run = sweep
      .run()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) logger.info(`${sweep.name} swept`, counts);
      })
      .catch((error: unknown) => logger.error(`${sweep.name} sweep failed`, { error: errorMessage(error) }))
      .finally(() => running.delete(sweep));
    running.set(sweep, run);
    options.track?.(run);
  };
  for (const sweep of sweeps) {
    if (sweep.intervalMs <= 0) continue;
    tick(sweep);
    const timer = setInterval(() => tick(sweep), sweep.intervalMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

/**
 * The sweeps of a process that runs jobs (the workers, or the inline runner): the job outbox every
 * 5 s with a backoff while the queue is away (the runs of `jobs`' runner not yet on their queue),
 * the e-mail outbox every `intervalMs` (when this process delivers mail) and old result uploads no
 * value named (and appeal uploads no filed appeal claimed), hourly. `intervalMs` 0 turns them all off (tests).
 */
export function maintenanceSweeps(options: {
  db: Executor;
  jobs: Pick<Jobs, 'enqueue' | 'runner'>;
  processors: ProcessorMap;
  intervalMs: number;
  /** Where this process delivers mail (the outbox sweep removes leftovers of killed file writers). */
  mail?: MailConfig;
  logger?: Logger;
}): PeriodicSweep[] {
  if (options.intervalMs <= 0) return [];
  const { db, jobs, logger } = options;
  const sweeps: PeriodicSweep[] = [
    {
      name: 'job outbox',
      intervalMs: Math.min(JOB_OUTBOX_SWEEP_INTERVAL_MS, options.intervalMs),
      backoffMaxMs: JOB_OUTBOX_MAX_BACKOFF_MS,
      run: async () => ({ ...(await sweepJobOutbox(db, jobs, logger ? { logger } : {})) }),
    },
    {
      name: 'result uploads',
      intervalMs: RESULT_UPLOAD_SWEEP_INTERVAL_MS,
      run: async () => ({ ...(await sweepResultUploads(db)), appealUploads: (await sweepAppealUploads(db)).deleted }),
    },
  ];
  if (options.processors['webhook.deliver']) {
    sweeps.push({ name: 'webhook deliveries', intervalMs: Math.min(WEBHOOK_SWEEP_INTERVAL_MS, options.intervalMs), run: async () => ({ ...(await sweepWebhookDeliveries(db, jobs, logger)) }) });
  }
  if (options.processors['email.deliver']) {
    sweeps.unshift({ name: 'outbox', intervalMs: options.intervalMs, run: async () => ({ ...(await sweepOutbox(db, jobs, options.mail ? { mail: options.mail } : {})) }) });
  }
  return sweeps;
}

/**
 * The in-process runner's time-driven notifications (issue 34), every NOTIFICATION_SWEEP_INTERVAL_MS
 * (first at start); the BullMQ workers run them as the repeatable `notifications.sweep` job instead.
 */
export function notificationSweep(db: Kysely<DB>, notifications: NotificationJobsConfig): PeriodicSweep {
  return {
    name: 'notifications',
    intervalMs: NOTIFICATION_SWEEP_INTERVAL_MS,
    run: async () => {
      const result = await processNotificationsSweep({ db, notifications });
      return Object.fromEntries(Object.entries(result).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    },
  };
}
