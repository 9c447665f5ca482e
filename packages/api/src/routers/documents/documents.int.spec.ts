import { generatedDocumentPath } from '@eqa/core';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB, OrgDocumentKind, SurveyDocumentType } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { surveyPreviewContent } from '../../services/documents/survey-pdf-preview';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { download, rest, signIn, startTestApp, type TestApp, trpcClient } from '../../testing/test-app';
import { formatDay } from '@eqa/documents';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { pdftotext } from '@eqa/documents/testing/pdftotext';
import type { TListLabDocumentRoundsOutput, TListLabDocumentsOutput } from '../../services/documents/lab-documents.types';
import type { TListOrgDocumentsOutput } from '../../services/documents/list-org-documents.types';
import type { TListSurveyDocumentsOutput } from '../../services/documents/list-survey-documents.types';

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
    row: {
      surveyId?: number | null;
      roundId?: number | null;
      year?: number | null;
      labId?: number | null;
      orgId?: number;
      type: SurveyDocumentType;
      path: string;
      localeId?: string | null;
      ordinal?: number;
      mediaType?: string;
      custom?: boolean;
    },
  ) {
    const mediaType = row.mediaType ?? 'application/pdf';
    const file = await insertFile(t.db, row.path, `%PDF-1.4 ${key}`, mediaType);
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
        mediaType,
        size: file.content.length,
        custom: row.custom ?? false,
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
      // poppler reads the Hungarian captions with their accents (the one renderer, pdfmake's Roboto)
      const text = (await pdftotext(response.bytes)).replace(/\s+/g, ' ');
      expect(text).toContain('Előnézet');
      expect(text).toContain('Eredménybeküldési határidő');
      expect(text).toContain('Paraméterek');
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

  describe("the lab's archive: GET /labs/{labId}/surveys/documents/…", () => {
    let past: SurveyFixture;
    let uncontracted: SurveyFixture;
    const archive = (token: string, labId: number, path: string) => rest<TListLabDocumentsOutput>(app, 'GET', `/labs/${labId}/surveys/documents/${path}`, { token });
    const rounds = (token: string, labId: number, query = '') =>
      rest<TListLabDocumentRoundsOutput>(app, 'GET', `/labs/${labId}/surveys/documents/year-and-round/all${query}`, { token });
    const labBase = (labId: number) => `/labs/${labId}/surveys/documents`;

    beforeAll(async () => {
      const { plain } = f.labs;
      past = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(-400), endsAt: daysFromNow(-380), year: survey.year - 2 });
      await insertDocument('pastReport', { surveyId: past.surveyId, labId: plain.id, type: 'survey', path: 'past-report.pdf' });
      await insertDocument('pastData', { surveyId: past.surveyId, type: 'survey', path: 'past-data.csv', mediaType: 'text/csv', ordinal: 1 });
      // the lab's contract of that year is not accepted: nothing of the year is the lab's
      uncontracted = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(-800), endsAt: daysFromNow(-780), year: survey.year - 3, withoutContract: [plain.id] });
      await insertDocument('uncontracted', { surveyId: uncontracted.surveyId, labId: plain.id, type: 'survey', path: 'uncontracted.pdf' });
      await insertDocument('generated', { surveyId: survey.surveyId, labId: plain.id, type: 'survey', path: generatedDocumentPath(survey.surveyId, f.labs.plain.shortName), ordinal: 9 });
      await insertDocument('uploaded', { surveyId: survey.surveyId, labId: plain.id, type: 'survey', path: generatedDocumentPath(other.surveyId, f.labs.plain.shortName), ordinal: 10, custom: true });
    });

    it('lists the years and rounds with documents, newest first, the year\'s own after its rounds, with their counts', async () => {
      const response = await rounds(tokens.lab, f.labs.plain.id);
      expect(response.status).toBe(200);
      const round = (fixture: SurveyFixture) => ({ id: fixture.roundId, name: expect.any(String) as string, ordinal: expect.any(Number) as number });
      expect(response.body.items).toEqual([
        { year: survey.year, round: round(other), count: 1 },
        // labReport, surveyEn, surveyHu, archive, round, generated, uploaded
        { year: survey.year, round: round(survey), count: 7 },
        { year: survey.year, round: null, count: 1 },
        { year: past.year, round: round(past), count: 2 },
      ]);
      expect(response.headers.get('x-total-count')).toBe('4');
      // staff documents only for org users who ask for them
      const staff = await rounds(tokens.admin, f.labs.plain.id, '?org_user=true');
      expect(staff.body.items.find((r) => r.round?.id === survey.roundId)?.count).toBe(8);
      expect((await rounds(tokens.lab, f.labs.plain.id, '?org_user=true')).body.items.find((r) => r.round?.id === survey.roundId)?.count).toBe(7);
    });

    it('lists a round, or the whole year with `all`, with where each document belongs and its download path', async () => {
      const one = await archive(tokens.lab, f.labs.plain.id, `${survey.year}/${survey.roundId}`);
      expect(one.status).toBe(200);
      expect(one.body.items.map((i) => i.id)).toEqual(['labReport', 'surveyEn', 'surveyHu', 'archive', 'generated', 'uploaded', 'round'].map((k) => docs[k]?.id));
      expect(one.body.items[0]).toMatchObject({
        path: 'report-plain.pdf',
        year: survey.year,
        round: { id: survey.roundId },
        survey: { id: survey.surveyId, schemeShortName: expect.any(String) as string },
        labSpecific: true,
        downloadPath: `/labs/${f.labs.plain.id}/surveys/documents/report-plain.pdf?document_id=${docs.labReport?.id}`,
      });
      expect(one.body.items.find((i) => i.id === docs.round?.id)).toMatchObject({ survey: null, round: { id: survey.roundId } });
      const year = await archive(tokens.lab, f.labs.plain.id, `${survey.year}/all`);
      expect(year.body.items.map((i) => i.id)).toEqual([
        docs.otherSurvey?.id,
        ...one.body.items.map((i) => i.id),
        docs.year?.id,
      ]);
      expect(year.body.items.at(-1)).toMatchObject({ round: null, survey: null, year: survey.year });
      expect(year.headers.get('x-total-count')).toBe(String(year.body.total));
      const viaTrpc = await trpcClient(app, { token: tokens.lab }).surveys.labDocuments.query({ labId: f.labs.plain.id, year: survey.year, round: 'all' });
      expect(viaTrpc.items.map((i) => i.id)).toEqual(year.body.items.map((i) => i.id));
      expect((await archive(tokens.lab, f.labs.plain.id, `${survey.year - 10}/all`)).body).toEqual({ items: [], total: 0 });
    });

    it("shows a core lab its satellite's general documents only, and hides years without an accepted contract", async () => {
      const satellite = await archive(tokens.coreLab, f.labs.satellite.id, `${survey.year}/all`);
      expect(satellite.status).toBe(200);
      expect(satellite.body.items.map((i) => i.id)).toEqual(['surveyEn', 'surveyHu', 'archive', 'round', 'year'].map((k) => docs[k]?.id));
      expect((await archive(tokens.lab, f.labs.plain.id, `${uncontracted.year}/all`)).body.items).toEqual([]);
      // org users are the provider's staff: the contract rule does not stop them
      expect((await archive(tokens.admin, f.labs.plain.id, `${uncontracted.year}/all`)).body.items.map((i) => i.id)).toEqual([docs.uncontracted?.id]);
      expect((await download(app, `${labBase(f.labs.plain.id)}/uncontracted.pdf`, tokens.lab)).status).toBe(404);
    });

    it('refuses other labs (403), other orgs (403), missing sessions (401) and a bad round (422)', async () => {
      expect((await archive(tokens.lab, f.labs.core.id, `${survey.year}/all`)).status).toBe(403);
      expect((await rounds(tokens.satellite, f.labs.core.id)).status).toBe(403);
      expect((await archive(tokens.otherAdmin, f.labs.plain.id, `${survey.year}/all`)).status).toBe(403);
      expect((await rest(app, 'GET', `${labBase(f.labs.plain.id)}/year-and-round/all`)).status).toBe(401);
      const badRound = await rest<ErrorBody>(app, 'GET', `${labBase(f.labs.plain.id)}/${survey.year}/latest`, { token: tokens.lab });
      expect(badRound.status).toBe(422);
      expect(badRound.body.error.param).toBe('round');
    });

    it('downloads by path (the locale picks), exactly by document_id, and PDFs by file name', async () => {
      const base = labBase(f.labs.plain.id);
      const hu = await download(app, `${base}/instructions.pdf?locale=hu`, tokens.lab);
      expect(hu.status).toBe(200);
      expect(hu.bytes.equals(docs.surveyHu?.content ?? Buffer.alloc(0))).toBe(true);
      const exact = await download(app, `${base}/instructions.pdf?locale=hu&document_id=${docs.surveyEn?.id}`, tokens.lab);
      expect(exact.bytes.equals(docs.surveyEn?.content ?? Buffer.alloc(0))).toBe(true);
      expect(exact.headers.get('content-disposition')).toContain('filename="instructions.pdf"');
      expect((await download(app, `${base}/report-plain.pdf?document_id=${docs.surveyEn?.id}`, tokens.lab)).status).toBe(404);
      const past = await download(app, `${base}/past-report.pdf`, tokens.lab);
      expect(past.bytes.equals(docs.pastReport?.content ?? Buffer.alloc(0))).toBe(true);
      expect((await download(app, `${base}/report-core.pdf`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base}/staff-notes.pdf`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base}/staff-notes.pdf`, tokens.admin)).status).toBe(200);
      expect((await download(app, `${base}/report-plain.pdf`)).status).toBe(401);
      expect((await download(app, `${labBase(f.labs.core.id)}/report-core.pdf`, tokens.lab)).status).toBe(403);
      const pdf = await download(app, `${base}/download-pdf?file_name=past-report.pdf`, tokens.lab);
      expect(pdf.status).toBe(200);
      expect(pdf.bytes.equals(docs.pastReport?.content ?? Buffer.alloc(0))).toBe(true);
      expect((await download(app, `${base}/download-pdf?file_name=past-data.csv`, tokens.lab)).status).toBe(404);
      expect((await download(app, `${base}/past-data.csv`, tokens.lab)).headers.get('content-type')).toContain('text/csv');
      const noName = await download(app, `${base}/download-pdf`, tokens.lab);
      expect(noName.status).toBe(422);
    });

    it("regenerates the lab's generated document for org users and downloads the new one", async () => {
      const path = generatedDocumentPath(survey.surveyId, f.labs.plain.shortName);
      const recreate = (token: string, query = '') => download(app, `${labBase(f.labs.plain.id)}/recreateDownloadDocument/${path}${query}`, token);
      const lab = await recreate(tokens.lab);
      expect(lab.status).toBe(403);
      expect((await recreate(tokens.otherAdmin)).status).toBe(403);
      const stranger = await recreate(tokens.admin, `?user_id=${f.users.lab.id}`);
      expect(stranger.status).toBe(422);
      expect(stranger.json().error.param).toBe('userId');

      const fresh = await recreate(tokens.admin, `?locale=hu&user_id=${f.users.orgAdmin.id}`);
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('content-type')).toBe('application/pdf');
      expect(fresh.headers.get('content-disposition')).toContain(`filename="${path}"`);
      expect(fresh.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await extractPdfText(fresh.bytes);
      expect(text).toContain(f.labs.plain.shortName);
      const issueDay = daysFromNow(10).toISOString().slice(0, 10);
      expect([formatDay(issueDay, 'en'), formatDay(issueDay, 'hu')].some((day) => text.includes(day)), text).toBe(true);

      // the old document and its file are gone; the new one is the lab's, made by the admin
      const rows = await t.db.selectFrom('surveyDocuments').select(['id', 'fileId', 'createdBy', 'subtitle']).where('path', '=', path).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toBe(docs.generated?.id);
      expect(rows[0]).toMatchObject({ createdBy: f.users.orgAdmin.id, subtitle: { en: `Issued ${issueDay}`, hu: `Kiállítva: ${issueDay.replaceAll('-', '. ')}.` } });
      const downloaded = await download(app, `${labBase(f.labs.plain.id)}/${path}`, tokens.lab);
      expect(downloaded.bytes.equals(fresh.bytes)).toBe(true);
      expect(await t.db.selectFrom('files').select('id').where('name', '=', path).execute()).toHaveLength(1);
    });

    it('refuses to regenerate uploaded and general documents (422, param path) and unknown ones (404)', async () => {
      const base = `${labBase(f.labs.plain.id)}/recreateDownloadDocument`;
      for (const path of ['report-plain.pdf', 'instructions.pdf', generatedDocumentPath(other.surveyId, f.labs.plain.shortName)]) {
        const refused = await download(app, `${base}/${path}`, tokens.admin);
        expect(refused.status, path).toBe(422);
        expect(refused.json().error).toMatchObject({ param: 'path', type: 'config.refusals.notRegenerable' });
      }
      expect((await download(app, `${base}/nothing.pdf`, tokens.admin)).status).toBe(404);
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
