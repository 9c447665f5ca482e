import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_PASSWORD,
  FIXTURE_VALIDATION_PASSWORD,
  createApiFixture,
  insertLabSurveyStatus,
  insertSurvey,
  type ApiFixture,
} from '@eqa/api/testing/fixtures';
import { mutableClock, rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

interface LabItem {
  id: number;
  shortName: string;
  name: string;
  city: string;
  satelliteConnection: string | null;
  country: { id: string; currency: { id: string } };
  orgs: { id: number }[];
  children: { id: number; shortName: string }[];
  status: { emptyInProgressSurveys: number };
}

const clock = mutableClock('2026-06-15T10:00:00.000Z');
let server: TestServer;
let fx: ApiFixture;
let adminToken: string;
let labToken: string;
let coreToken: string;

async function insertStatsData(): Promise<void> {
  const db = server.db;
  const { plain, core, small, satellite } = fx.labs;
  // in progress: plain has no result (empty), core has results, small has a status row without results
  const running = await insertSurvey(db, {
    orgId: fx.org.id,
    labIds: [plain.id, core.id, small.id],
    startsAt: new Date('2026-06-01T00:01:00Z'),
    endsAt: new Date('2026-06-30T21:59:59Z'),
  });
  await insertLabSurveyStatus(db, { labId: core.id, surveyId: running.surveyId, hasResults: true, at: clock.now() });
  await insertLabSurveyStatus(db, { labId: small.id, surveyId: running.surveyId, hasResults: false, at: clock.now() });
  // upcoming: not in progress yet
  await insertSurvey(db, {
    orgId: fx.org.id,
    labIds: [satellite.id, plain.id],
    startsAt: new Date('2026-07-01T00:01:00Z'),
    endsAt: new Date('2026-07-30T21:59:59Z'),
  });
  // evaluated this year: plain validated and has two not-accepted results in the latest run
  const evaluated = await insertSurvey(db, {
    orgId: fx.org.id,
    labIds: [plain.id],
    startsAt: new Date('2026-01-05T00:01:00Z'),
    endsAt: new Date('2026-02-01T22:59:59Z'),
    evaluatedAt: new Date('2026-03-01T10:00:00Z'),
  });
  await insertLabSurveyStatus(db, {
    labId: plain.id,
    surveyId: evaluated.surveyId,
    hasResults: true,
    validatedAt: new Date('2026-01-20T10:00:00Z'),
    at: clock.now(),
  });
  const parameters = await db
    .insertInto('parameters')
    .values([{ name: { en: 'Glucose' } }, { name: { en: 'Sodium' } }, { name: { en: 'Potassium' } }])
    .returning('id')
    .execute();
  const [p0, p1, p2] = parameters.map((p) => p.id) as [number, number, number];
  const sample = await db.insertInto('samples').values({ surveyId: evaluated.surveyId, name: 'S1' }).returning('id').executeTakeFirstOrThrow();
  const run = async () =>
    db.insertInto('evaluationRuns').values({ surveyId: evaluated.surveyId, kind: 'evaluation', status: 'succeeded' }).returning('id').executeTakeFirstOrThrow();
  const oldRun = await run();
  const latestRun = await run();
  const result = (runId: number, parameterId: number, accepted: boolean) => ({
    runId,
    surveyId: evaluated.surveyId,
    labId: plain.id,
    parameterId,
    sampleId: sample.id,
    value: 5.1,
    accepted,
  });
  await db
    .insertInto('evaluationLabResults')
    .values([
      result(oldRun.id, p0, false),
      result(oldRun.id, p1, false),
      result(oldRun.id, p2, false),
      result(latestRun.id, p0, false),
      result(latestRun.id, p1, false),
      result(latestRun.id, p2, true),
    ])
    .execute();

  // orders: one dirty, one confirmed
  const group = await db.insertInto('productGroups').values({ orgId: fx.org.id, name: { en: 'Chemistry' } }).returning('id').executeTakeFirstOrThrow();
  const product = async (shortName: string) =>
    db
      .insertInto('products')
      .values({ orgId: fx.org.id, productGroupId: group.id, type: 'survey', shortName, name: { en: shortName }, year: 2026 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const [chem, hema] = [await product('CHEM'), await product('HEMA')];
  await db
    .insertInto('orders')
    .values([
      { labId: plain.id, orgId: fx.org.id, year: 2026, productId: chem.id, currencyId: 'HUF', dirty: true },
      { labId: plain.id, orgId: fx.org.id, year: 2026, productId: hema.id, currencyId: 'HUF', dirty: false },
    ])
    .execute();
  // invoices: unpaid and late, unpaid and not yet due, paid, cancelled
  const invoice = (annualNumber: number, paymentDeadline: string, extra: { paid?: boolean; cancelled?: boolean } = {}) => ({
    orgId: fx.org.id,
    labId: plain.id,
    year: 2026,
    annualNumber,
    paymentDeadline,
    total: 1000,
    currencyId: 'HUF',
    ...extra,
  });
  await db
    .insertInto('invoices')
    .values([
      invoice(1, '2026-05-01'),
      invoice(2, '2026-07-01'),
      invoice(3, '2026-05-01', { paid: true }),
      invoice(4, '2026-05-01', { cancelled: true }),
    ])
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ wallClock: clock });
  fx = await createApiFixture(server.db);
  await insertStatsData();
  adminToken = await signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD);
  labToken = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD);
  coreToken = await signIn(server, fx.users.coreLab.username, FIXTURE_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /labs', () => {
  it('pages the labs of an org user by numeric QC code and sends X-Total-Count', async () => {
    const first = await rest<{ items: LabItem[]; total: number }>(server, 'GET', '/labs?offset=0&limit=2', { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('4');
    expect(first.body.total).toBe(4);
    expect(first.body.items.map((l) => l.shortName)).toEqual(['99', '1042']);
    const second = await rest<{ items: LabItem[] }>(server, 'GET', '/labs?offset=2&limit=2', { token: adminToken });
    expect(second.body.items.map((l) => l.shortName)).toEqual(['1043', '1107']);
    const core = first.body.items[1];
    expect(core).toMatchObject({
      satelliteConnection: 'parent_lab',
      country: { id: 'HU', currency: { id: 'HUF' } },
      orgs: [{ id: fx.org.id }],
      // the satellite's only survey has not started: nothing open
      children: [{ id: fx.labs.satellite.id, shortName: '1043', surveys: { open: 0, empty: 0, unvalidated: 0 } }],
      status: { emptyInProgressSurveys: 0 },
    });
  });

  it('sorts on the server by QC code, name or city, either way, and pages in that order (issue 32)', async () => {
    const codes = async (query: string) => (await rest<{ items: LabItem[] }>(server, 'GET', `/labs?${query}`, { token: adminToken })).body.items.map((l) => l.shortName);
    expect(await codes('sort=-shortName')).toEqual(['1107', '1043', '1042', '99']);
    expect(await codes('sort=name')).toEqual(['1042', '99', '1043', '1107']);
    // folded: Győr sorts as gyor, Makó as mako
    expect(await codes('sort=city')).toEqual(['1107', '99', '1043', '1042']);
    expect(await codes('sort=-city&offset=1&limit=2')).toEqual(['1043', '99']);
    const viaTrpc = await trpcClient(server, { token: adminToken }).labs.list.query({ sort: '-name', limit: 2 });
    expect(viaTrpc.items.map((l) => l.shortName)).toEqual(['1107', '1043']);
    const refused = await rest<{ error: { param?: string } }>(server, 'GET', '/labs?sort=country', { token: adminToken });
    expect(refused.status).toBe(422);
    expect(refused.body.error.param).toBe('sort');
  });

  it('searches QC code, name and city ignoring case and accents', async () => {
    const search = async (query: string) =>
      (await rest<{ items: LabItem[] }>(server, 'GET', `/labs?query=${encodeURIComponent(query)}`, { token: adminToken })).body.items.map((l) => l.shortName);
    expect(await search('GYOR')).toEqual(['99']);
    expect(await search('győr')).toEqual(['99']);
    expect(await search('szeged')).toEqual(['1042']);
    expect(await search('mako')).toEqual(['1043']);
    expect(await search('104')).toEqual(['1042', '1043']);
    expect(await search('aladar')).toEqual(['99']);
    expect(await search('%')).toEqual([]);
  });

  it('filters parent labs and labs with empty in-progress surveys (snake_case or camelCase query keys)', async () => {
    const core = await rest<{ items: LabItem[]; total: number }>(server, 'GET', '/labs?core_labs_only=true', { token: adminToken });
    expect(core.body.items.map((l) => l.shortName)).toEqual(['1042']);
    const coreCamel = await rest<{ items: LabItem[] }>(server, 'GET', '/labs?coreLabsOnly=1', { token: adminToken });
    expect(coreCamel.body.items.map((l) => l.shortName)).toEqual(['1042']);
    const notFiltered = await rest<{ total: number }>(server, 'GET', '/labs?core_labs_only=false', { token: adminToken });
    expect(notFiltered.body.total).toBe(4);

    const empty = await rest<{ items: LabItem[] }>(server, 'GET', '/labs?empty_surveys_only=true', { token: adminToken });
    expect(empty.headers.get('x-total-count')).toBe('2');
    expect(empty.body.items.map((l) => [l.shortName, l.status.emptyInProgressSurveys])).toEqual([
      ['99', 1],
      ['1107', 1],
    ]);
    const viaTrpc = await trpcClient(server, { token: adminToken }).labs.list.query({ emptySurveysOnly: true, query: 'budapest' });
    expect(viaTrpc.items.map((l) => l.shortName)).toEqual(['1107']);
    expect(viaTrpc.total).toBe(1);
  });

  it('shows a core lab its own lab and satellites, and forbids plain lab users', async () => {
    const core = await rest<{ items: LabItem[] }>(server, 'GET', '/labs', { token: coreToken });
    expect(core.body.items.map((l) => l.shortName)).toEqual(['1042', '1043']);
    const lab = await rest(server, 'GET', '/labs', { token: labToken });
    expect(lab.status).toBe(403);
    expect(lab.body).toMatchObject({ error: { type: 'authorization_error' } });
  });

  it('refuses a limit above 200 with 422 param limit', async () => {
    const response = await rest(server, 'GET', '/labs?limit=500', { token: adminToken });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { param: 'limit', type: 'constraint_violation_error' } });
  });
});

