import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { sql } from 'kysely';
import { JOB_INTERRUPTED } from '@eqa/core';
import { failInterruptedJobRuns, heartbeatJobRuns, latestJobRun, markJobRun, startJobRun } from './job-runs';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  if (database) await database.drop();
});

describe('job runs', () => {
  it('starts, reports progress, finishes and is found as the latest run', async () => {
    expect(await latestJobRun(database.db, 'products.copy', 'org1:2018')).toBeNull();
    const run = await startJobRun(database.db, {
      kind: 'products.copy',
      key: 'org1:2018',
      payload: { year: 2018 },
      createdBy: null,
    });
    expect(run).toMatchObject({ kind: 'products.copy', key: 'org1:2018', status: 'queued', progress: 0, payload: { year: 2018 } });
    expect(run.startedAt).toBeNull();

    await markJobRun(database.db, run.id, { status: 'running' });
    const running = await latestJobRun(database.db, 'products.copy', 'org1:2018');
    expect(running).toMatchObject({ id: run.id, status: 'running' });
    expect(running!.startedAt).toBeInstanceOf(Date);

    await markJobRun(database.db, run.id, { progress: 140.2 });
    expect((await latestJobRun(database.db, 'products.copy', 'org1:2018'))!.progress).toBe(100);
    await markJobRun(database.db, run.id, { progress: 42.4 });
    expect((await latestJobRun(database.db, 'products.copy', 'org1:2018'))!.progress).toBe(42);

    // a second running mark keeps the first start time
    await markJobRun(database.db, run.id, { status: 'running' });
    const again = await latestJobRun(database.db, 'products.copy', 'org1:2018');
    expect(again!.startedAt).toEqual(running!.startedAt);

    await markJobRun(database.db, run.id, { status: 'succeeded', result: { copied: 31, items: [1, 2] } });
    const done = await latestJobRun(database.db, 'products.copy', 'org1:2018');
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, result: { copied: 31, items: [1, 2] }, error: null });
    expect(done!.finishedAt).toBeInstanceOf(Date);
  });

  it('allows one active run per kind and key, even when started concurrently', async () => {
    const input = { kind: 'orders.copy', key: 'lab7:2019', payload: { labId: 7, year: 2019 }, createdBy: null };
    const attempts = await Promise.allSettled([startJobRun(database.db, input), startJobRun(database.db, input), startJobRun(database.db, input)]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rejected = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(rejected).toHaveLength(2);
    for (const { reason } of rejected) expect(reason).toMatchObject({ code: 'CONFLICT', type: 'job_running' });

    // another key is independent
    await expect(startJobRun(database.db, { ...input, key: 'lab8:2019' })).resolves.toMatchObject({ status: 'queued' });

    // once the run ended a new one may start, and is the latest
    const first = await latestJobRun(database.db, 'orders.copy', 'lab7:2019');
    await markJobRun(database.db, first!.id, { status: 'failed', error: 'boom' });
    const failed = await latestJobRun(database.db, 'orders.copy', 'lab7:2019');
    expect(failed).toMatchObject({ status: 'failed', error: 'boom', progress: 0 });
    const second = await startJobRun(database.db, input);
    expect(second.id).toBeGreaterThan(first!.id);
    expect((await latestJobRun(database.db, 'orders.copy', 'lab7:2019'))!.id).toBe(second.id);
  });

  it('does not let a stale run block a new one, and works inside a caller transaction', async () => {
    const input = { kind: 'evaluation.run', key: 'survey:5', payload: {}, createdBy: null };
    const stale = await startJobRun(database.db, input);
    await database.db
      .updateTable('jobRuns')
      .set({ status: 'running', startedAt: new Date(Date.now() - 2 * 3600_000) })
      .where('id', '=', stale.id)
      .execute();

    const fresh = await database.db.transaction().execute((trx) => startJobRun(trx, input));
    expect(fresh.id).not.toBe(stale.id);
    await expect(database.db.transaction().execute((trx) => startJobRun(trx, input))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('fails the runs whose in-process runner is gone: all others on an exclusive database, else those without a recent heartbeat', async () => {
    const start = async (key: string, runner: string | null, heartbeatAgoMs: number, status: 'queued' | 'running' = 'running') => {
      const run = await startJobRun(database.db, { kind: 'documents.generate', key, payload: {}, createdBy: null, runner });
      await database.db
        .updateTable('jobRuns')
        .set({ status, heartbeatAt: sql<Date>`now() - make_interval(secs => ${heartbeatAgoMs / 1000})` })
        .where('id', '=', run.id)
        .execute();
      return run.id;
    };
    const statusOf = async (id: number) => (await database.db.selectFrom('jobRuns').select(['status', 'error', 'finishedAt']).where('id', '=', id).executeTakeFirstOrThrow());

    const mine = await start('reconcile:mine', 'inline:me', 120_000);
    const liveSibling = await start('reconcile:sibling', 'inline:sibling', 5_000, 'queued');
    const deadSibling = await start('reconcile:dead', 'inline:dead', 120_000);
    const queues = await start('reconcile:bullmq', 'bullmq', 120_000);
    const legacy = await start('reconcile:legacy', null, 120_000);

    // a shared database: only in-process runs of other runners that stopped beating
    expect(await failInterruptedJobRuns(database.db, { runner: 'inline:me', exclusive: false })).toBe(1);
    expect(await statusOf(deadSibling)).toMatchObject({ status: 'failed', error: JOB_INTERRUPTED });
    expect((await statusOf(deadSibling)).finishedAt).toBeInstanceOf(Date);
    for (const id of [mine, liveSibling, queues, legacy]) expect((await statusOf(id)).status).not.toBe('failed');

    // the heartbeat keeps a held run alive
    expect(await heartbeatJobRuns(database.db, [mine, deadSibling])).toBe(1);

    // the embedded database is one process's: every run not held by it was interrupted
    // (the runs the other tests of this file left queued count too)
    expect(await failInterruptedJobRuns(database.db, { runner: 'inline:me', exclusive: true })).toBeGreaterThanOrEqual(3);
    expect((await statusOf(mine)).status).toBe('running');
    for (const id of [liveSibling, queues, legacy]) expect(await statusOf(id)).toMatchObject({ status: 'failed', error: JOB_INTERRUPTED });
    await markJobRun(database.db, mine, { status: 'succeeded' });
  });
});
