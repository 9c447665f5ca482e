import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_APPEAL_ATTACHMENT_BYTES } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import type { TAppeal, TAppealAttachment, TAppealList } from '../../services/appeals/appeal.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string; params?: Record<string, string | number> };
}

/**
 * Issue 35, appeal attachments (docs/decisions/certificates.md "Attachments"): the lab uploads a PDF
 * and a PNG and files the appeal naming them; a file named .pdf whose bytes are text is 415 with the
 * accepted formats, one over the limit 413 with the limit, an empty one 422; another lab may neither
 * upload to nor download from the lab's appeals (403); staff download every attachment and see them
 * in the queue; an upload already claimed by an appeal cannot be claimed again (422).
 */
let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
const tokens = { admin: '', lab: '', otherLab: '' };

/** A minimal valid PDF (its bytes say PDF). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const plainId = () => s.f.labs.plain.id;
const surveyPath = () => `/labs/${plainId()}/surveys/${s.evaluated.surveyId}`;

const upload = (content: Uint8Array, fileName: string, type = 'application/octet-stream', token = tokens.lab) =>
  rest<TAppealAttachment & ErrorBody>(app, 'POST', `${surveyPath()}/appeal_attachments?file_name=${encodeURIComponent(fileName)}`, { token, raw: { content, type } });

const download = (path: string, token: string) => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
  s = await createEvaluationScenario(t.db);
  tokens.admin = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  tokens.lab = await signIn(app, s.f.users.lab.username, FIXTURE_PASSWORD);
  tokens.otherLab = await signIn(app, s.f.users.satellite.username, FIXTURE_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

let pdf: TAppealAttachment;
let png: TAppealAttachment;
let appeal: TAppeal;

describe('appeal attachments (issue 35)', () => {
  it('stores a PDF and a PNG by their bytes, whatever the declared type', async () => {
    const stored = await upload(PDF, 'Műszer nyomat.pdf');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toMatchObject({ name: 'Műszer nyomat.pdf', mediaType: 'application/pdf', size: PDF.length, downloadPath: null });
    pdf = stored.body;
    const image = await upload(PNG, 'screenshot.png', 'application/pdf');
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ mediaType: 'image/png', size: PNG.length });
    png = image.body;
  });

  it('refuses a renamed non-PDF by its bytes (415), a file over the limit (413) and an empty one (422), with codes and params', async () => {
    const renamed = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'evidence.pdf', 'application/pdf');
    expect(renamed.status).toBe(415);
    expect(renamed.body.error).toEqual({ param: 'file', type: 'appeals.errors.attachmentType', params: { allowed: 'PDF, JPEG, PNG' }, message: 'Only PDF, JPEG, PNG files can be attached.' });
    const word = await upload(Buffer.from('504b0304140006000800000021000000000000000000000000000000', 'hex'), 'report.pdf', 'application/pdf');
    expect(word.status).toBe(415);
    const large = await upload(Buffer.concat([PDF, Buffer.alloc(MAX_APPEAL_ATTACHMENT_BYTES)]), 'huge.pdf', 'application/pdf');
    expect(large.status).toBe(413);
    expect(large.body.error).toMatchObject({ param: 'file', type: 'appeals.errors.attachmentTooLarge', params: { maxMb: 10 }, message: 'The file is larger than 10 MB.' });
    const empty = await upload(Buffer.alloc(0), 'empty.pdf', 'application/pdf');
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatchObject({ param: 'file', type: 'appeals.errors.attachmentEmpty' });
    // nothing of the refused files was kept
    expect(await t.db.selectFrom('appealAttachments').select('id').where('labId', '=', plainId()).execute()).toHaveLength(2);
  });

  it('files the appeal with its attachments; the lab downloads them', async () => {
    const filed = await rest<TAppeal>(app, 'POST', `${surveyPath()}/appeals`, {
      token: tokens.lab,
      body: { parameterId: s.catalog.numericParameterId, sampleId: s.evaluated.sampleIds[0], reason: 'The printout shows 5.08, not 5.8.', attachmentIds: [pdf.id, png.id] },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    appeal = filed.body;
    expect(appeal.attachments).toEqual([
      { id: pdf.id, name: 'Műszer nyomat.pdf', mediaType: 'application/pdf', size: PDF.length, downloadPath: `/api/v1${surveyPath()}/appeals/${appeal.id}/attachments/${pdf.id}/content` },
      { id: png.id, name: 'screenshot.png', mediaType: 'image/png', size: PNG.length, downloadPath: `/api/v1${surveyPath()}/appeals/${appeal.id}/attachments/${png.id}/content` },
    ]);
    const own = await download(appeal.attachments[0]!.downloadPath!, tokens.lab);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Műszer nyomat.pdf')}`);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    // the lab's list (tRPC too) carries them
    const listed = await trpcClient(app, { token: tokens.lab }).appeals.listForLab.query({ labId: plainId(), surveyId: s.evaluated.surveyId });
    expect(listed.items[0]?.attachments.map((a) => a.id)).toEqual([pdf.id, png.id]);
  });

  it('refuses another lab: no upload to, no download from the lab (403)', async () => {
    const foreignUpload = await upload(PDF, 'ours.pdf', 'application/pdf', tokens.otherLab);
    expect(foreignUpload.status).toBe(403);
    const foreignDownload = await download(appeal.attachments[0]!.downloadPath!, tokens.otherLab);
    expect(foreignDownload.status).toBe(403);
    // staff do not upload (the lab appeals)
    expect((await upload(PDF, 'staff.pdf', 'application/pdf', tokens.admin)).status).toBe(403);
    // an attachment id of another appeal under this one's path: 404
    const wrongAppeal = await download(`/api/v1${surveyPath()}/appeals/${appeal.id + 1000}/attachments/${pdf.id}/content`, tokens.lab);
    expect(wrongAppeal.status).toBe(404);
  });

  it('does not let an upload be claimed twice (422 attachmentIds)', async () => {
    const again = await rest<ErrorBody>(app, 'POST', `${surveyPath()}/appeals`, {
      token: tokens.lab,
      body: { parameterId: s.catalog.numericParameterId, sampleId: s.evaluated.sampleIds[1], reason: 'The second sample as well, same printout.', attachmentIds: [pdf.id] },
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ param: 'attachmentIds', type: 'appeals.errors.attachmentUnknown' });
    // nothing was filed
    expect(await t.db.selectFrom('appeals').select('id').where('labId', '=', plainId()).execute()).toHaveLength(1);
    const six = await rest<ErrorBody>(app, 'POST', `${surveyPath()}/appeals`, {
      token: tokens.lab,
      body: { parameterId: s.catalog.numericParameterId, reason: 'Too many files for one appeal.', attachmentIds: [1, 2, 3, 4, 5, 6] },
    });
    expect(six.status).toBe(422);
    expect(six.body.error).toMatchObject({ param: 'attachmentIds', type: 'appeals.errors.tooManyAttachments' });
  });

  it("lets the org's staff see and download every attachment when answering", async () => {
    const queue = await rest<TAppealList>(app, 'GET', `/orgs/${s.f.org.id}/appeals?state=submitted`, { token: tokens.admin });
    expect(queue.status).toBe(200);
    const queued = queue.body.items.find((item) => item.id === appeal.id);
    expect(queued?.attachments.map((a) => a.name)).toEqual(['Műszer nyomat.pdf', 'screenshot.png']);
    const image = await download(queued!.attachments[1]!.downloadPath!, tokens.admin);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // the other org's staff may not
    const otherOrg = await signIn(app, s.f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
    expect((await download(queued!.attachments[0]!.downloadPath!, otherOrg)).status).toBe(403);
  });
});
