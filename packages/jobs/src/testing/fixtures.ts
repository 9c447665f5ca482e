import type { Logger } from '@eqa/core';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { EmailOutbox, Executor, NewEmailOutbox } from '@eqa/db';

/** Test helpers (not shipped code): outbox rows, mail folders, Redis prefixes, waiting. */

export function redisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A BullMQ prefix no other test run shares. */
export function uniquePrefix(): string {
  return `eqa-test-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Deletes every Redis key under a prefix. */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl());
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export async function tempMailDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'eqa-mail-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The .eml files written for one outbox row. */
export async function mailFilesFor(dir: string, outboxId: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(`-outbox-${outboxId}.eml`)).map((name) => join(dir, name));
}

export async function readMail(file: string): Promise<string> {
  return readFile(file, 'utf8');
}

let mailCounter = 0;

export async function insertOutbox(db: Executor, overrides: Partial<NewEmailOutbox> = {}): Promise<EmailOutbox> {
  mailCounter += 1;
  return db
    .insertInto('emailOutbox')
    .values({
      kind: 'support',
      toAddresses: [`lab${mailCounter}@example.org`],
      replyTo: ['head@example.org'],
      subject: `Support request ${mailCounter}`,
      textBody: `Hello ${mailCounter}, árvíztűrő tükörfúrógép.`,
      htmlBody: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function outboxRow(db: Executor, id: number): Promise<EmailOutbox> {
  return db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A local TCP port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new TypeError('no port');
  return address.port;
}

/** Polls until check() answers a value other than undefined/false, or fails after timeoutMs. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A logger that keeps what was logged, for assertions. */
export function memoryLogger(): Logger & { entries: Array<{ level: string; message: string; fields?: Record<string, unknown> }> } {
  const entries: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const push = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    entries.push({ level, message, ...(fields ? { fields } : {}) });
  };
  return { entries, info: push('info'), warn: push('warn'), error: push('error') };
}

/**
 * Drops a test database without the stray "terminating connection due to administrator command":
 * pg-pool's end() resolves before its sockets are closed, so DROP … WITH (FORCE) can still hit a
 * closing client. Closing first and letting the sockets finish avoids that (destroy is idempotent).
 */
export async function dropDatabase(database: { db: { destroy(): Promise<void> }; drop(): Promise<void> }): Promise<void> {
  await database.db.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await database.drop();
}
