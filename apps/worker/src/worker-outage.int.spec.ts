import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError, type Jobs } from '@eqa/core';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs, silentLogger } from '@eqa/jobs';
import { insertOutbox, mailFilesFor, tempMailDir } from '@eqa/jobs/testing/fixtures';

/**
 * The worker, as its own process on a real PostgreSQL and a Redis of this test's own (so it can be
 * stopped): it survives every database connection ending, the database refusing sessions for a
 * while, and Redis going away and coming back; a job queued meanwhile completes once they are back.
 */

const workerDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
let redisPort: number;
let redis: ChildProcess | null = null;
let worker: ChildProcess;
let output = '';
let producer: Jobs;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; worker said: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many job failures the worker has logged so far (workers.ts: 'job failed'). */
function failuresLogged(): number {
  return output.split('job failed').length - 1;
}

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis({ port: redisPort, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await until('redis start', async () => {
      if (client.status !== 'ready') await client.connect().catch(() => undefined);
      return (await client.ping()) === 'PONG';
    }, 10_000);
  } finally {
    client.disconnect();
  }
}

async function stopRedis(): Promise<void> {
  const process = redis;
  redis = null;
  if (!process || process.exitCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill('SIGKILL');
  await exited;
}

async function sent(outboxId: number): Promise<boolean> {
  const row = await database.db.selectFrom('emailOutbox').select('status').where('id', '=', outboxId).executeTakeFirst();
  return row?.status === 'sent' && (await mailFilesFor(mail.dir, outboxId)).length === 1;
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
  redisPort = await freePort();
  await startRedis();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  worker = spawn(process.execPath, ['--import', 'tsx', join(workerDir, 'src', 'main.ts')], {
    cwd: workerDir,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, REDIS_URL: redisUrl, MAIL_DIR: mail.dir, WORKER_HEALTH_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('worker start', async () => output.includes('worker started'), 60_000);
  producer = await createJobs({ db: database.db, redisUrl, processInline: false, mail: { from: 'x <x@example.org>', mailDir: mail.dir }, logger: silentLogger });
}, 120_000);

afterAll(async () => {
  await producer?.close();
  if (worker && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    await exited;
  }
  await stopRedis();
  await database?.drop();
  await mail?.remove();
});

describe('the worker while its dependencies go away', () => {
  it('survives the database ending every connection and refusing sessions; a job queued meanwhile completes once it is back', async () => {
    // the worker works
    const first = await insertOutbox(database.db);
    await producer.enqueue('email.deliver', { outboxId: first.id });
    await until('the first mail', () => sent(first.id), 20_000);

    const queued = await insertOutbox(database.db);
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    let terminated = 0;
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      // ends the worker's connections, and the test's own pool's
      const { rows } = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      terminated = rows[0]?.n ?? 0;
      // queued while the database is away: the worker takes it and fails, retrying with backoff
      const failures = failuresLogged();
      await producer.enqueue('email.deliver', { outboxId: queued.id });
      await until('the worker failing the job while the database is away', async () => failuresLogged() > failures, 20_000);
      expect(worker.exitCode).toBeNull();
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    await until('the mail queued during the outage', () => sent(queued.id), 30_000);
    expect(worker.exitCode).toBeNull();
    expect(output).not.toContain('Unhandled');
  }, 90_000);

  it('survives Redis going away and coming back: enqueueing answers 503 meanwhile, and jobs run again afterwards', async () => {
    await stopRedis();
    // once the producer has seen its connection end (each try is bounded by the enqueue's own timeout)
    const refused = await until(
      'enqueueing refused while Redis is away',
      () =>
        producer.enqueue('email.deliver', { outboxId: 1 }).then(
          () => false,
          (error: unknown) => error,
        ),
      10_000,
    );
    expect(isAppError(refused) && refused.code === 'UNAVAILABLE' && refused.type === 'service_unavailable').toBe(true);
    expect(worker.exitCode).toBeNull();

    await startRedis();
    const after = await insertOutbox(database.db);
    // the producer reconnects by itself too
    await until('the producer taking jobs again', async () => {
      await producer.enqueue('email.deliver', { outboxId: after.id });
      return true;
    }, 20_000);
    await until('the mail queued after Redis came back', () => sent(after.id), 30_000);
    expect(worker.exitCode).toBeNull();
    expect(output).not.toContain('Unhandled');
  }, 90_000);
});
