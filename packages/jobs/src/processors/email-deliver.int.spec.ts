import type { JobName, JobPayloads } from '@eqa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { closedPort, dropDatabase, insertOutbox, mailFilesFor, memoryLogger, outboxRow, readMail, tempMailDir } from '../testing/fixtures';
import { EMAIL_MAX_ATTEMPTS, processEmailDelivery } from './email-deliver';
import { sweepOutbox } from './sweep-outbox';

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

const config = () => ({ from: 'EQA Portal <noreply@eqa.test>', mailDir: mail.dir });

describe('processEmailDelivery', () => {
  it('writes an .eml file when no SMTP server is configured and marks the row sent', async () => {
    const logger = memoryLogger();
    const row = await insertOutbox(database.db, {
      toAddresses: ['a@example.org', 'b@example.org'],
      replyTo: ['reply@example.org'],
      subject: 'Új üzenet',
      htmlBody: '<p>html part</p>',
    });

    const result = await processEmailDelivery({ db: database.db, mail: config(), logger }, { outboxId: row.id });

    const [file, ...others] = await mailFilesFor(mail.dir, row.id);
    expect(others).toEqual([]);
    expect(result).toEqual({ outcome: 'sent', via: 'file', file });
    const eml = await readMail(file!);
    expect(eml).toContain('To: a@example.org, b@example.org');
    expect(eml).toContain('Reply-To: reply@example.org');
    expect(eml).toContain('From: EQA Portal <noreply@eqa.test>');
    expect(eml).toMatch(new RegExp(`^X-EQA-Outbox-Id: ${row.id}$`, 'im'));
    expect(eml).toContain('=?UTF-8?'); // the Hungarian subject is MIME-encoded
    expect(eml).toContain('text/html');
    const after = await outboxRow(database.db, row.id);
    expect(after.status).toBe('sent');
    expect(after.attempts).toBe(1);
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'info', message: 'mail written to file' }));
  });

  it('records a failed SMTP attempt: pending again with attempts 1, lastError and a later availableAt', async () => {
    const row = await insertOutbox(database.db);
    const port = await closedPort();

    const result = await processEmailDelivery(
      { db: database.db, mail: { ...config(), smtpUrl: `smtp://127.0.0.1:${port}` } },
      { outboxId: row.id },
    );

    expect(result).toMatchObject({ outcome: 'retry', attempts: 1 });
    const after = await outboxRow(database.db, row.id);
    expect(after.status).toBe('pending');
    expect(after.attempts).toBe(1);
    expect(after.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(after.sentAt).toBeNull();
    expect(after.availableAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await mailFilesFor(mail.dir, row.id)).toEqual([]);

    // Not due yet: a second delivery does not touch it.
    const again = await processEmailDelivery({ db: database.db, mail: config() }, { outboxId: row.id });
    expect(again).toEqual({ outcome: 'skipped', status: 'pending' });
    expect((await outboxRow(database.db, row.id)).attempts).toBe(1);
  });

  it('gives up after the last attempt', async () => {
    const row = await insertOutbox(database.db, { attempts: EMAIL_MAX_ATTEMPTS - 1 });
    const port = await closedPort();

    const result = await processEmailDelivery(
      { db: database.db, mail: { ...config(), smtpUrl: `smtp://127.0.0.1:${port}` } },
      { outboxId: row.id },
    );

    expect(result).toMatchObject({ outcome: 'failed', attempts: EMAIL_MAX_ATTEMPTS });
    const after = await outboxRow(database.db, row.id);
    expect(after.status).toBe('failed');
    expect(after.attempts).toBe(EMAIL_MAX_ATTEMPTS);
  });

  it('sends a mail once when two deliveries of the same row run at the same time', async () => {
    const row = await insertOutbox(database.db);
    const ctx = { db: database.db, mail: config() };

    const results = await Promise.all([
      processEmailDelivery(ctx, { outboxId: row.id }),
      processEmailDelivery(ctx, { outboxId: row.id }),
      processEmailDelivery(ctx, { outboxId: row.id }),
    ]);

    expect(results.filter((r) => r.outcome === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'skipped')).toHaveLength(2);
    expect(await mailFilesFor(mail.dir, row.id)).toHaveLength(1);
    const after = await outboxRow(database.db, row.id);
    expect(after.status).toBe('sent');
    expect(after.attempts).toBe(1);
  });

  it('skips rows that are already sent, failed or missing', async () => {
    const sent = await insertOutbox(database.db, { status: 'sent', sentAt: new Date() });
    const failed = await insertOutbox(database.db, { status: 'failed', attempts: 5 });
    const ctx = { db: database.db, mail: config() };
    expect(await processEmailDelivery(ctx, { outboxId: sent.id })).toEqual({ outcome: 'skipped', status: 'sent' });
    expect(await processEmailDelivery(ctx, { outboxId: failed.id })).toEqual({ outcome: 'skipped', status: 'failed' });
    expect(await processEmailDelivery(ctx, { outboxId: 999_999 })).toEqual({ outcome: 'skipped', status: null });
    expect(await mailFilesFor(mail.dir, sent.id)).toEqual([]);
  });
});

describe('sweepOutbox', () => {
  it('enqueues due pending rows and frees rows whose sender died', async () => {
    await database.db.deleteFrom('emailOutbox').execute();
    const due = await insertOutbox(database.db);
    const later = await insertOutbox(database.db, { availableAt: new Date(Date.now() + 3_600_000) });
    const sent = await insertOutbox(database.db, { status: 'sent' });
    const orphan = await insertOutbox(database.db, {
      status: 'sending',
      attempts: 1,
      availableAt: new Date(Date.now() - 60_000),
    });
    const lastChance = await insertOutbox(database.db, {
      status: 'sending',
      attempts: EMAIL_MAX_ATTEMPTS - 1,
      availableAt: new Date(Date.now() - 60_000),
    });
    const busy = await insertOutbox(database.db, {
      status: 'sending',
      availableAt: new Date(Date.now() + 300_000),
    });
    const enqueued: Array<{ name: JobName; payload: unknown }> = [];
    const jobs = {
      async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]) {
        enqueued.push({ name, payload });
      },
    };

    const result = await sweepOutbox(database.db, jobs);

    expect(result).toEqual({ recovered: 2, enqueued: 2 });
    expect(enqueued).toEqual([
      { name: 'email.deliver', payload: { outboxId: due.id } },
      { name: 'email.deliver', payload: { outboxId: orphan.id } },
    ]);
    const freed = await outboxRow(database.db, orphan.id);
    expect(freed).toMatchObject({ status: 'pending', attempts: 2 });
    expect(freed.lastError).toMatch(/interrupted/);
    expect(await outboxRow(database.db, lastChance.id)).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS });
    expect((await outboxRow(database.db, busy.id)).status).toBe('sending');
    expect((await outboxRow(database.db, later.id)).status).toBe('pending');
    expect((await outboxRow(database.db, sent.id)).status).toBe('sent');
  });
});
