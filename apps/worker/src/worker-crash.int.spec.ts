import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs, silentLogger } from '@eqa/jobs';
import { insertOutbox, mailFilesFor, tempMailDir, uniquePrefix } from '@eqa/jobs/testing/fixtures';
import { ownedBy, startFakeSmtp, type FakeSmtp } from '@eqa/jobs/testing/fake-smtp';
import { startOwnRedis, type OwnRedis } from '@eqa/jobs/testing/own-redis';
import { EMAIL_CLAIM_LEASE_SECONDS, OUTBOX_SWEEP_INTERVAL_MS } from '@eqa/jobs';

/**
 * Issue 30 point 10: a worker killed while it sends a confirmation mail left it 'sending' for the
 * whole 10-minute lease. Now the lease is short and renewed by the sender's heartbeat: the worker
 * is killed (SIGKILL) while the SMTP server holds its message, and the mail is sent again by the
 * next worker soon after the lease, without staying 'sending' longer, and without a temporary file
 * left in the mail folder. Both workers are real processes on a Redis of this test's own.
 */

const workerDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
let redis: OwnRedis;
let smtp: FakeSmtp;
const prefix = uniquePrefix();
const workers: ChildProcess[] = [];
let output = '';

function startWorker(extra: Record<string, string>): ChildProcess {
  const worker = spawn(process.execPath, ['--import', 'tsx', join(workerDir, 'src', 'main.ts')], {
    cwd: workerDir,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: prefix, MAIL_DIR: mail.dir, WORKER_HEALTH_PORT: '0', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  workers.push(worker);
  return worker;
}

async function until<T>(what: string, probe: () => Promise<T | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; workers said: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(worker: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.kill(signal);
  await exited;
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
  redis = await startOwnRedis();
  smtp = await startFakeSmtp({ stall: true });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) await stop(worker, 'SIGTERM');
  await smtp?.close();
  await redis?.kill();
  await database?.drop();
  await mail?.remove();
}, 60_000);

describe('a worker killed mid-send', () => {
  it('the mail is sent again after the short lease, never stays sending long, and no temporary file is left', async () => {
    expect(EMAIL_CLAIM_LEASE_SECONDS * 1000 + OUTBOX_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    const first = startWorker({ SMTP_URL: smtp.url });
    await until('the first worker', async () => output.includes('worker started'), 60_000);
    const row = await insertOutbox(database.db, { kind: 'checkout_confirmation' });
    const producer = await createJobs({ db: database.db, redisUrl: redis.url, processInline: false, prefix, mail: { from: 'x <x@example.org>', mailDir: mail.dir }, logger: silentLogger });
    try {
      await producer.enqueue('email.deliver', { outboxId: row.id });
    } finally {
      await producer.close();
    }
    // the SMTP server holds the message: the worker waits for its answer, the row says sending (before: for 10 minutes)
    await until('the message reaching the SMTP server', async () => ownedBy(smtp.stalledMessages, row.id).length === 1, 30_000);
    const status = async () => (await database.db.selectFrom('emailOutbox').select(['status', 'attempts', 'sentAt']).where('id', '=', row.id).executeTakeFirstOrThrow());
    expect((await status()).status).toBe('sending');

    // a second worker (it writes mail to files) is up; the first one dies mid-send
    const started = output.split('worker started').length;
    startWorker({});
    await until('the second worker', async () => output.split('worker started').length > started, 60_000);
    await stop(first, 'SIGKILL');
    const killedAt = Date.now();
    let sendingSince = killedAt;
    let longestSending = 0;
    await until('the mail sent again', async () => {
      const now = await status();
      if (now.status === 'sending') longestSending = Math.max(longestSending, Date.now() - sendingSince);
      else sendingSince = Date.now();
      return now.status === 'sent';
    }, 120_000);
    const resentAfter = Date.now() - killedAt;
    // back to pending within the lease and a sweep, and sent by the sweep's delivery at once (not held
    // back by the dead worker's job, which BullMQ still counts as active: its deduplication key carries the attempt)
    const bound = EMAIL_CLAIM_LEASE_SECONDS * 1000 + OUTBOX_SWEEP_INTERVAL_MS + 10_000;
    expect(longestSending).toBeLessThan(bound);
    expect(resentAfter).toBeLessThan(bound);
    const after = await status();
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailFilesFor(mail.dir, row.id)).toHaveLength(1);
    expect((await readdir(mail.dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(smtp.accepted).toHaveLength(0);
  }, 150_000);
});