describe('GET /labs/{labId} permissions', () => {
  it('lets a lab user read only their own lab', async () => {
    const own = await rest<LabItem>(server, 'GET', `/labs/${fx.labs.plain.id}`, { token: labToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: fx.labs.plain.id, shortName: '1107', city: 'Budapest' });
    const other = await rest(server, 'GET', `/labs/${fx.labs.core.id}`, { token: labToken });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: { message: 'You may not access this laboratory', type: 'authorization_error' } });
    expect((await rest(server, 'GET', '/labs/999999', { token: labToken })).status).toBe(403);
  });

  it('lets a core lab read its satellite and an org user any lab of the org, not of another org', async () => {
    expect((await rest(server, 'GET', `/labs/${fx.labs.satellite.id}`, { token: coreToken })).status).toBe(200);
    expect((await rest(server, 'GET', `/labs/${fx.labs.plain.id}`, { token: coreToken })).status).toBe(403);
    expect((await rest(server, 'GET', `/labs/${fx.labs.satellite.id}`, { token: adminToken })).status).toBe(200);
    expect((await rest(server, 'GET', `/labs/${fx.labs.foreign.id}`, { token: adminToken })).status).toBe(403);
    const missing = await rest(server, 'GET', '/labs/999999', { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { message: 'Lab not found', type: 'not_found_error' } });
  });
});

