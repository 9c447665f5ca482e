import { insertReferenceData } from '@eqa/db';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { deleteRedisPrefix, dropDatabase, memoryLogger, redisUrl, tempMailDir, uniquePrefix, waitFor } from '../testing/fixtures';
import { createWorkers } from './workers';

/**
 * Issue 34 "How it runs": with Redis the time-driven notifications are ONE BullMQ repeatable job
 * (a job scheduler every worker upserts alike), run at the business now the composition root gives;
 * two workers make one schedule and the notifications once.
 */
let database: TestDatabase;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
const prefix = uniquePrefix();
const NOW = new Date('2030-06-15T05:00:00.000Z');
let userId = 0;
let surveyId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await tempMailDir();
  const { db } = database;
  await insertReferenceData(db);
  const org = await db.insertInto('orgs').values({ name: 'Scheduler Org', shortName: `sch${process.pid}` }).returning('id').executeTakeFirstOrThrow();
  const lab = await db
    .insertInto('labs')
    .values({ shortName: `9${process.pid % 100000}`, name: 'Scheduler Lab', city: 'Szeged', address: '1 Main Street', zipCode: '6720', countryId: 'HU', satelliteConnection: null, parentLabId: null, validationPasswordHash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('orgLabs').values({ orgId: org.id, labId: lab.id }).execute();
  const user = await db
    .insertInto('users')
    .values({ username: `scheduler${process.pid}`, fullName: 'Scheduler User', email: 'scheduler@lab.example.org', passwordHash: 'x', roleId: 'lab_admin', orgId: null, labId: lab.id, localeId: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
  const scheme = await db.insertInto('schemes').values({ orgId: org.id, shortName: 'SCH', name: { en: 'Scheduler scheme' } }).returning('id').executeTakeFirstOrThrow();
  const version = await db.insertInto('schemeVersions').values({ schemeId: scheme.id, name: { en: 'Version 1' } }).returning('id').executeTakeFirstOrThrow();
  const round = await db.insertInto('rounds').values({ orgId: org.id, name: '2030/1', year: 2030, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
  const survey = await db
    .insertInto('surveys')
    .values({
      orgId: org.id,
      schemeVersionId: version.id,
      roundId: round.id,
      startsAt: new Date(NOW.getTime() - 86_400_000),
      endsAt: new Date(NOW.getTime() + 20 * 86_400_000),
      deadline: new Date(NOW.getTime() + 20 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  surveyId = survey.id;
  await db.insertInto('surveyLabs').values({ surveyId, labId: lab.id, orgId: org.id }).execute();
});

afterAll(async () => {
  await deleteRedisPrefix(prefix);
  if (database) await dropDatabase(database);
  await mail?.remove();
});

describe('the notification sweep as a BullMQ repeatable job', () => {
  it('is one schedule for two workers and makes the notification once', async () => {
    const notifications = { origin: 'http://localhost:3000', now: () => NOW, webhookAllowPrivate: false };
    const options = { db: database.db, redisUrl: redisUrl(), mail: { from: 'EQA Portal <noreply@eqa.test>', mailDir: mail.dir }, logger: memoryLogger(), prefix, sweepIntervalMs: 60_000, notifications, notificationSweepEveryMs: 500 };
    const workers = [createWorkers(options), createWorkers(options)];
    const connection = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue('notifications.sweep', { connection, prefix });
    try {
      const rows = await waitFor(async () => {
        const made = await database.db.selectFrom('notifications').select(['userId', 'type', 'subjectId']).where('type', '=', 'survey_opened').execute();
        return made.length > 0 ? made : undefined;
      });
      expect(rows).toEqual([{ userId, type: 'survey_opened', subjectId: surveyId }]);
      expect(await queue.getJobSchedulers()).toHaveLength(1);
      // it keeps running (every 500 ms here) and adds nothing
      await waitFor(async () => ((await queue.getCompletedCount()) >= 3 ? true : undefined));
      const again = await database.db.selectFrom('notifications').select('id').execute();
      expect(again).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await queue.close();
      connection.disconnect();
    }
  });
});
