import { sql } from 'kysely';
import { markJobRun, recordJob, startJob } from '@eqa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError, JOB_INTERRUPTED } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { DEFAULT_RETRY } from '../execute-job';
import type { ProcessorMap } from '../processors/processor';
import { closedPort, deleteRedisPrefix, dropDatabase, memoryLogger, redisUrl, tempMailDir, uniquePrefix, waitFor } from '../testing/fixtures';
import { createBullJobs, type BullJobs } from './bullmq-jobs';
import { RECONCILE_AFTER_MS, RECONCILE_INTERVAL_MS, reconcileJobRuns } from './reconcile-job-runs';
import { createWorkers } from './workers';
import { sweepJobOutbox } from '../processors/sweep-job-outbox';

/** Job runs against what the queues really hold (issue 23: runs whose job is gone, enqueues that fail). */
let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
const prefixes: string[] = [];
const closers: Array<() => Promise<void>> = [];

/** A documents.generate processor that only counts its calls (the queue mechanics are under test). */
function countingProcessors(): { processors: ProcessorMap; calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    processors: {
      'documents.generate': async (_ctx, payload) => {
        calls.push(payload.surveyId);
        return { created: 0 };
      },
    },
  };
}

function producer(processors: ProcessorMap, url = redisUrl()): { jobs: BullJobs; prefix: string } {
  const prefix = uniquePrefix();
  prefixes.push(prefix);
  const jobs = createBullJobs({ redisUrl: url, prefix, processors, retry: DEFAULT_RETRY, logger: memoryLogger() });
  closers.push(() => jobs.close());
  return { jobs, prefix };
}

const payload = (surveyId: number) => ({ surveyId, labId: null, overwrite: false, issueAt: '2017-06-15T05:00:00.000Z' });

async function runRow(id: number) {
  return database.db.selectFrom('jobRuns').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const prefix of prefixes) await deleteRedisPrefix(prefix);
  if (database) await dropDatabase(database);
  await mail?.remove();
});

