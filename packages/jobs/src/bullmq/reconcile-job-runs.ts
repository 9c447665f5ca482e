import { sql } from 'kysely';
import { isAppError, JOB_INTERRUPTED, errorMessage, type Logger, isJobName, type JobPayloads } from '@eqa/core';
import { type Executor, heartbeatJobRuns, markJobRun } from '@eqa/db';
import type { BullJobs } from './bullmq-jobs';

/** A queued or running BullMQ run not seen in its queue for this long is checked (docs/decisions/jobs.md). */
export const RECONCILE_AFTER_MS = 30_000;
/** How often the workers check: a run whose job is gone is requeued or failed within a minute. */
export const RECONCILE_INTERVAL_MS = 20_000;

/** Queue states in which the job will still run (or runs now). */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Brings the BullMQ runs in job_runs in line with the queues. For each queued or running run sent to
 * its queue (enqueued_at set; the others are the job outbox's, sweepJobOutbox) whose
 * heartbeat is older than `olderThanMs`: its job still waits or runs → the heartbeat is renewed; the
 * queue no longer has it (Redis restarted empty, a flush, a lost write) → a queued run is enqueued
 * again from its stored payload, a running one (its worker died with it) is failed as interrupted;
 * its job ended without the run hearing of it → failed as interrupted. Safe on several workers at
 * once: the job id is the run's (its id and created_at: runJobId), so a second requeue is ignored by
 * the queue.
 */
export async function reconcileJobRuns(
  db: Executor,
  producer: Pick<BullJobs, 'enqueue' | 'runJobState'>,
  options: { olderThanMs?: number; logger?: Logger } = {},
): Promise<{ alive: number; requeued: number; failed: number }> {
  const olderThanMs = options.olderThanMs ?? RECONCILE_AFTER_MS;
  const runs = await db
    .selectFrom('jobRuns')
    .select(['id', 'kind', 'status', 'payload', 'createdAt'])
    .where('runner', '=', 'bullmq')
    .where('status', 'in', ['queued', 'running'])
    // a run whose job never reached the queue is the job outbox's to send (sweepJobOutbox)
    .where('enqueuedAt', 'is not', null)
    .where(sql<Date>`coalesce(heartbeat_at, created_at)`, '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .orderBy('id')
    .limit(200)
    .execute();
  const counts = { alive: 0, requeued: 0, failed: 0 };
  for (const run of runs) {
    if (!isJobName(run.kind)) continue;
    const state = await producer.runJobState(run.kind, run);
    if (state !== null && LIVE_STATES.has(state)) {
      await heartbeatJobRuns(db, [run.id]);
      counts.alive += 1;
      continue;
    }
    if (state === null && run.status === 'queued') {
      try {
        await producer.enqueue(run.kind, run.payload as JobPayloads[typeof run.kind], { jobRun: run });
        await heartbeatJobRuns(db, [run.id]);
        counts.requeued += 1;
        options.logger?.warn('job run requeued: its job was not in the queue', { job: run.kind, jobRunId: run.id });
        continue;
      } catch (error) {
        options.logger?.error('job run could not be requeued', { job: run.kind, jobRunId: run.id, error: errorMessage(error) });
        // the queue is away: the next sweep tries again (the run keeps blocking, as it should)
        if (isAppError(error) && error.code === 'UNAVAILABLE') continue;
      }
    }
    await markJobRun(db, run.id, { status: 'failed', error: JOB_INTERRUPTED });
    counts.failed += 1;
    options.logger?.warn('job run failed: its job is gone', { job: run.kind, jobRunId: run.id, state });
  }
  return counts;
}
