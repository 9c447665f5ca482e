import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId, RESULT_EVENT_TYPES, type ResultValueData } from '@eqa/core';
import { ANY, appendToStream, type NewEvent } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs } from '../create-jobs';
import { createEvaluationCatalog, createLabs, createOrg, createScheme, createSurvey, type EvaluationCatalog } from '../evaluation/testing/evaluation-fixture';
import { dropDatabase, memoryLogger, tempMailDir } from '../testing/fixtures';
import { RESULT_UPLOAD_RETENTION_MS, sweepResultUploads } from './sweep-result-uploads';

let database: TestDatabase;
let catalog: EvaluationCatalog;
let labId: number;
let surveyId: number;
let resultGroupId: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  catalog = await createEvaluationCatalog(db);
  const orgId = await createOrg(db);
  const [lab] = await createLabs(db, orgId, 1);
  labId = lab as number;
  const { schemeVersionId } = await createScheme(db, orgId, catalog);
  const survey = await createSurvey(db, { orgId, schemeVersionId, catalog, labIds: [labId], startsAt: new Date(Date.now() - 30 * DAY), endsAt: new Date(Date.now() + 30 * DAY) });
  surveyId = survey.surveyId;
  resultGroupId = survey.resultGroupIds.get(labId) as number;
});

afterAll(async () => {
  if (database) await dropDatabase(database);
});

/** An upload as the upload route stores it (files + result_files), made `ageMs` ago. */
async function upload(name: string, ageMs: number): Promise<{ id: number; fileId: string }> {
  const { db } = database;
  const content = Buffer.from(`%PDF-1.4 ${name}`);
  const createdAt = new Date(Date.now() - ageMs);
  const file = await db
    .insertInto('files')
    .values({ name, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('resultFiles')
    .values({ fileId: file.id, labId, surveyId, parameterId: catalog.numericParameterId, dimensionId: catalog.resultDimensionId, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, fileId: file.id };
}

const documentValue = (fileId: number, name: string): ResultValueData => ({
  dimensionId: catalog.resultDimensionId,
  type: 'document',
  value: null,
  relation: null,
  unitId: null,
  convertedValue: null,
  valueId: null,
  fileId,
  name,
  mediaType: 'application/pdf',
  size: 10,
});

/** Result events through the event store and its real projections (history included). */
async function append(events: NewEvent[]): Promise<void> {
  const metadata = { userId: null, userName: 'lab', role: 'lab_admin', requestId: null };
  await appendToStream(database.db, labSurveyStreamId(labId, surveyId), ANY, events, metadata);
}

const cell = (sampleId: number | null) => ({ parameterId: catalog.numericParameterId, resultGroupId, sampleId });

async function exists(upload: { id: number; fileId: string }): Promise<{ file: boolean; upload: boolean }> {
  const { db } = database;
  const file = await db.selectFrom('files').select('id').where('id', '=', upload.fileId).executeTakeFirst();
  const row = await db.selectFrom('resultFiles').select('id').where('id', '=', upload.id).executeTakeFirst();
  return { file: file !== undefined, upload: row !== undefined };
}

describe('sweepResultUploads', () => {
  it('deletes old uploads no value ever named, with their content, and keeps the rest', async () => {
    const old = RESULT_UPLOAD_RETENTION_MS + DAY;
    const orphan = await upload('orphan.pdf', old);
    const saved = await upload('saved.pdf', old);
    const replaced = await upload('replaced.pdf', old);
    const cleared = await upload('cleared.pdf', old);
    const young = await upload('young.pdf', RESULT_UPLOAD_RETENTION_MS - DAY);
    const generated = await database.db
      .insertInto('files')
      .values({ name: 'report.pdf', mediaType: 'application/pdf', size: 1, sha256: 'x', content: Buffer.from('x'), createdAt: new Date(Date.now() - old) })
      .returning('id')
      .executeTakeFirstOrThrow();

    await append([
      { type: RESULT_EVENT_TYPES.resultValuesSet, data: { ...cell(null), values: [documentValue(replaced.id, 'replaced.pdf')] } },
      // the same value replaced by another document: the first stays in the history
      { type: RESULT_EVENT_TYPES.resultValuesSet, data: { ...cell(null), values: [documentValue(saved.id, 'saved.pdf')] } },
      { type: RESULT_EVENT_TYPES.resultValuesSet, data: { ...cell(1), values: [documentValue(cleared.id, 'cleared.pdf')] } },
      { type: RESULT_EVENT_TYPES.resultValuesCleared, data: { ...cell(1) } },
    ]);

    expect(await sweepResultUploads(database.db)).toEqual({ deleted: 1 });
    expect(await exists(orphan)).toEqual({ file: false, upload: false });
    for (const kept of [saved, replaced, cleared, young]) expect(await exists(kept)).toEqual({ file: true, upload: true });
    expect(await database.db.selectFrom('files').select('id').where('id', '=', generated.id).executeTakeFirst()).toBeDefined();
    // nothing left to sweep
    expect(await sweepResultUploads(database.db)).toEqual({ deleted: 0 });
  });

  it('takes at most `limit` uploads a run, oldest first', async () => {
    const old = RESULT_UPLOAD_RETENTION_MS + DAY;
    const oldest = await upload('a.pdf', old + 3000);
    const middle = await upload('b.pdf', old + 2000);
    const newest = await upload('c.pdf', old + 1000);
    expect(await sweepResultUploads(database.db, { limit: 2 })).toEqual({ deleted: 2 });
    expect((await exists(oldest)).upload).toBe(false);
    expect((await exists(middle)).upload).toBe(false);
    expect((await exists(newest)).upload).toBe(true);
    expect(await sweepResultUploads(database.db, { limit: 2 })).toEqual({ deleted: 1 });
  });

  it('runs in the job runner at its start, and not when its sweeps are off', async () => {
    const mail = await tempMailDir();
    try {
      const orphan = await upload('runner.pdf', RESULT_UPLOAD_RETENTION_MS + DAY);
      const off = await createJobs({ db: database.db, mail: { from: 'x <x@eqa.test>', mailDir: mail.dir }, logger: memoryLogger(), sweepIntervalMs: 0 });
      await off.idle();
      await off.close();
      expect((await exists(orphan)).upload).toBe(true);

      const logger = memoryLogger();
      const jobs = await createJobs({ db: database.db, mail: { from: 'x <x@eqa.test>', mailDir: mail.dir }, logger, sweepIntervalMs: 60_000 });
      await jobs.idle();
      await jobs.close();
      expect(await exists(orphan)).toEqual({ file: false, upload: false });
      expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'info', message: 'result uploads swept', fields: { deleted: 1, appealUploads: 0 } }));
    } finally {
      await mail.remove();
    }
  });
});