describe('GET /labs/{labId}/stats', () => {
  it('counts the badges from surveys, the survey-lab status, evaluations, orders and invoices', async () => {
    const stats = await rest(server, 'GET', `/labs/${fx.labs.plain.id}/stats`, { token: labToken });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      inProgressSurveysWithoutValidation: 1,
      evaluationErrors: 2,
      dirtyOrders: 1,
      unpaidInvoices: 2,
      lateInvoicePayments: 1,
      surveysWithInvalidResultsInCurrentYear: 1,
    });
  });

  it('answers as of the clock: next year the evaluation errors no longer count', async () => {
    clock.set('2027-01-10T10:00:00.000Z');
    try {
      // the sessions of 2026 have expired by then: sign in again
      const token = await signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD);
      const stats = await trpcClient(server, { token }).labs.stats.query({ labId: fx.labs.plain.id });
      expect(stats).toMatchObject({ inProgressSurveysWithoutValidation: 0, evaluationErrors: 0, surveysWithInvalidResultsInCurrentYear: 0, lateInvoicePayments: 2 });
    } finally {
      clock.set('2026-06-15T10:00:00.000Z');
    }
  });

  it('is forbidden for another lab', async () => {
    expect((await rest(server, 'GET', `/labs/${fx.labs.core.id}/stats`, { token: labToken })).status).toBe(403);
  });
});

