import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB, OrgDocumentKind, SurveyDocumentType } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { surveyPreviewContent } from '../../services/documents/survey-pdf-preview';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TListOrgDocumentsOutput } from './list-org-documents.types';
import type { TListSurveyDocumentsOutput } from './list-survey-documents.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

async function insertFile(db: Kysely<DB>, name: string, text: string, mediaType = 'application/pdf') {
  const content = Buffer.from(text, 'utf8');
  const file = await db
    .insertInto('files')
    .values({ name, mediaType, size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: file.id, content };
}

/** GET of a binary route under /api/v1: status, headers and the raw bytes. */
async function download(app: TestApp, path: string, token?: string) {
  const response = await fetch(`${app.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) as ErrorBody };
}

describe('survey and org documents (REST, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let survey: SurveyFixture;
  let other: SurveyFixture;
  let noPdf: SurveyFixture;
  const docs: Record<string, { id: number; content: Buffer }> = {};
  const tokens = { lab: '', coreLab: '', satellite: '', admin: '', otherAdmin: '' };

  async function insertDocument(
    key: string,
    row: { surveyId?: number | null; roundId?: number | null; year?: number | null; labId?: number | null; orgId?: number; type: SurveyDocumentType; path: string; localeId?: string | null; ordinal?: number },
  ) {
    const file = await insertFile(t.db, row.path, `%PDF-1.4 ${key}`);
    const inserted = await t.db
      .insertInto('surveyDocuments')
      .values({
        orgId: row.orgId ?? f.org.id,
        surveyId: row.surveyId ?? null,
        roundId: row.roundId ?? null,
        year: row.year ?? null,
        labId: row.labId ?? null,
        resultGroupId: null,
        type: row.type,
        title: { en: `Title ${key}`, hu: `Cím ${key}` },
        subtitle: key === 'labReport' ? { en: 'Issued', hu: 'Kiállítva' } : null,
        path: row.path,
        localeId: row.localeId ?? null,
        ordinal: row.ordinal ?? 0,
        mediaType: 'application/pdf',
        size: file.content.length,
        fileId: file.id,
        createdBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    docs[key] = { id: inserted.id, content: file.content };
  }

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    const { plain, core, satellite } = f.labs;
    survey = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id, core.id, satellite.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
    other = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
    // another round year: the year document of `survey` is not its document
    noPdf = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10), year: TEST_NOW.getUTCFullYear() - 1 });
    await t.db.updateTable('schemeVersions').set({ pdfDownloadDisabled: true }).where('id', '=', noPdf.schemeVersionId).execute();

    await insertDocument('labReport', { surveyId: survey.surveyId, labId: plain.id, type: 'survey', path: 'report-plain.pdf', ordinal: 1 });
    await insertDocument('coreReport', { surveyId: survey.surveyId, labId: core.id, type: 'survey', path: 'report-core.pdf', ordinal: 1 });
    await insertDocument('surveyEn', { surveyId: survey.surveyId, type: 'survey', path: 'instructions.pdf', localeId: 'en', ordinal: 2 });
    await insertDocument('surveyHu', { surveyId: survey.surveyId, type: 'survey', path: 'instructions.pdf', localeId: 'hu', ordinal: 3 });
    await insertDocument('archive', { surveyId: survey.surveyId, type: 'archive', path: 'archive.zip', ordinal: 4 });
    await insertDocument('staffOnly', { surveyId: survey.surveyId, type: 'other', path: 'staff-notes.pdf', ordinal: 5 });
    await insertDocument('round', { roundId: survey.roundId, type: 'round', path: 'round-summary.pdf', ordinal: 6 });
    await insertDocument('year', { year: survey.year, type: 'year', path: 'year-summary.pdf', ordinal: 7 });
    await insertDocument('otherSurvey', { surveyId: other.surveyId, type: 'survey', path: 'other-survey.pdf' });
    await insertDocument('otherOrgYear', { orgId: f.otherOrg.id, year: survey.year, type: 'year', path: 'foreign-year.pdf' });

    for (const [kind, title] of [
      ['guide', { en: 'Participant guide', hu: 'Résztvevői útmutató' }],
      ['user_manual', { en: 'User manual', hu: 'Felhasználói kézikönyv' }],
    ] as Array<[OrgDocumentKind, { en: string; hu: string }]>) {
      for (const localeId of kind === 'guide' ? ['en', 'hu'] : ['hu']) {
        const file = await insertFile(t.db, `${kind}-${localeId}.pdf`, `%PDF-1.4 ${kind} ${localeId} ${title.hu}`);
        await t.db.insertInto('orgDocuments').values({ orgId: f.org.id, kind, localeId, title, fileId: file.id }).execute();
      }
    }

    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    tokens.coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    tokens.satellite = await signIn(app, f.users.satellite.username, FIXTURE_PASSWORD);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const base = (labId: number, surveyId: number) => `/labs/${labId}/surveys/${surveyId}/documents`;
  const list = (token: string, labId: number, surveyId: number, query = '') =>
    rest<TListSurveyDocumentsOutput>(app, 'GET', `${base(labId, surveyId)}${query}`, { token });
  const ids = (body: TListSurveyDocumentsOutput) => body.items.map((i) => i.id);

  describe('GET /labs/{labId}/surveys/{surveyId}/documents', () => {
    it("lists the lab's own and the general survey, round, year and archive documents in ordinal order", async () => {
      const response = await list(tokens.lab, f.labs.plain.id, survey.surveyId);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual(['labReport', 'surveyEn', 'surveyHu', 'archive', 'round', 'year'].map((k) => docs[k]?.id));
      expect(response.body.total).toBe(6);
      expect(response.headers.get('x-total-count')).toBe('6');
      expect(response.body.items[0]).toEqual({
        id: docs.labReport?.id,
        type: 'survey',
        title: { en: 'Title labReport', hu: 'Cím labReport' },
        subtitle: { en: 'Issued', hu: 'Kiállítva' },
        path: 'report-plain.pdf',
        locale: null,
        ordinal: 1,
        mediaType: 'application/pdf',
        size: docs.labReport?.content.length,
        custom: false,
        labSpecific: true,
      });
      expect(response.body.items.find((i) => i.id === docs.surveyHu?.id)).toMatchObject({ locale: 'hu', labSpecific: false });
    });

    it("shows another lab only its own lab document; org users get the staff ('other') documents with org_user=true", async () => {
      const core = await list(tokens.coreLab, f.labs.core.id, survey.surveyId);
      expect(ids(core.body)).toContain(docs.coreReport?.id);
      expect(ids(core.body)).not.toContain(docs.labReport?.id);
      const admin = await list(tokens.admin, f.labs.plain.id, survey.surveyId);
      expect(ids(admin.body)).not.toContain(docs.staffOnly?.id);
      const staff = await list(tokens.admin, f.labs.plain.id, survey.surveyId, '?org_user=true');
      expect(ids(staff.body)).toContain(docs.staffOnly?.id);
      // the flag means nothing for a lab user
      expect(ids((await list(tokens.lab, f.labs.plain.id, survey.surveyId, '?org_user=true')).body)).not.toContain(docs.staffOnly?.id);
    });

    it('answers an empty list for a survey without documents, and the same list over tRPC', async () => {
      const empty = await list(tokens.lab, f.labs.plain.id, noPdf.surveyId);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ items: [], total: 0 });
      const viaTrpc = await trpcClient(app, { token: tokens.lab }).surveys.documents.query({ labId: f.labs.plain.id, surveyId: survey.surveyId });
      expect(viaTrpc.items.map((i) => i.id)).toEqual(ids((await list(tokens.lab, f.labs.plain.id, survey.surveyId)).body));
    });

    it('refuses other labs (403), other orgs (403), missing sessions (401) and non-participants (404)', async () => {
      const foreignLab = await list(tokens.lab, f.labs.core.id, survey.surveyId);
      expect(foreignLab.status).toBe(403);
      expect((await list(tokens.otherAdmin, f.labs.plain.id, survey.surveyId)).status).toBe(403);
      expect((await rest(app, 'GET', base(f.labs.plain.id, survey.surveyId))).status).toBe(401);
      expect((await list(tokens.coreLab, f.labs.core.id, other.surveyId)).status).toBe(404);
    });
  });

  describe('GET …/documents/{path}', () => {
    it('downloads the bytes with the media type and the file name', async () => {
      const response = await download(app, `${base(f.labs.plain.id, survey.surveyId)}/report-plain.pdf?locale=en`, tokens.lab);
      expect(response.status).toBe(200);
      expect(response.bytes.equals(docs.labReport?.content ?? Buffer.alloc(0))).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="report-plain.pdf"; filename*=UTF-8''report-plain.pdf`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('picks the document of the asked locale among same-path documents', async () => {
      const hu = await download(app, `${base(f.labs.plain.id, survey.surveyId)}/instructions.pdf?locale=hu`, tokens.lab);
      expect(hu.bytes.equals(docs.surveyHu?.content ?? Buffer.alloc(0))).toBe(true);
      const en = await download(app, `${base(f.labs.plain.id, survey.surveyId)}/instructions.pdf?locale=en`, tokens.lab);
      expect(en.bytes.equals(docs.surveyEn?.content ?? Buffer.alloc(0))).toBe(true);
      const round = await download(app, `${base(f.labs.plain.id, survey.surveyId)}/round-summary.pdf`, tokens.lab);
      expect(round.bytes.equals(docs.round?.content ?? Buffer.alloc(0))).toBe(true);
    });

    it("answers 404 for another lab's, another survey's and another org's documents, 403 for another lab", async () => {
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/report-core.pdf`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/other-survey.pdf`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/foreign-year.pdf`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/staff-notes.pdf`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/staff-notes.pdf`, tokens.admin)).status).toBe(200);
      const forbidden = await download(app, `${base(f.labs.core.id, survey.surveyId)}/report-core.pdf`, tokens.lab);
      expect(forbidden.status).toBe(403);
      expect(forbidden.json().error.type).toBeTruthy();
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/report-plain.pdf`)).status).toBe(401);
    });
  });

  describe('GET …/documents/pdf-preview', () => {
    it('renders the survey form as a PDF for org users', async () => {
      const response = await download(app, `${base(f.labs.plain.id, survey.surveyId)}/pdf-preview?locale=hu`, tokens.admin);
      expect(response.status).toBe(200);
      expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="preview-.+-hu\.pdf"/);
      expect(response.bytes.length).toBeGreaterThan(1000);
    });

    it('refuses lab users (403), other orgs (403) and disabled PDF downloads (403)', async () => {
      const lab = await download(app, `${base(f.labs.plain.id, survey.surveyId)}/pdf-preview`, tokens.lab);
      expect(lab.status).toBe(403);
      expect(lab.json().error.message).toMatch(/organisation users/);
      expect((await download(app, `${base(f.labs.plain.id, survey.surveyId)}/pdf-preview`, tokens.otherAdmin)).status).toBe(403);
      const disabled = await download(app, `${base(f.labs.plain.id, noPdf.surveyId)}/pdf-preview`, tokens.admin);
      expect(disabled.status).toBe(403);
      expect(disabled.json().error.message).toMatch(/disabled/);
    });

    it("holds the form's title, samples, parameters with units and the lab's current values, in the locale", async () => {
      const client = trpcClient(app, { token: tokens.lab });
      const before = await client.surveys.form.query({ labId: f.labs.plain.id, surveyId: survey.surveyId });
      const saved = await rest(app, 'PUT', `${base(f.labs.plain.id, survey.surveyId).replace(/\/documents$/, '')}/parameters/${survey.parameters.glucose}/result_groups/${survey.resultGroups[f.labs.plain.id]}/values`, {
        token: tokens.lab,
        body: { expectedVersion: before.survey.streamVersion, sampleId: survey.samples[0], values: [{ dimensionId: survey.dimensions.result, type: 'numeric', value: '5.5', unitId: survey.units.mmol }] },
      });
      expect(saved.status).toBe(200);
      const form = await client.surveys.form.query({ labId: f.labs.plain.id, surveyId: survey.surveyId });
      const hu = JSON.stringify(surveyPreviewContent(form, { shortName: '1107', name: 'Plain Lab' }, 'hu', TEST_NOW));
      expect(hu).toContain(form.survey.schemeShortName);
      expect(hu).toContain('Minták');
      expect(hu).toContain(form.samples[0]?.name ?? 'missing sample');
      expect(hu).toContain('mmol/l');
      expect(hu).toContain('5,5 mmol/l');
      expect(hu).toContain('Jelenlegi értékek');
      const en = JSON.stringify(surveyPreviewContent(before, { shortName: '1107', name: 'Plain Lab' }, 'en', TEST_NOW));
      expect(en).toContain('Samples');
      expect(en).toContain('No results entered yet.');
      expect(en).not.toContain('5.5 mmol/L');
    });
  });

  describe('org documents', () => {
    it('lists the kinds the org publishes with their locales, without a session', async () => {
      const response = await rest<TListOrgDocumentsOutput>(app, 'GET', `/orgs/${f.org.id}/documents`);
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([
        { kind: 'guide', title: { en: 'Participant guide', hu: 'Résztvevői útmutató' }, locales: ['en', 'hu'], mediaType: 'application/pdf', downloadPath: `/orgs/${f.org.id}/documents/guide` },
        { kind: 'user_manual', title: { en: 'User manual', hu: 'Felhasználói kézikönyv' }, locales: ['hu'], mediaType: 'application/pdf', downloadPath: `/orgs/${f.org.id}/documents/user_manual` },
      ]);
      expect(response.headers.get('x-total-count')).toBe('2');
      expect((await rest<TListOrgDocumentsOutput>(app, 'GET', `/orgs/${f.otherOrg.id}/documents`)).body).toEqual({ items: [], total: 0 });
      expect((await rest(app, 'GET', '/orgs/999999/documents')).status).toBe(404);
    });

    it('downloads a kind in the asked locale, falling back to English, then to any', async () => {
      const hu = await download(app, `/orgs/${f.org.id}/documents/guide?locale=hu`);
      expect(hu.status).toBe(200);
      expect(hu.bytes.toString('utf8')).toBe('%PDF-1.4 guide hu Résztvevői útmutató');
      expect(hu.headers.get('content-disposition')).toContain('filename="guide-hu.pdf"');
      expect((await download(app, `/orgs/${f.org.id}/documents/guide?locale=de`)).bytes.toString('utf8')).toContain('guide en');
      expect((await download(app, `/orgs/${f.org.id}/documents/user_manual?locale=en`)).bytes.toString('utf8')).toContain('user_manual hu');
      expect((await download(app, `/orgs/${f.org.id}/documents/evaluation_methods`)).status).toBe(404);
      expect((await download(app, `/orgs/${f.org.id}/documents/nonsense`)).status).toBe(422);
    });
  });
});
