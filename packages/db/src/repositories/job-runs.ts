import { sql } from 'kysely';
import { AppError, JOB_INTERRUPTED } from '@eqa/core';
import type { Executor, JobRun, JobRunStatus } from '../schema';

/**
 * A queued or running run older than this (since it started, or was queued) no longer blocks a new
 * run of the same kind and key: its process is taken to have died.
 */
export const JOB_RUN_STALE_AFTER_MS = 60 * 60 * 1000;

export interface StartJobRunInput {
  /** What runs, usually the job name: 'products.copy'. */
  kind: string;
  /** What it runs on, so a status can be polled: 'org1:2018', 'survey:42'. */
  key: string;
  payload: Record<string, unknown>;
  createdBy: number | null;
  /** Who will hold the run: the `runner` of the Jobs that will run it (see Jobs.runner). */
  runner?: string | null;
}

/**
 * Records a queued run and answers it; pass it to `jobs.enqueue(…, { jobRun })`.
 * At most one run per kind and key is queued or running: a second start is a CONFLICT
 * (type 'job_running') until the first ends or goes stale.
 */
export async function startJobRun(db: Executor, input: StartJobRunInput): Promise<JobRun> {
  const start = async (trx: Executor): Promise<JobRun> => {
    // Serializes starts of the same kind and key (two clicks, two server instances).
    await sql`select pg_advisory_xact_lock(hashtext(${`job_runs:${input.kind}:${input.key}`}))`.execute(trx);
    const active = await trx
      .selectFrom('jobRuns')
      .select('id')
      .where('kind', '=', input.kind)
      .where('key', '=', input.key)
      .where('status', 'in', ['queued', 'running'])
      .where(
        sql<Date>`coalesce(started_at, created_at)`,
        '>',
        sql<Date>`now() - make_interval(secs => ${JOB_RUN_STALE_AFTER_MS / 1000})`,
      )
      .executeTakeFirst();
    if (active) throw AppError.conflict(`A ${input.kind} job is already running for ${input.key}`, 'job_running');
    return trx
      .insertInto('jobRuns')
      .values({
        kind: input.kind,
        key: input.key,
        status: 'queued',
        payload: input.payload,
        createdBy: input.createdBy,
        runner: input.runner ?? null,
        heartbeatAt: sql<Date>`now()`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  return db.isTransaction ? start(db) : db.transaction().execute(start);
}

export interface JobRunPatch {
  status?: JobRunStatus;
  /** 0–100. */
  progress?: number;
  result?: Record<string, unknown> | null;
  error?: string | null;
}

/**
 * Updates a run. Moving to 'running' sets startedAt (first time only); moving to 'succeeded' or
 * 'failed' sets finishedAt, and 'succeeded' also progress 100 unless given.
 */
export async function markJobRun(db: Executor, id: number, patch: JobRunPatch): Promise<void> {
  const { status, progress, result, error } = patch;
  const finished = status === 'succeeded' || status === 'failed';
  await db
    .updateTable('jobRuns')
    .set({
      ...(status !== undefined ? { status } : {}),
      ...(progress !== undefined ? { progress: clampProgress(progress) } : status === 'succeeded' ? { progress: 100 } : {}),
      ...(result !== undefined ? { result } : {}),
      ...(error !== undefined ? { error: error === null ? null : error.slice(0, 4000) } : {}),
      ...(status === 'running' ? { startedAt: sql<Date>`coalesce(started_at, now())`, heartbeatAt: sql<Date>`now()` } : {}),
      ...(finished ? { finishedAt: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a queued (or, on a retry or a redelivery, running) run to running and answers true; false
 * when the run has ended meanwhile (failed because its enqueue timed out, or reconciled away): such
 * a job must not run. One atomic update, so a job that reaches a worker late cannot revive its run.
 */
export async function claimJobRun(db: Executor, id: number): Promise<boolean> {
  const claimed = await db
    .updateTable('jobRuns')
    .set({ status: 'running', error: null, startedAt: sql<Date>`coalesce(started_at, now())`, heartbeatAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Renews the heartbeat of the runs a runner holds (those still queued or running). */
export async function heartbeatJobRuns(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('jobRuns')
    .set({ heartbeatAt: sql<Date>`now()` })
    .where('id', 'in', [...ids])
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A holder that has not renewed its runs' heartbeat for this long is taken as gone. */
export const JOB_RUN_HEARTBEAT_TIMEOUT_MS = 45_000;

/**
 * Fails the queued or running runs of in-process runners other than `runner` that nobody holds
 * any more (error 'job_interrupted'): with `exclusive` (the embedded database, which one process
 * opens at a time) every such run, else those whose heartbeat is older than
 * JOB_RUN_HEARTBEAT_TIMEOUT_MS. In-process jobs live in memory, so a restart loses them; their run
 * rows must not stay 'running' and block the next start. Runs on the BullMQ queues are not touched
 * here: their jobs outlive a process in Redis.
 */
export async function failInterruptedJobRuns(db: Executor, options: { runner: string; exclusive: boolean }): Promise<number> {
  let query = db
    .updateTable('jobRuns')
    .set({ status: 'failed', error: JOB_INTERRUPTED, finishedAt: sql<Date>`now()` })
    .where('status', 'in', ['queued', 'running']);
  query = options.exclusive
    ? query.where((eb) => eb.or([eb('runner', 'is', null), eb('runner', '<>', options.runner)]))
    : query
        .where('runner', 'like', 'inline:%')
        .where('runner', '<>', options.runner)
        .where(sql<Date>`coalesce(heartbeat_at, created_at)`, '<', sql<Date>`now() - make_interval(secs => ${JOB_RUN_HEARTBEAT_TIMEOUT_MS / 1000})`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The newest run of a kind and key, or null when none ever ran. */
export async function latestJobRun(db: Executor, kind: string, key: string): Promise<JobRun | null> {
  const run = await db
    .selectFrom('jobRuns')
    .selectAll()
    .where('kind', '=', kind)
    .where('key', '=', key)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return run ?? null;
}

function clampProgress(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(progress)));
}
