import { startJobRun } from '@eqa/db';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs } from '../create-jobs';
import { processors as defaultProcessors } from '../processors';
import type { ProcessorMap } from '../processors/processor';
import {
  deleteRedisPrefix,
  dropDatabase,
  insertOutbox,
  mailFilesFor,
  memoryLogger,
  outboxRow,
  readMail,
  redisUrl,
  tempMailDir,
  uniquePrefix,
  waitFor,
} from '../testing/fixtures';
import { createWorkers } from './workers';

let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
const prefixes: string[] = [];

function prefix(): string {
  const value = uniquePrefix();
  prefixes.push(value);
  return value;
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
});

afterAll(async () => {
  for (const value of prefixes) await deleteRedisPrefix(value);
  if (database) await dropDatabase(database);
  await mail?.remove();
});

const mailConfig = () => ({ from: 'EQA Portal <noreply@eqa.test>', mailDir: mail.dir });

describe('BullMQ jobs (real Redis)', () => {
  it('delivers an outbox mail through a queue and a worker', async () => {
    const queuePrefix = prefix();
    const logger = memoryLogger();
    const jobs = await createJobs({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger, prefix: queuePrefix });
    const workers = createWorkers({
      db: database.db,
      redisUrl: redisUrl(),
      mail: mailConfig(),
      logger,
      prefix: queuePrefix,
      sweepIntervalMs: 0,
    });
    try {
      expect(jobs.mode).toBe('bullmq');
      const row = await insertOutbox(database.db, { toAddresses: ['queued@example.org'], subject: 'Through the queue' });

      await jobs.enqueue('email.deliver', { outboxId: row.id });

      const sent = await waitFor(async () => {
        const current = await outboxRow(database.db, row.id);
        return current.status === 'sent' ? current : undefined;
      });
      expect(sent.attempts).toBe(1);
      const [file] = await waitFor(async () => {
        const files = await mailFilesFor(mail.dir, row.id);
        return files.length > 0 ? files : undefined;
      });
      const eml = await readMail(file!);
      expect(eml).toContain('To: queued@example.org');
      expect(eml).toContain('Subject: Through the queue');
      await jobs.idle();
    } finally {
      await workers.close();
      await jobs.close();
    }
  });

  it('keeps the job in Redis until a worker comes, and the worker sweep sends mail nobody enqueued', async () => {
    const queuePrefix = prefix();
    const jobs = await createJobs({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger: memoryLogger(), prefix: queuePrefix });
    const queued = await insertOutbox(database.db);
    const forgotten = await insertOutbox(database.db);
    await jobs.enqueue('email.deliver', { outboxId: queued.id });
    // the same mail again while the first job still waits: deduplicated
    await jobs.enqueue('email.deliver', { outboxId: queued.id });
    const connection = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue('email.deliver', { connection, prefix: queuePrefix });
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect((await outboxRow(database.db, queued.id)).status).toBe('pending');

    const workers = createWorkers({
      db: database.db,
      redisUrl: redisUrl(),
      mail: mailConfig(),
      logger: memoryLogger(),
      prefix: queuePrefix,
      sweepIntervalMs: 60_000,
    });
    try {
      await waitFor(async () => (await outboxRow(database.db, queued.id)).status === 'sent');
      await waitFor(async () => (await outboxRow(database.db, forgotten.id)).status === 'sent');
      await jobs.idle();
      expect(await mailFilesFor(mail.dir, queued.id)).toHaveLength(1);
      expect(await mailFilesFor(mail.dir, forgotten.id)).toHaveLength(1);
    } finally {
      await workers.close();
      await jobs.close();
      await queue.close();
      await connection.quit();
    }
  });

  it('retries a throwing job, then records the final failure on its job run', async () => {
    const queuePrefix = prefix();
    let calls = 0;
    const processors: ProcessorMap = {
      ...defaultProcessors,
      'documents.generate': async (_ctx, _payload, job) => {
        calls += 1;
        throw new Error(`renderer crashed on attempt ${job.attempt}`);
      },
      'products.copy': async (_ctx, payload, job) => ({ year: payload.year, attempt: job.attempt }),
    };
    const retry = { attempts: 3, backoffMs: 20 };
    const options = { db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger: memoryLogger(), prefix: queuePrefix, processors };
    const jobs = await createJobs({ ...options, retry });
    const workers = createWorkers({ ...options, sweepIntervalMs: 0 });
    try {
      const failing = await startJobRun(database.db, { kind: 'documents.generate', key: 'survey:1', payload: {}, createdBy: null });
      const working = await startJobRun(database.db, { kind: 'products.copy', key: '2020', payload: {}, createdBy: null });
      await jobs.enqueue(
        'documents.generate',
        { surveyId: 1, labId: null, overwrite: false, issueAt: '2018-03-01T23:59:59Z' },
        { jobRun: failing },
      );
      await jobs.enqueue('products.copy', { year: 2020 }, { jobRun: working });

      const run = (id: number) => database.db.selectFrom('jobRuns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const failed = await waitFor(async () => {
        const current = await run(failing.id);
        return current.status === 'failed' ? current : undefined;
      });
      expect(calls).toBe(3);
      expect(failed.error).toBe('renderer crashed on attempt 3');
      expect(failed.finishedAt).toBeInstanceOf(Date);
      const succeeded = await waitFor(async () => {
        const current = await run(working.id);
        return current.status === 'succeeded' ? current : undefined;
      });
      expect(succeeded.result).toEqual({ year: 2020, attempt: 1 });
      expect(succeeded.progress).toBe(100);
    } finally {
      await workers.close();
      await jobs.close();
    }
  });

  it('refuses jobs that have no processor instead of parking them in Redis', async () => {
    // a producer given only some processors (every job of the product has one)
    const { 'orders.copy': _ordersCopy, ...others } = defaultProcessors;
    const jobs = await createJobs({ db: database.db, redisUrl: redisUrl(), mail: mailConfig(), logger: memoryLogger(), prefix: prefix(), processors: others });
    try {
      await expect(jobs.enqueue('orders.copy', { labId: 3, year: 2019 })).rejects.toMatchObject({
        code: 'INTERNAL',
        type: 'job_unavailable',
      });
    } finally {
      await jobs.close();
    }
  });
});