describe('lab validation password', () => {
  it('changes with the right current password; a wrong one is 422 currentPassword, a short new one 422 newPassword', async () => {
    const path = `/labs/${fx.labs.plain.id}/change_password`;
    const wrong = await rest(server, 'POST', path, { token: labToken, body: { currentPassword: '0000', newPassword: '5678' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ error: { param: 'currentPassword', type: 'validationPasswordChange.invalidCurrentPassword' } });
    const short = await rest(server, 'POST', path, { token: labToken, body: { currentPassword: FIXTURE_VALIDATION_PASSWORD, newPassword: '123' } });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ error: { message: 'At least 4 characters', param: 'newPassword', type: 'validationPasswordFormatHelpText' } });
    const ok = await rest(server, 'POST', path, { token: labToken, body: { currentPassword: FIXTURE_VALIDATION_PASSWORD, newPassword: '5678' } });
    expect(ok.status).toBe(200);
    const back = await rest(server, 'POST', path, { token: labToken, body: { currentPassword: '5678', newPassword: FIXTURE_VALIDATION_PASSWORD } });
    expect(back.status).toBe(200);
  });

  it('cannot be changed by a core lab for its satellite, nor by a lab user for another lab', async () => {
    const body = { currentPassword: FIXTURE_VALIDATION_PASSWORD, newPassword: '5678' };
    expect((await rest(server, 'POST', `/labs/${fx.labs.satellite.id}/change_password`, { token: coreToken, body })).status).toBe(403);
    expect((await rest(server, 'POST', `/labs/${fx.labs.core.id}/change_password`, { token: labToken, body })).status).toBe(403);
  });

  it('forgotten: mails a one-time reset link through the outbox and the e-mail job; the link sets a new password', async () => {
    const requested = await rest(server, 'POST', `/labs/${fx.labs.plain.id}/forgot_validation_password`, { token: labToken });
    expect(requested.status).toBe(200);
    await server.jobs.idle();

    const mail = await server.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'validation_password_reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // the disabled user of the lab gets nothing
    expect(mail.toAddresses).toEqual([`${fx.users.lab.username}@lab.example.org`]);
    expect(mail.status).toBe('sent');
    expect((await readdir(server.mailDir)).some((f) => f.endsWith('.eml'))).toBe(true);
    const match = new RegExp(`/labs/${fx.labs.plain.id}/reset_validation_password/([A-Za-z0-9_-]+)`).exec(mail.textBody);
    expect(match).not.toBeNull();
    const token = match?.[1] ?? '';
    const stored = await server.db.selectFrom('passwordResetTokens').selectAll().where('labId', '=', fx.labs.plain.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'validation', userId: fx.users.lab.id, usedAt: null });
    expect(stored[0]?.tokenHash).not.toBe(token);

    // public: no token needed
    const wrongLab = await rest(server, 'POST', `/labs/${fx.labs.core.id}/set_new_password`, { body: { token, newPassword: '2468' } });
    expect(wrongLab.status).toBe(422);
    expect(wrongLab.body).toMatchObject({ error: { param: 'token' } });
    const set = await rest(server, 'POST', `/labs/${fx.labs.plain.id}/set_new_password`, { body: { token, newPassword: '2468' } });
    expect(set.status).toBe(200);
    const again = await rest(server, 'POST', `/labs/${fx.labs.plain.id}/set_new_password`, { body: { token, newPassword: '1357' } });
    expect(again.status).toBe(422);

    const changed = await rest(server, 'POST', `/labs/${fx.labs.plain.id}/change_password`, {
      token: labToken,
      body: { currentPassword: '2468', newPassword: FIXTURE_VALIDATION_PASSWORD },
    });
    expect(changed.status).toBe(200);
  });

  it('forgotten: an expired link no longer works', async () => {
    await rest(server, 'POST', `/labs/${fx.labs.core.id}/forgot_validation_password`, { token: coreToken });
    const mail = await server.db.selectFrom('emailOutbox').select('textBody').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const token = /reset_validation_password\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] ?? '';
    clock.advance(24 * 3_600_000 + 1000);
    try {
      const expired = await rest(server, 'POST', `/labs/${fx.labs.core.id}/set_new_password`, { body: { token, newPassword: '2468' } });
      expect(expired.status).toBe(422);
    } finally {
      clock.set('2026-06-15T10:00:00.000Z');
    }
  });

  it('forgotten: 422 param email when no user of the lab has an address', async () => {
    const response = await rest(server, 'POST', `/labs/${fx.labs.small.id}/forgot_validation_password`, { token: adminToken });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { param: 'email' } });
  });
});

