import { sql } from 'kysely';
import { isAppError, isJobName, JOB_INTERRUPTED, errorMessage, type Jobs, type JobPayloads, type Logger } from '@eqa/core';
import { JOB_RUN_STALE_AFTER_MS, markJobRun, markJobRunEnqueued, type Executor } from '@eqa/db';

/** How often the process that runs jobs sends the recorded runs not yet on their queue. */
export const JOB_OUTBOX_SWEEP_INTERVAL_MS = 5_000;
/** After a failed sweep (the queue away) the next ones wait longer, up to this (so a run is sent within a minute of Redis returning). */
export const JOB_OUTBOX_MAX_BACKOFF_MS = 30_000;
/** Runs younger than this are left to the write that recorded them (it enqueues right after its commit). */
export const JOB_OUTBOX_GRACE_MS = 2_000;
/** At most this many runs per sweep (the next sweep takes the rest). */
const JOB_OUTBOX_BATCH = 200;

export interface SweepJobOutboxResult {
  /** Runs handed to their queue. */
  enqueued: number;
  /** Runs that can never be sent (no processor, an invalid payload, not sent within JOB_RUN_STALE_AFTER_MS): failed. */
  failed: number;
}

/**
 * The job outbox's sweep (docs/decisions/jobs.md "Job outbox"): every queued run of `jobs`' runner
 * whose job has not reached its queue (enqueued_at null; older than JOB_OUTBOX_GRACE_MS) is
 * enqueued from its stored payload, oldest first, at most JOB_OUTBOX_BATCH, and marked sent. The
 * queue's job id is the run's, so a run sent twice (by its write and by the sweep, or by two
 * sweeping processes) is one job. The queue away (UNAVAILABLE) ends the sweep with that error: the
 * runs stay for the next sweep, which waits longer (startSweeps' backoff). A run that can never be
 * sent is failed with the reason; one never sent within JOB_RUN_STALE_AFTER_MS is failed as
 * interrupted (by then a new run of its key may have started).
 */
export async function sweepJobOutbox(db: Executor, jobs: Pick<Jobs, 'enqueue' | 'runner'>, options: { logger?: Pick<Logger, 'warn'> } = {}): Promise<SweepJobOutboxResult> {
  const stale = await db
    .updateTable('jobRuns')
    .set({ status: 'failed', error: JOB_INTERRUPTED, finishedAt: sql<Date>`now()` })
    .where('runner', '=', jobs.runner)
    .where('status', '=', 'queued')
    .where('enqueuedAt', 'is', null)
    .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${JOB_RUN_STALE_AFTER_MS / 1000})`)
    .executeTakeFirst();
  const result: SweepJobOutboxResult = { enqueued: 0, failed: Number(stale.numUpdatedRows) };
  const runs = await db
    .selectFrom('jobRuns')
    .select(['id', 'kind', 'payload', 'createdAt'])
    .where('runner', '=', jobs.runner)
    .where('status', '=', 'queued')
    .where('enqueuedAt', 'is', null)
    .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${JOB_OUTBOX_GRACE_MS / 1000})`)
    .orderBy('id')
    .limit(JOB_OUTBOX_BATCH)
    .execute();
  for (const run of runs) {
    const name = run.kind;
    try {
      if (!isJobName(name)) throw new Error(`Unknown job ${name}`);
      await jobs.enqueue(name, run.payload as JobPayloads[typeof name], { jobRun: run });
    } catch (error) {
      // the queue is away: stop here, the next sweep (after its backoff) sends the rest
      if (isAppError(error) && error.code === 'UNAVAILABLE') throw error;
      await markJobRun(db, run.id, { status: 'failed', error: errorMessage(error) });
      options.logger?.warn('job run failed: it cannot be queued', { job: name, jobRunId: run.id, error: errorMessage(error) });
      result.failed += 1;
      continue;
    }
    await markJobRunEnqueued(db, run.id);
    result.enqueued += 1;
  }
  return result;
}
