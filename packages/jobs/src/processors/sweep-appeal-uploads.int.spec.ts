import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createEvaluationCatalog, createLabs, createOrg, createScheme, createSurvey, type EvaluationCatalog } from '../evaluation/testing/evaluation-fixture';
import { dropDatabase } from '../testing/fixtures';
import { APPEAL_UPLOAD_RETENTION_MS, sweepAppealUploads } from './sweep-appeal-uploads';

let database: TestDatabase;
let catalog: EvaluationCatalog;
let orgId: number;
let labId: number;
let surveyId: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  catalog = await createEvaluationCatalog(db);
  orgId = await createOrg(db);
  const [lab] = await createLabs(db, orgId, 1);
  labId = lab as number;
  const { schemeVersionId } = await createScheme(db, orgId, catalog);
  const survey = await createSurvey(db, { orgId, schemeVersionId, catalog, labIds: [labId], startsAt: new Date(Date.now() - 60 * DAY), endsAt: new Date(Date.now() - 30 * DAY) });
  surveyId = survey.surveyId;
});

afterAll(async () => {
  if (database) await dropDatabase(database);
});

/** A file uploaded for an appeal `ageMs` ago, as the upload route stores it; `appealId` when an appeal claimed it. */
async function upload(name: string, ageMs: number, appealId: number | null = null): Promise<string> {
  const { db } = database;
  const content = Buffer.from(`%PDF-1.4 ${name}`);
  const createdAt = new Date(Date.now() - ageMs);
  const file = await db
    .insertInto('files')
    .values({ name, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('appealAttachments').values({ fileId: file.id, labId, surveyId, appealId, createdAt }).execute();
  return file.id;
}

describe('sweepAppealUploads', () => {
  it('deletes the files no filed appeal claimed within a day, with their rows; keeps newer and claimed ones', async () => {
    const { db } = database;
    const now = new Date();
    const appeal = await db
      .insertInto('appeals')
      .values({ orgId, labId, surveyId, parameterId: catalog.numericParameterId, sampleId: null, reason: 'The printout says otherwise.', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const abandoned = await upload('abandoned.pdf', APPEAL_UPLOAD_RETENTION_MS + DAY);
    const fresh = await upload('fresh.pdf', 60_000);
    const claimed = await upload('claimed.pdf', APPEAL_UPLOAD_RETENTION_MS + DAY, appeal.id);
    expect(await sweepAppealUploads(db)).toEqual({ deleted: 1 });
    const files = await db.selectFrom('files').select('id').where('id', 'in', [abandoned, fresh, claimed]).execute();
    expect(files.map((f) => f.id).sort()).toEqual([fresh, claimed].sort());
    expect(await db.selectFrom('appealAttachments').select('fileId').where('fileId', '=', abandoned).execute()).toEqual([]);
    expect(await sweepAppealUploads(db)).toEqual({ deleted: 0 });
  });
});