describe('a laboratory of a country without a suggested currency (issue 33: the whole ISO list)', () => {
  it('is found, listed and answered with the currency its organisation bills its country in', async () => {
    const db = server.db;
    await db.insertInto('orgCountries').values({ orgId: fx.org.id, countryId: 'NO', currencyId: 'NOK' }).onConflict((oc) => oc.columns(['orgId', 'countryId']).doUpdateSet({ currencyId: 'NOK' })).execute();
    const lab = await db
      .insertInto('labs')
      .values({ shortName: '9901', name: 'Fjordsyke Medical Laboratory', city: 'Oslo', address: 'Kirkeveien 166', zipCode: '0450', countryId: 'NO', satelliteConnection: null, parentLabId: null, validationPasswordHash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('orgLabs').values({ orgId: fx.org.id, labId: lab.id }).execute();
    expect((await db.selectFrom('countries').select('currencyId').where('id', '=', 'NO').executeTakeFirstOrThrow()).currencyId).toBeNull();

    const one = await rest<LabItem>(server, 'GET', `/labs/${lab.id}`, { token: adminToken });
    expect(one.status).toBe(200);
    expect(one.body.country).toMatchObject({ id: 'NO', currency: { id: 'NOK' } });
    const list = await rest<{ items: LabItem[] }>(server, 'GET', '/labs?query=Fjordsyke', { token: adminToken });
    expect(list.body.items.map((item) => [item.id, item.country.currency.id])).toEqual([[lab.id, 'NOK']]);
  });
});

describe('the satellites of a core lab (issue 32: the satellite list shows their surveys)', () => {
  it('counts each satellite’s surveys in progress, those without a result and those not validated', async () => {
    const db = server.db;
    const { satellite, core } = fx.labs;
    const survey = (labIds: number[], endsAt = '2026-06-30T21:59:59Z') =>
      insertSurvey(db, { orgId: fx.org.id, labIds, startsAt: new Date('2026-06-02T00:01:00Z'), endsAt: new Date(endsAt) });
    // in progress: one without any result, one with results not validated, one validated; one ended
    await survey([satellite.id]);
    const entered = await survey([satellite.id]);
    await insertLabSurveyStatus(db, { labId: satellite.id, surveyId: entered.surveyId, hasResults: true, at: clock.now() });
    const validated = await survey([satellite.id]);
    await insertLabSurveyStatus(db, { labId: satellite.id, surveyId: validated.surveyId, hasResults: true, validatedAt: new Date('2026-06-10T10:00:00Z'), at: clock.now() });
    await survey([satellite.id], '2026-06-10T21:59:59Z');

    const lab = await rest<LabItem & { children: Array<{ id: number; surveys: { open: number; empty: number; unvalidated: number } }> }>(server, 'GET', `/labs/${core.id}`, {
      token: coreToken,
    });
    expect(lab.status).toBe(200);
    expect(lab.body.children).toEqual([expect.objectContaining({ id: satellite.id, surveys: { open: 3, empty: 1, unvalidated: 2 } })]);
  });
});
