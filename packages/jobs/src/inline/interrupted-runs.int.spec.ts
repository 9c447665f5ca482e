import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_INTERRUPTED } from '@eqa/core';
import { latestJobRun, markJobRun, startJobRun } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs } from '../create-jobs';
import { dropDatabase, memoryLogger, tempMailDir } from '../testing/fixtures';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  if (database) await dropDatabase(database);
});

describe('interrupted runs', () => {
  it('an in-process runner on an exclusive database fails at start the runs a previous process left running, so the next start is not refused', async () => {
    const input = { kind: 'products.copy', key: 'org9:2019', payload: { year: 2019 }, createdBy: null };
    const left = await startJobRun(database.db, { ...input, runner: 'inline:previous-process' });
    await markJobRun(database.db, left.id, { status: 'running', progress: 40 });
    await expect(startJobRun(database.db, input)).rejects.toMatchObject({ code: 'CONFLICT', type: 'job_running' });

    const mail = await tempMailDir();
    const logger = memoryLogger();
    const jobs = await createJobs({ db: database.db, processInline: true, mail: { from: 'x <x@example.org>', mailDir: mail.dir }, logger, sweepIntervalMs: 0, exclusiveDatabase: true });
    try {
      await jobs.idle();
      expect(await latestJobRun(database.db, input.kind, input.key)).toMatchObject({ id: left.id, status: 'failed', error: JOB_INTERRUPTED, progress: 40 });
      expect(logger.entries.some((entry) => entry.message === 'job runs swept' && Number(entry.fields?.interrupted) >= 1)).toBe(true);
      await expect(startJobRun(database.db, { ...input, runner: jobs.runner })).resolves.toMatchObject({ status: 'queued', runner: jobs.runner });
    } finally {
      await jobs.close();
      await mail.remove();
    }
  });
});
