import { startJobRun } from '@eqa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs } from '../create-jobs';
import type { JobProcessor, ProcessorMap } from '../processors/processor';
import { processors as defaultProcessors } from '../processors';
import {
  closedPort,
  dropDatabase,
  insertOutbox,
  mailFilesFor,
  memoryLogger,
  outboxRow,
  readMail,
  tempMailDir,
  waitFor,
} from '../testing/fixtures';

let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
});

afterAll(async () => {
  if (database) await dropDatabase(database);
  await mail?.remove();
});

const mailConfig = () => ({ from: 'EQA Portal <noreply@eqa.test>', mailDir: mail.dir });

describe('inline jobs (no Redis)', () => {
  it('delivers an outbox mail in-process after enqueue returned', async () => {
    const logger = memoryLogger();
    const jobs = await createJobs({ db: database.db, mail: mailConfig(), logger, sweepIntervalMs: 0 });
    try {
      expect(jobs.mode).toBe('inline');
      const row = await insertOutbox(database.db, { toAddresses: ['inline@example.org'], subject: 'Inline subject' });

      await jobs.enqueue('email.deliver', { outboxId: row.id });
      // enqueue does not run the job in the caller's turn
      expect((await outboxRow(database.db, row.id)).status).toBe('pending');
      await jobs.idle();

      const after = await outboxRow(database.db, row.id);
      expect(after.status).toBe('sent');
      const [file] = await mailFilesFor(mail.dir, row.id);
      const eml = await readMail(file!);
      expect(eml).toContain('To: inline@example.org');
      expect(eml).toContain('Subject: Inline subject');
      expect(logger.entries.map((e) => e.message)).toContain('mail written to file');
    } finally {
      await jobs.close();
    }
  });

  it('leaves a mail pending with attempts 1 and lastError when the SMTP server is unreachable', async () => {
    const port = await closedPort();
    const jobs = await createJobs({
      db: database.db,
      mail: { ...mailConfig(), smtpUrl: `smtp://127.0.0.1:${port}` },
      logger: memoryLogger(),
      sweepIntervalMs: 0,
    });
    try {
      const row = await insertOutbox(database.db);
      await jobs.enqueue('email.deliver', { outboxId: row.id });
      await jobs.idle();
      const after = await outboxRow(database.db, row.id);
      expect(after.status).toBe('pending');
      expect(after.attempts).toBe(1);
      expect(after.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(await mailFilesFor(mail.dir, row.id)).toEqual([]);
    } finally {
      await jobs.close();
    }
  });

  it('sends once when two runners (two server instances) deliver the same row', async () => {
    const a = await createJobs({ db: database.db, mail: mailConfig(), logger: memoryLogger(), sweepIntervalMs: 0 });
    const b = await createJobs({ db: database.db, mail: mailConfig(), logger: memoryLogger(), sweepIntervalMs: 0 });
    try {
      const row = await insertOutbox(database.db);
      await Promise.all([
        a.enqueue('email.deliver', { outboxId: row.id }),
        b.enqueue('email.deliver', { outboxId: row.id }),
        a.enqueue('email.deliver', { outboxId: row.id }),
      ]);
      await Promise.all([a.idle(), b.idle()]);
      expect(await mailFilesFor(mail.dir, row.id)).toHaveLength(1);
      expect(await outboxRow(database.db, row.id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('sweeps the outbox on start, so mail queued while no runner was up still goes out', async () => {
    const row = await insertOutbox(database.db);
    const jobs = await createJobs({ db: database.db, mail: mailConfig(), logger: memoryLogger(), sweepIntervalMs: 60_000 });
    try {
      await waitFor(async () => (await outboxRow(database.db, row.id)).status === 'sent');
      await jobs.idle();
      expect(await mailFilesFor(mail.dir, row.id)).toHaveLength(1);
    } finally {
      await jobs.close();
    }
  });

  it('retries a throwing job with backoff and reports it on its job run', async () => {
    let calls = 0;
    const flaky: JobProcessor<'products.copy'> = async (_ctx, payload, job) => {
      calls += 1;
      await job.progress(40);
      if (calls < 3) throw new Error(`database hiccup ${calls}`);
      return { copied: 12, year: payload.year, attempt: job.attempt };
    };
    const processors: ProcessorMap = { ...defaultProcessors, 'products.copy': flaky };
    const logger = memoryLogger();
    const jobs = await createJobs({
      db: database.db,
      mail: mailConfig(),
      logger,
      processors,
      retry: { attempts: 4, backoffMs: 10 },
      sweepIntervalMs: 0,
    });
    try {
      const run = await startJobRun(database.db, { kind: 'products.copy', key: '2019', payload: { year: 2019 }, createdBy: null });
      expect(run.status).toBe('queued');
      await jobs.enqueue('products.copy', { year: 2019 }, { jobRun: run });
      await jobs.idle();

      expect(calls).toBe(3);
      const after = await database.db.selectFrom('jobRuns').selectAll().where('id', '=', run.id).executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: 'succeeded', progress: 100, error: null, result: { copied: 12, year: 2019, attempt: 3 } });
      expect(after.startedAt).toBeInstanceOf(Date);
      expect(after.finishedAt).toBeInstanceOf(Date);
      expect(logger.entries.filter((e) => e.message === 'job failed, will retry')).toHaveLength(2);
    } finally {
      await jobs.close();
    }
  });

  it('marks the job run failed after the last attempt, and at once for an expected failure', async () => {
    let calls = 0;
    const processors: ProcessorMap = {
      'orders.copy': async () => {
        calls += 1;
        throw new Error('still broken');
      },
      'evaluation.run': async () => {
        throw AppError.notFound('Survey');
      },
    };
    const jobs = await createJobs({
      db: database.db,
      mail: mailConfig(),
      logger: memoryLogger(),
      processors,
      retry: { attempts: 3, backoffMs: 5 },
    });
    try {
      const copy = await startJobRun(database.db, { kind: 'orders.copy', key: 'lab1:2019', payload: {}, createdBy: null });
      const evaluation = await startJobRun(database.db, { kind: 'evaluation.run', key: 'survey:9', payload: {}, createdBy: null });
      await jobs.enqueue('orders.copy', { labId: 1, year: 2019 }, { jobRun: copy });
      await jobs.enqueue('evaluation.run', { surveyId: 9 }, { jobRun: evaluation });
      await jobs.idle();

      expect(calls).toBe(3);
      const runs = await database.db.selectFrom('jobRuns').selectAll().where('id', 'in', [copy.id, evaluation.id]).orderBy('id').execute();
      expect(runs[0]).toMatchObject({ status: 'failed', error: 'still broken' });
      expect(runs[0]!.finishedAt).toBeInstanceOf(Date);
      expect(runs[1]).toMatchObject({ status: 'failed', error: 'Survey not found' });
    } finally {
      await jobs.close();
    }
  });

  it('refuses invalid payloads and jobs that have no processor', async () => {
    // a runner given only some processors (every job of the product has one)
    const { 'orders.copy': _ordersCopy, ...others } = defaultProcessors;
    const jobs = await createJobs({ db: database.db, mail: mailConfig(), logger: memoryLogger(), sweepIntervalMs: 0, processors: others });
    try {
      await expect(jobs.enqueue('email.deliver', { outboxId: -1 })).rejects.toMatchObject({ code: 'CONSTRAINT', param: 'payload.outboxId' });
      await expect(jobs.enqueue('orders.copy', { labId: 1, year: 2019 })).rejects.toMatchObject({
        code: 'INTERNAL',
        type: 'job_unavailable',
      });
      await jobs.close();
      await expect(jobs.enqueue('email.deliver', { outboxId: 1 })).rejects.toBeInstanceOf(AppError);
    } finally {
      await jobs.close();
    }
  });

  it('needs a redisUrl when asked not to process in-process', async () => {
    await expect(createJobs({ db: database.db, mail: mailConfig(), processInline: false })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });
});