describe('reconcileJobRuns', () => {
  it('finds a run whose job is gone within a minute', () => {
    expect(RECONCILE_AFTER_MS + RECONCILE_INTERVAL_MS).toBeLessThanOrEqual(60_000);
  });

  it('Redis restarted empty: a queued run is enqueued again, a running one is failed as interrupted, a live one is left alone', async () => {
    const { processors } = countingProcessors();
    const { jobs, prefix } = producer(processors);
    const queued = await startJob(database.db, jobs, { name: 'documents.generate', key: 'survey:101', payload: payload(101), createdBy: null }, memoryLogger());
    const running = await startJob(database.db, jobs, { name: 'documents.generate', key: 'survey:102', payload: payload(102), createdBy: null }, memoryLogger());
    const live = await startJob(database.db, jobs, { name: 'documents.generate', key: 'survey:103', payload: payload(103), createdBy: null }, memoryLogger());
    // recorded by a write whose enqueue has not happened yet: the job outbox's to send, not the reconcile's
    const unsent = await recordJob(database.db, jobs, { name: 'documents.generate', key: 'survey:104', payload: payload(104), createdBy: null });
    expect(await jobs.runJobState('documents.generate', queued)).toBe('waiting');

    // as after a restart of Redis without persistence: the queue is empty, the rows still say queued/running
    await deleteRedisPrefix(prefix);
    await markJobRun(database.db, running.id, { status: 'running' });
    // the live one went back into the queue meanwhile (its job is there)
    await jobs.enqueue('documents.generate', payload(103), { jobRun: live });

    const counts = await reconcileJobRuns(database.db, jobs, { olderThanMs: 0 });
    expect(counts).toEqual({ alive: 1, requeued: 1, failed: 1 });
    expect(await jobs.runJobState('documents.generate', queued)).toBe('waiting');
    expect(await runRow(queued.id)).toEqual({ status: 'queued', error: null });
    expect(await runRow(running.id)).toEqual({ status: 'failed', error: JOB_INTERRUPTED });
    expect(await runRow(live.id)).toEqual({ status: 'queued', error: null });
    expect(await runRow(unsent.id)).toEqual({ status: 'queued', error: null });
    expect(await jobs.runJobState('documents.generate', unsent)).toBeNull();
    await markJobRun(database.db, unsent.id, { status: 'failed', error: 'test: not sent' });
    // a failed run blocks nothing: the same key starts again
    await expect(startJob(database.db, jobs, { name: 'documents.generate', key: 'survey:102', payload: payload(102), createdBy: null }, memoryLogger())).resolves.toMatchObject({ status: 'queued' });
    // runs with a fresh heartbeat are not checked at all
    expect(await reconcileJobRuns(database.db, jobs)).toEqual({ alive: 0, requeued: 0, failed: 0 });
  });

  it('Redis down at start: the run is recorded and answered at once, stays queued, and the job sweep sends it once Redis is back', async () => {
    const { processors, calls } = countingProcessors();
    const down = producer(processors, `redis://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    const run = await startJob(database.db, down.jobs, { name: 'documents.generate', key: 'survey:201', payload: payload(201), createdBy: null }, memoryLogger());
    expect(Date.now() - started).toBeLessThan(10_000);
    const row = await database.db.selectFrom('jobRuns').select(['status', 'enqueuedAt']).where('id', '=', run.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', enqueuedAt: null });
    // the run blocks its key meanwhile, as a queued run does
    const again = await startJob(database.db, down.jobs, { name: 'documents.generate', key: 'survey:201', payload: payload(201), createdBy: null }, memoryLogger()).catch((error: unknown) => error);
    expect(isAppError(again) && again.type).toBe('job_running');
    // the sweep with the queue still away: 503, the run stays for the next sweep
    await waitFor(async () => {
      const error = await sweepJobOutbox(database.db, down.jobs).then(() => null, (e: unknown) => e);
      return isAppError(error) && error.code === 'UNAVAILABLE';
    });
    expect((await runRow(run.id)).status).toBe('queued');

    // Redis is back: the sweep sends the run (once it is past the grace the write had to send it), a worker runs it
    const up = producer(processors);
    const workers = createWorkers({ db: database.db, redisUrl: redisUrl(), mail: { from: 'x <x@example.org>', mailDir: mail.dir }, prefix: up.prefix, processors, sweepIntervalMs: 0, logger: memoryLogger() });
    closers.push(() => workers.close());
    await waitFor(async () => (await sweepJobOutbox(database.db, up.jobs)).enqueued === 1);
    await waitFor(async () => (await runRow(run.id)).status === 'succeeded');
    expect(calls).toEqual([201]);
    // a second send of the same run is one job: the queue keeps it under the run's id, and it does not run again
    await up.jobs.enqueue('documents.generate', payload(201), { jobRun: run });
    expect(await up.jobs.runJobState('documents.generate', run)).toBe('completed');
    expect(await sweepJobOutbox(database.db, up.jobs)).toEqual({ enqueued: 0, failed: 0 });
    expect(calls).toEqual([201]);
  });

  it('after a database restore reset the run ids, a new run with an old id still runs (the job id carries the run\'s created_at)', async () => {
    const { processors, calls } = countingProcessors();
    const { jobs, prefix } = producer(processors);
    const workers = createWorkers({ db: database.db, redisUrl: redisUrl(), mail: { from: 'x <x@example.org>', mailDir: mail.dir }, prefix, processors, sweepIntervalMs: 0, logger: memoryLogger() });
    closers.push(() => workers.close());
    const first = await startJob(database.db, jobs, { name: 'documents.generate', key: 'survey:301', payload: payload(301), createdBy: null }, memoryLogger());
    await waitFor(async () => (await runRow(first.id)).status === 'succeeded');
    // Redis keeps the completed job; the database is restored to before the run: its row and its id are gone
    expect(await jobs.runJobState('documents.generate', first)).toBe('completed');
    await database.db.deleteFrom('jobRuns').where('id', '>=', first.id).execute();
    await sql`alter table job_runs alter column id restart with ${sql.lit(first.id)}`.execute(database.db);

    const again = await startJob(database.db, jobs, { name: 'documents.generate', key: 'survey:302', payload: payload(302), createdBy: null }, memoryLogger());
    expect(again.id).toBe(first.id);
    await waitFor(async () => (await runRow(again.id)).status === 'succeeded');
    expect(calls).toEqual([301, 302]);
    expect(await jobs.runJobState('documents.generate', again)).toBe('completed');
  });
});
