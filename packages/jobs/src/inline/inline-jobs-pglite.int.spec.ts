import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle, latestJobRun, markJobRun, startJobRun } from '@eqa/db';
import { createJobs } from '../create-jobs';
import { insertOutbox, mailFilesFor, memoryLogger, outboxRow, tempMailDir } from '../testing/fixtures';

/** The server's default without DATABASE_URL and REDIS_URL: embedded PGlite and inline jobs. */
let database: DatabaseHandle;
let mail: Awaited<ReturnType<typeof tempMailDir>>;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrateToLatest(database.db);
  mail = await tempMailDir();
});

afterAll(async () => {
  await database?.close();
  await mail?.remove();
});

describe('inline jobs on the embedded PGlite', () => {
  it('delivers mail, sweeps and keeps job runs exclusive', async () => {
    const pending = await insertOutbox(database.db);
    const logger = memoryLogger();
    const jobs = await createJobs({
      db: database.db,
      mail: { from: 'EQA Portal <noreply@eqa.test>', mailDir: mail.dir },
      logger,
    });
    try {
      const enqueued = await insertOutbox(database.db);
      await jobs.enqueue('email.deliver', { outboxId: enqueued.id });
      await jobs.idle();
      for (const row of [pending, enqueued]) {
        expect((await outboxRow(database.db, row.id)).status).toBe('sent');
        expect(await mailFilesFor(mail.dir, row.id)).toHaveLength(1);
      }
      // every sweep at start (the outbox, old result uploads) ran on PGlite without an error
      expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);

      const run = await startJobRun(database.db, { kind: 'products.copy', key: '2019', payload: { year: 2019 }, createdBy: null });
      await expect(
        startJobRun(database.db, { kind: 'products.copy', key: '2019', payload: {}, createdBy: null }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      await markJobRun(database.db, run.id, { status: 'succeeded', result: { copied: 1 } });
      expect(await latestJobRun(database.db, 'products.copy', '2019')).toMatchObject({ status: 'succeeded', progress: 100 });
    } finally {
      await jobs.close();
    }
  });
});
