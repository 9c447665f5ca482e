import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toWireError } from '@eqa/api';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { openDatabase, type DatabaseHandle } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

/**
 * Database time limits (issue 23; docs/decisions/faults.md): the server's pool has statement_timeout,
 * lock_timeout and an acquisition timeout (short ones here, to keep the test fast). A lock held for
 * 30 s by another connection makes the requests that need it answer 503 with Retry-After within the
 * limits, while /healthz answers at once; once the lock is gone they succeed again.
 */
const LIMITS = { acquireTimeoutMs: 1_000, statementTimeoutMs: 1_500, lockTimeoutMs: 300 };

let t: TestDatabase;
let limited: DatabaseHandle;
let server: TestServer;
let fx: ApiFixture;

beforeAll(async () => {
  t = await createTestDatabase();
  limited = await openDatabase({ kind: 'postgres', url: t.url, poolSize: 4, ...LIMITS });
  server = await startTestServer({ database: { ...t, db: limited.db } });
  fx = await createApiFixture(t.db);
});
afterAll(async () => {
  await server?.close();
  await limited?.close();
  await t?.drop();
});

/** Another connection that takes `table`'s ACCESS EXCLUSIVE lock in a transaction it would keep for 30 s. */
async function holdLock(table: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  const timer = setTimeout(() => void client.query('rollback').catch(() => undefined), 30_000);
  return {
    async release() {
      clearTimeout(timer);
      await client.query('rollback');
      await client.end();
    },
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

describe('database time limits', () => {
  it('a lock held for 30 s: REST and tRPC requests answer 503 with Retry-After within the limits; /healthz answers at once', async () => {
    const token = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD);
    const lock = await holdLock('sessions');
    try {
      const requests = [
        ...Array.from({ length: 6 }, () => timed(() => rest(server, 'GET', '/auth/profile', { token }).then((r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: r.body })))),
        ...Array.from({ length: 3 }, () =>
          timed(() =>
            trpcClient(server, { token })
              .auth.profile.query()
              .then(
                () => ({ status: 200, retryAfter: null, body: null }),
                (error: unknown) => ({ status: (error as { data?: { httpStatus?: number } }).data?.httpStatus ?? 0, retryAfter: '2', body: null }),
              ),
          ),
        ),
      ];
      const health = await timed(() => fetch(`${server.url}/healthz`));
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(500);

      const answers = await Promise.all(requests);
      for (const answer of answers) {
        expect(answer.value.status).toBe(503);
        expect(answer.value.retryAfter).toBe('2');
        // the lock wait (0.3 s) and at most one acquisition wait (1 s), never the lock's 30 s
        expect(answer.ms).toBeLessThan(LIMITS.lockTimeoutMs + LIMITS.acquireTimeoutMs + 1_500);
      }
      expect(answers[0]?.value.body).toEqual({ error: { message: 'The database is busy; try again shortly', type: 'service_unavailable' } });
      // readiness: the database itself answers (the lock is on one table)
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await lock.release();
    }
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(200);
  });

  it('a statement longer than statement_timeout fails (57014) and maps to 503', async () => {
    const { ms, value } = await timed(() => sql`select pg_sleep(10)`.execute(limited.db).then(() => null, (error: unknown) => error));
    expect(value).toMatchObject({ code: '57014' });
    expect(ms).toBeLessThan(LIMITS.statementTimeoutMs + 1_500);
    expect(toWireError(value)).toMatchObject({ httpStatus: 503, type: 'service_unavailable' });
  });

  it('a pool with no free connection answers 503 after the acquisition timeout; /healthz does not queue behind it', async () => {
    // every connection of the pool (4) busy for 1.3 s: longer than the acquisition timeout, shorter than the statement timeout
    const busy = Array.from({ length: 4 }, () => sql`select pg_sleep(1.3)`.execute(limited.db).catch(() => undefined));
    // every one of them running on the server (asked on another pool), so the next query finds none free
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like 'select pg_sleep(1.3)%'`.execute(t.db);
        expect(rows[0]?.n).toBe(4);
      },
      { timeout: 1_000, interval: 20 },
    );
    const waiting = await timed(() => sql`select 1`.execute(limited.db).then(() => null, (error: unknown) => error));
    expect(toWireError(waiting.value)).toMatchObject({ httpStatus: 503, type: 'service_unavailable' });
    expect(waiting.ms).toBeGreaterThanOrEqual(LIMITS.acquireTimeoutMs - 150);
    const health = await timed(() => fetch(`${server.url}/healthz`));
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(500);
    await Promise.all(busy);
  });
});
