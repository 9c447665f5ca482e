import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * /readyz while the request pool is exhausted by statements waiting on a lock one table holds
 * (issue 30, point 9): PostgreSQL answers, so the instance is ready; a check that queued for a pool
 * connection would answer 503 on every instance at once and a load balancer would take them all
 * out. Readiness asks on a connection of its own, which it opens again after losing it.
 */
const POOL_SIZE = 3;

let t: TestDatabase;
let pool: DatabaseHandle;
let server: TestServer;
let admin: pg.Client;

beforeAll(async () => {
  t = await createTestDatabase();
  // lock waits longer than the readiness timeout (2 s), an acquisition wait as long
  pool = await openDatabase({ kind: 'postgres', url: t.url, poolSize: POOL_SIZE, lockTimeoutMs: 8_000, acquireTimeoutMs: 8_000 });
  server = await startTestServer({ database: { ...t, ...pool } });
  admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await server?.close();
  await pool?.close();
  await t?.drop();
});

const database = () => new URL(t.url).pathname.slice(1);

/** Backends of the test database in a lock wait. */
async function lockWaits(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [database()]);
  return rows[0]?.n ?? 0;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function readyz(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, ms: performance.now() - started };
}

describe('/readyz', () => {
  it('answers 200 at once while every connection of the request pool waits on a lock', async () => {
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table sessions in access exclusive mode');
    const waiting = Array.from({ length: POOL_SIZE }, () => sql`select count(*) from sessions`.execute(pool.db).then(() => 'served', (error: unknown) => error));
    try {
      await until(async () => (await lockWaits()) === POOL_SIZE);
      const ready = await readyz();
      expect(ready.status).toBe(200);
      expect(ready.ms).toBeLessThan(1_000);
      // the pool is indeed exhausted: a request's statement cannot get a connection now
      expect(await lockWaits()).toBe(POOL_SIZE);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: POOL_SIZE }, () => 'served'));
  });

  it('opens its connection again after the server ended it', async () => {
    expect((await readyz()).status).toBe(200);
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and application_name = 'eqa-readiness'`,
      [database()],
    );
    expect(rows[0]?.n).toBe(1);
    const again = await readyz();
    expect(again.status).toBe(200);
    await until(async () => {
      const { rows: open } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'eqa-readiness'`, [database()]);
      return open[0]?.n === 1;
    });
  });
});
