import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@eqa/core';
import { openDatabase, type DatabaseHandle } from './client';
import { isConnectionError } from './connection-errors';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from './testing/test-database';

/** The database layer when PostgreSQL ends its connections, and the embedded database's guard. */

let database: TestDatabase;
let admin: pg.Client;
let name: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  name = new URL(database.url).pathname.slice(1);
  admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
});

afterAll(async () => {
  await admin?.query(`alter database ${name} allow_connections true`).catch(() => {});
  await admin?.end();
  await database?.drop();
});

async function terminateAll(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows[0]?.n ?? 0;
}

/** Resolves once `condition` holds (polled every 10 ms); fails after 10 s. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function isUnavailable(error: unknown): boolean {
  return isAppError(error) && error.code === 'UNAVAILABLE' && error.type === 'service_unavailable';
}

describe('the PostgreSQL pool when the server ends its connections', () => {
  it('logs idle and checked-out connections that die instead of crashing, and serves the next query on a new connection', async () => {
    const warnings: Array<Record<string, unknown> | undefined> = [];
    const handle: DatabaseHandle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 }, { logger: { warn: (_m, meta) => warnings.push(meta) } });
    try {
      // three connections: two idle, one held by an open transaction waiting between statements
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
      let inTransaction!: () => void;
      const held = new Promise<void>((resolve) => (inTransaction = resolve));
      let release!: () => void;
      const waiting = new Promise<void>((resolve) => (release = resolve));
      const transaction = handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          inTransaction();
          await waiting;
          await sql`select 2`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      await held;
      let terminated: number;
      try {
        terminated = await terminateAll();
        // wait until every ended connection has told (an unhandled 'error' would end this process):
        // each one's own 'error' event ('checked out' in the log, as the listener is on every
        // connection) and, for the idle ones, the pool's ('idle'). Counting warnings alone passed
        // once an idle connection had logged twice, while another idle one had not yet seen its end
        // and then served the next query with 57P01.
        const logged = (where: string) => warnings.filter((w) => w?.where === where).length;
        await until(() => logged('checked out') >= terminated && logged('idle') >= terminated - 1);
      } finally {
        release();
      }
      expect(terminated).toBe(3);
      const failed = await transaction;
      expect(isUnavailable(failed)).toBe(true);
      expect(warnings.length).toBeGreaterThanOrEqual(3);
      expect(warnings.some((w) => w?.code === '57P01')).toBe(true);
      expect(warnings.every((w) => w?.where === 'idle' || w?.where === 'checked out')).toBe(true);

      // the pool opens new connections by itself
      const { rows } = await sql<{ n: number }>`select 41 + ${1}::int as n`.execute(handle.db);
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await handle.close();
    }
  });

  it('answers 503 at once while the database refuses sessions, and recovers when it takes them again', async () => {
    const lost: unknown[] = [];
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }, { logger: { warn: (_m, meta) => lost.push(meta) } });
    try {
      await sql`select 1`.execute(handle.db);
      await admin.query(`alter database ${name} allow_connections false`);
      expect(await terminateAll()).toBeGreaterThanOrEqual(1);
      // the end of the pool's one idle connection reaches it, and it drops the connection
      await until(() => lost.length >= 1);
      const started = Date.now();
      const refused = await sql`select 1`.execute(handle.db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isUnavailable(refused)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      await admin.query(`alter database ${name} allow_connections true`);
      const { rows } = await sql<{ ok: boolean }>`select true as ok`.execute(handle.db);
      expect(rows).toEqual([{ ok: true }]);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await handle.close();
    }
  });

  it('gives up waiting for a pool connection after acquireTimeoutMs with 503', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1, acquireTimeoutMs: 300 }, { logger: { warn: () => {} } });
    try {
      const sleeping = sql`select pg_sleep(1)`.execute(handle.db);
      const started = Date.now();
      const waited = await sql`select 1`.execute(handle.db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isUnavailable(waited)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
      await sleeping;
    } finally {
      await handle.close();
    }
  });

  it('keeps statement errors as they are: only connection trouble is a 503', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const failed = await sql`select * from no_such_table`.execute(handle.db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isAppError(failed)).toBe(false);
      expect(isConnectionError(failed)).toBe(false);
      expect((failed as { code?: string }).code).toBe('42P01');
    } finally {
      await handle.close();
    }
  });
});

describe('the embedded database (one connection)', () => {
  it('fails a call that waits for the connection its own transaction holds (a deadlock) after acquireTimeoutMs, and frees the connection', async () => {
    const lite = await openDatabase({ kind: 'pglite', dataDir: 'memory://', acquireTimeoutMs: 500 });
    try {
      const started = Date.now();
      const deadlocked = await lite.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          // the bug this guards against: a second handle inside the transaction
          await sql`select 2`.execute(lite.db);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isUnavailable(deadlocked)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      // the transaction rolled back and the connection serves again
      const { rows } = await sql<{ n: number }>`select 7 as n`.execute(lite.db);
      expect(rows).toEqual([{ n: 7 }]);
    } finally {
      await lite.close();
    }
  });

  it('serves callers queued behind a short transaction as before', async () => {
    const lite = await openDatabase({ kind: 'pglite', dataDir: 'memory://', acquireTimeoutMs: 2_000 });
    try {
      const transaction = lite.db.transaction().execute(async (trx) => {
        await sql`select pg_sleep(0.1)`.execute(trx);
        return 'done';
      });
      const queued = Promise.all([1, 2, 3].map((n) => sql<{ n: number }>`select ${n}::int as n`.execute(lite.db)));
      expect(await transaction).toBe('done');
      expect((await queued).map((r) => r.rows[0]?.n)).toEqual([1, 2, 3]);
    } finally {
      await lite.close();
    }
  });
});

describe('isConnectionError', () => {
  it.each([
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), true],
    [Object.assign(new Error('the database system is starting up'), { code: '57P03' }), true],
    [Object.assign(new Error('sorry, too many clients already'), { code: '53300' }), true],
    [Object.assign(new Error('connection failure'), { code: '08006' }), true],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }), false],
    [Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }), false],
    [new Error('something else'), false],
    ['not an error', false],
  ])('%s → %s', (error, expected) => {
    expect(isConnectionError(error)).toBe(expected);
  });
});
