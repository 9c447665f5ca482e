import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATES } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, insertSurvey, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, insertInvoice, TEST_NOW } from '../../testing/survey-test-helpers';
import { download, rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TListSurveysOutput } from '../../services/surveys/list-surveys.types';
import type { TListEvaluationsOutput } from '../../services/evaluations/list-evaluations.types';
import type { TListInvoicesOutput, TOrgInvoicesOutput } from '../../services/invoices/invoices.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

const YEAR = TEST_NOW.getUTCFullYear();

/**
 * Issue 36 "Pulling and following": `updatedSince` on the lists an integrator polls (a lab's
 * surveys and evaluations, the provider's results export, a lab's invoices and the organisation's
 * invoices across its labs), the organisation's invoice list for its staff only, and the POST twins
 * of the writes the spec puts behind GET. Through REST against real PostgreSQL; malformed input is
 * 422, never 500.
 */
describe('polling with updatedSince, the invoices across labs and the POST twins', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let s: SurveyFixture;
  let evaluated = 0;
  const tokens = { lab: '', core: '', admin: '', otherAdmin: '' };

  /** The database's clock, as an ISO timestamp at or before now (floor) or after now (ceiling). */
  const dbTime = async (round: 'floor' | 'ceil') => {
    const { rows } = await sql<{ at: Date }>`select ${round === 'floor' ? sql`date_trunc('milliseconds', now())` : sql`date_trunc('milliseconds', now()) + interval '1 millisecond'`} as at`.execute(t.db);
    return (rows[0] as { at: Date }).at.toISOString();
  };
  const since = (at: string) => `updatedSince=${encodeURIComponent(at)}`;
  /** A finished evaluation run of the survey (the lab's results in it do not matter here). */
  const finishRun = (surveyId: number) => t.db.insertInto('evaluationRuns').values({ surveyId, kind: 'evaluation', status: 'succeeded' }).execute();

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    s = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10), mandatoryContextIds: 'none' });
    evaluated = (await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-60), endsAt: daysFromNow(-30), evaluatedAt: daysFromNow(-10) })).surveyId;
    await finishRun(evaluated);
    // the plain lab: late (unpaid, due in January), paid; the core lab: payable (due in December), last year's paid; the other org's lab
    await insertInvoice(t.db, { orgId: f.org.id, labId: f.labs.plain.id, year: YEAR, annualNumber: 1, paymentDeadline: `${YEAR}-01-31` });
    await insertInvoice(t.db, { orgId: f.org.id, labId: f.labs.plain.id, year: YEAR, annualNumber: 2, paymentDeadline: `${YEAR}-01-31`, paid: true });
    await insertInvoice(t.db, { orgId: f.org.id, labId: f.labs.core.id, year: YEAR, annualNumber: 3, paymentDeadline: `${YEAR}-12-31` });
    await insertInvoice(t.db, { orgId: f.org.id, labId: f.labs.core.id, year: YEAR - 1, annualNumber: 1, paymentDeadline: `${YEAR - 1}-12-31`, paid: true });
    await insertInvoice(t.db, { orgId: f.otherOrg.id, labId: f.labs.foreign.id, year: YEAR, annualNumber: 1, paymentDeadline: `${YEAR}-12-31` });
    const signed = await Promise.all([f.users.lab, f.users.coreLab, f.users.orgAdmin, f.users.otherOrgAdmin].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)));
    [tokens.lab, tokens.core, tokens.admin, tokens.otherAdmin] = signed as [string, string, string, string];
  });

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const surveys = (query: string, token = tokens.admin) => rest<TListSurveysOutput & ErrorBody>(app, 'GET', `/labs/${f.labs.plain.id}/surveys?${query}`, { token });
  const importOne = (value: string) => {
    const [sample] = s.samples;
    const csv = ['sampleId,parameterId,dimensionId,unit,value', `${sample},${s.parameters.glucose},${s.dimensions.result},mmol/L,${value}`].join('\r\n');
    return rest<{ saved: boolean } & ErrorBody>(app, 'POST', `/labs/${f.labs.plain.id}/surveys/${s.surveyId}/results/import?dryRun=false`, {
      token: tokens.lab,
      raw: { content: Buffer.from(csv, 'utf8'), type: 'text/csv' },
    });
  };
  const exportLines = async (query: string) => {
    const file = await download(app, `/orgs/${f.org.id}/surveys/${s.surveyId}/results.csv?${query}`, tokens.admin);
    expect(file.status).toBe(200);
    return file.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  };

  it("lists only the surveys and results that changed since a moment: the lab's results, the survey's row", async () => {
    const all = await surveys('status=in_progress');
    expect(all.status).toBe(200);
    expect(all.body.items.map((i) => i.id)).toEqual([s.surveyId]);
    const first = all.body.items[0];
    expect(first?.updatedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    const beforeImport = await dbTime('floor');
    const quiet = await surveys(`status=in_progress&${since(await dbTime('ceil'))}`);
    expect(quiet.status).toBe(200);
    expect(quiet.body).toEqual({ items: [], total: 0 });
    expect(quiet.headers.get('x-total-count')).toBe('0');

    // a value saved (the lab's results changed): the survey is listed again, and the value in the export
    expect((await importOne('5.6')).body).toMatchObject({ saved: true });
    const changed = await surveys(`status=in_progress&${since(beforeImport)}`);
    expect(changed.body.items.map((i) => i.id)).toEqual([s.surveyId]);
    expect(Date.parse(changed.body.items[0]?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(beforeImport));
    const exported = await exportLines(since(beforeImport));
    expect(exported[0]?.endsWith(',updatedBy,changedAt')).toBe(true);
    expect(exported).toHaveLength(2);
    const afterImport = await dbTime('ceil');
    expect(await exportLines(since(afterImport))).toHaveLength(1);
    expect((await surveys(`status=in_progress&${since(afterImport)}`)).body.total).toBe(0);

    // the survey's own row changed (its deadline moved): listed again, its results are not
    await t.db.updateTable('surveys').set({ deadline: daysFromNow(12) }).where('id', '=', s.surveyId).execute();
    expect((await surveys(`status=in_progress&${since(afterImport)}`)).body.items.map((i) => i.id)).toEqual([s.surveyId]);
    expect(await exportLines(since(afterImport))).toHaveLength(1);
    // an update that changes nothing is no change
    const afterMove = await dbTime('ceil');
    await t.db.updateTable('surveys').set({ deadline: daysFromNow(12) }).where('id', '=', s.surveyId).execute();
    expect((await surveys(`status=in_progress&${since(afterMove)}`)).body.total).toBe(0);
    // a '+01:00' offset (sent as %2B) is the same moment
    const local = new Date(Date.parse(afterImport) + 3_600_000).toISOString().replace('Z', '+01:00');
    expect((await surveys(`status=in_progress&updatedSince=${local.replace('+', '%2B')}`)).body.items.map((i) => i.id)).toEqual([s.surveyId]);
  });

  it('lists only the evaluations whose survey or evaluation run changed since a moment', async () => {
    const list = (query: string) => rest<TListEvaluationsOutput & ErrorBody>(app, 'GET', `/labs/${f.labs.plain.id}/evaluations?status=evaluated&${query}`, { token: tokens.admin });
    expect((await list('')).body.items.map((i) => i.id)).toEqual([evaluated]);
    const mark = await dbTime('ceil');
    expect((await list(since(mark))).body).toEqual({ items: [], total: 0 });
    // a new evaluation run finished
    await finishRun(evaluated);
    const listed = await list(since(mark));
    expect(listed.body.items.map((i) => i.id)).toEqual([evaluated]);
    expect(Date.parse(listed.body.items[0]?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(mark) - 1);
  });

  it("lists only the lab's invoices changed since a moment, its documents included", async () => {
    const list = (query: string) => rest<TListInvoicesOutput & ErrorBody>(app, 'GET', `/labs/${f.labs.plain.id}/orders/orgs/${f.org.id}/years/${YEAR}/invoices?${query}`, { token: tokens.admin });
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    const mark = await dbTime('ceil');
    expect((await list(since(mark))).body.total).toBe(0);
    const [late] = all.body.items.filter((i) => i.state === 'late_payment');
    await t.db.updateTable('invoices').set({ paid: true }).where('id', '=', late?.id ?? 0).execute();
    expect((await list(since(mark))).body.items.map((i) => i.id)).toEqual([late?.id]);
    // a document added to the other invoice touches it
    const afterPaid = await dbTime('ceil');
    const paid = all.body.items.find((i) => i.id !== late?.id);
    const file = await t.db.insertInto('files').values({ name: 'a.pdf', mediaType: 'application/pdf', size: 1, sha256: 'x', content: Buffer.from('x'), createdBy: null }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('invoiceDocuments')
      .values({ invoiceId: paid?.id ?? 0, type: 'invoice', name: null, uploaded: true, title: null, ordinal: 1, mediaType: 'application/pdf', size: 1, fileId: file.id })
      .execute();
    expect((await list(since(afterPaid))).body.items.map((i) => i.id)).toEqual([paid?.id]);
    await t.db.updateTable('invoices').set({ paid: false }).where('id', '=', late?.id ?? 0).execute();
  });

  it("lists the organisation's invoices across its labs for its own staff only, with year, state, lab and updatedSince", async () => {
    const list = (query: string, token = tokens.admin) => rest<TOrgInvoicesOutput & ErrorBody>(app, 'GET', `/orgs/${f.org.id}/invoices${query}`, { token });
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/invoices`)).status).toBe(401);
    expect((await list('', tokens.lab)).status).toBe(403);
    expect((await list('', tokens.core)).body.error.type).toBe('authorization_error');
    expect((await list('', tokens.otherAdmin)).status).toBe(403);

    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.headers.get('x-total-count')).toBe('4');
    expect(new Set(all.body.items.map((i) => i.labId))).toEqual(new Set([f.labs.plain.id, f.labs.core.id]));
    expect(all.body.items.find((i) => i.labId === f.labs.core.id)).toMatchObject({ labCode: f.labs.core.shortName, labName: f.labs.core.name, currency: 'HUF' });
    // newest first, then by id: a stable order the pages follow
    const ids = all.body.items.map((i) => i.id);
    expect([...(await list('?limit=2')).body.items, ...(await list('?limit=2&offset=2')).body.items].map((i) => i.id)).toEqual(ids);

    expect((await list(`?year=${YEAR - 1}`)).body.items.map((i) => i.year)).toEqual([YEAR - 1]);
    expect((await list(`?labId=${f.labs.core.id}`)).body.total).toBe(2);
    // each state filter lists exactly the items core's invoiceState puts in it
    let counted = 0;
    for (const state of INVOICE_STATES) {
      const page = await list(`?state=${state}`);
      expect(page.status, state).toBe(200);
      expect(page.body.items.every((i) => i.state === state), state).toBe(true);
      counted += page.body.total;
    }
    expect(counted).toBe(4);
    expect((await list('?state=late_payment')).body.total).toBe(1);
    expect((await list(`?year=${YEAR}&state=payable`)).body.items.map((i) => i.labId)).toEqual([f.labs.core.id]);

    const mark = await dbTime('ceil');
    expect((await list(`?${since(mark)}`)).body.total).toBe(0);
    await t.db.updateTable('invoices').set({ paymentDeadline: `${YEAR}-11-30` }).where('labId', '=', f.labs.core.id).where('year', '=', YEAR).execute();
    expect((await list(`?${since(mark)}`)).body.items.map((i) => i.labId)).toEqual([f.labs.core.id]);
  });

  it('answers malformed filters with 422 naming the field, never 500', async () => {
    const lists = [
      `/labs/${f.labs.plain.id}/surveys`,
      `/labs/${f.labs.plain.id}/evaluations`,
      `/labs/${f.labs.plain.id}/orders/orgs/${f.org.id}/years/${YEAR}/invoices`,
      `/orgs/${f.org.id}/invoices`,
      `/orgs/${f.org.id}/surveys/${s.surveyId}/results.csv`,
    ];
    // a date without a time, no offset, an unencoded '+' (read as a space), not a date, a month 13
    const malformed = ['2030-06-15', '2030-06-15T05:00:00', '2030-06-15T05:00:00+01:00', 'yesterday', '2030-13-01T00:00:00Z'];
    for (const path of lists) {
      for (const value of malformed) {
        const response = await rest<ErrorBody>(app, 'GET', `${path}?updatedSince=${value}`, { token: tokens.admin });
        expect(response.status, `${path} ${value}`).toBe(422);
        expect(response.body.error.param, `${path} ${value}`).toBe('updatedSince');
      }
    }
    const org = (query: string) => rest<ErrorBody>(app, 'GET', `/orgs/${f.org.id}/invoices?${query}`, { token: tokens.admin });
    for (const [query, param] of [
      ['state=overdue', 'state'],
      ['year=twenty', 'year'],
      ['year=1999', 'year'],
      ['labId=0', 'labId'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['offset=-1', 'offset'],
    ] as const) {
      const response = await org(query);
      expect(response.status, query).toBe(422);
      expect(response.body.error.param, query).toBe(param);
    }
    expect((await rest(app, 'GET', '/orgs/abc/invoices', { token: tokens.admin })).status).toBe(422);
  });

  describe('the POST twins of the writes behind GET', () => {
    const same = async (getPath: string, post: { path: string; body?: unknown }, token = tokens.admin) => {
      const viaGet = await rest<ErrorBody>(app, 'GET', getPath, { token });
      const viaPost = await rest<ErrorBody>(app, 'POST', post.path, { token, ...(post.body === undefined ? {} : { body: post.body }) });
      expect(viaPost.status, post.path).toBe(viaGet.status);
      return viaPost;
    };

    it('answers as the GET does, refuses lab users, and reads its fields from the JSON body (422 for a wrong type)', async () => {
      // products: the year in the body; no products last year is the same 422 either way
      const copy = await same(`/orgs/${f.org.id}/products/copy?year=${YEAR + 1}`, { path: `/orgs/${f.org.id}/products/copy`, body: { year: YEAR + 1 } });
      expect(copy.body.error).toMatchObject({ param: 'year' });
      expect((await rest<ErrorBody>(app, 'POST', `/orgs/${f.org.id}/products/copy`, { token: tokens.admin, body: { year: String(YEAR + 1) } })).body.error.param).toBe('year');
      expect((await rest(app, 'POST', `/orgs/${f.org.id}/products/copy`, { token: tokens.lab, body: { year: YEAR + 1 } })).status).toBe(403);

      // orders: everything in the path
      const orders = `/labs/${f.labs.plain.id}/orders/orgs/${f.org.id}/years/${YEAR + 5}/copy`;
      const ordered = await same(orders, { path: orders }, tokens.lab);
      expect(ordered.status).toBeGreaterThanOrEqual(400);
      expect(ordered.status).toBeLessThan(500);

      // sample merges: the surveys in the body
      const merges = await same(`/orgs/${f.org.id}/surveys/import/import_sample_result_merges?surveyId=${s.surveyId}&fromSurveyId=${evaluated}`, {
        path: `/orgs/${f.org.id}/surveys/import/import_sample_result_merges`,
        body: { surveyId: s.surveyId, fromSurveyId: evaluated },
      });
      expect(merges.status).toBe(200);
      expect(merges.body).toMatchObject({ created: 0 });
      const unknown = await rest<ErrorBody>(app, 'POST', `/orgs/${f.org.id}/surveys/import/import_sample_result_merges`, { token: tokens.admin, body: { surveyId: s.surveyId, fromSurveyId: 2_000_000 } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.error.param).toBe('fromSurveyId');
      expect((await rest<ErrorBody>(app, 'POST', `/orgs/${f.org.id}/surveys/import/import_sample_result_merges`, { token: tokens.admin, body: { surveyId: String(s.surveyId), fromSurveyId: evaluated } })).body.error.param).toBe('surveyId');
      expect((await rest(app, 'POST', `/orgs/${f.org.id}/surveys/import/import_sample_result_merges`, { token: tokens.lab, body: { surveyId: s.surveyId, fromSurveyId: evaluated } })).status).toBe(403);

      // the survey settings' jobs: started by POST with the fields in the body
      const jobs = `/orgs/${f.org.id}/surveys_evaluation/${evaluated}`;
      const started = await rest<{ id: number; kind: string } & ErrorBody>(app, 'POST', `${jobs}/import_survey_evaluation`, { token: tokens.admin, body: { labId: f.labs.plain.id } });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ id: expect.any(Number), kind: 'evaluation.import' });
      await app.jobs.idle();
      expect((await rest<ErrorBody>(app, 'POST', `${jobs}/import_survey_evaluation`, { token: tokens.admin, body: { labId: 'all' } })).body.error.param).toBe('labId');
      expect((await rest<ErrorBody>(app, 'POST', `${jobs}/create_survey_documents`, { token: tokens.admin, body: { overwriteDocuments: 'false' } })).body.error.param).toBe('overwriteDocuments');
      expect((await rest<ErrorBody>(app, 'POST', `${jobs}/import_survey_documents`, { token: tokens.admin, body: { userId: f.users.lab.id } })).status).toBe(422);
      for (const action of ['import_survey_evaluation', 'import_survey_documents', 'create_survey_documents']) {
        expect((await rest(app, 'POST', `${jobs}/${action}`, { token: tokens.lab, body: {} })).status, action).toBe(403);
      }

      // the regeneration of a lab's document: a download either way, org users only
      const recreate = `/labs/${f.labs.plain.id}/surveys/documents/recreateDownloadDocument/unknown.pdf`;
      expect((await same(recreate, { path: recreate })).status).toBe(404);
      expect((await rest(app, 'POST', recreate, { token: tokens.lab })).status).toBe(403);
      expect((await rest(app, 'POST', `${recreate}?userId=x`, { token: tokens.admin })).status).toBe(422);
    });

    it('documents the POST twins as the ones integrators use and the GETs as deprecated', async () => {
      const document = await rest<{ paths: Record<string, Record<string, { deprecated?: boolean; operationId?: string }>> }>(app, 'GET', '/openapi.json');
      const twins = [
        `/orgs/{orgId}/products/copy`,
        '/labs/{labId}/orders/orgs/{orgId}/years/{year}/copy',
        '/orgs/{orgId}/surveys/import/import_sample_result_merges',
        '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_evaluation',
        '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_documents',
        '/orgs/{orgId}/surveys_evaluation/{id}/create_survey_documents',
        '/labs/{labId}/surveys/documents/recreateDownloadDocument/{path}',
      ];
      for (const path of twins) {
        const item = document.body.paths[path];
        expect(item?.get?.deprecated, path).toBe(true);
        expect(item?.post, path).toBeDefined();
        expect(item?.post?.deprecated, path).toBeUndefined();
      }
      expect(document.body.paths['/orgs/{orgId}/invoices']?.get?.operationId).toBeDefined();
    });
  });
});
