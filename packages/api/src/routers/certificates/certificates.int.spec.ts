import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createScheme, createSurvey, submitResults, type SurveyFixture } from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { daysFromNow } from '../../testing/survey-test-helpers';
import { insertAcceptedContract } from '../../testing/survey-fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import type { TCertificate, TCertificateList, TCertificateVerification, TIssueCertificatesOutput } from '../../services/certificates/certificate.types';
import type { TAppeal, TAppealList, TLabAppealsOutput } from '../../services/appeals/appeal.types';
import type { TCorrectiveAction, TCorrectiveActionList } from '../../services/corrective-actions/corrective-action.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

/**
 * Issue 35 "What it must show" (integration): publishing the year's last evaluation issues the
 * labs' certificates; a code verifies signed out (current); an upheld appeal whose correction is
 * re-evaluated and published again issues a new version and the old code answers "replaced"; an
 * appeal after the window is 422 with the closing day; another lab's appeals and corrective actions
 * are 403.
 */
const YEAR = 2031;
let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
let admin = '';
let lab = '';
let satellite = '';
let survey: SurveyFixture;
let labIds: number[] = [];
let schemeVersionId = 0;

const orgPath = () => `/orgs/${s.f.org.id}`;
const plainId = () => s.f.labs.plain.id;

/** The configuration page's autosave of the survey (publishing its evaluation date). */
const putSurvey = (body: Record<string, unknown>) =>
  rest<ErrorBody>(app, 'PUT', `${orgPath()}/surveys/${survey.surveyId}`, { token: admin, body: { schemeVersionId, roundId: survey.roundId, ...body } });

const evaluate = async () => {
  const started = await rest(app, 'POST', `${orgPath()}/surveys/${survey.surveyId}/evaluate`, { token: admin, body: { kind: 'evaluation' } });
  expect(started.status).toBe(200);
  await app.jobs.idle();
};

const publish = async () => {
  const published = await putSurvey({ evaluatedAt: TEST_NOW.toISOString() });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  await app.jobs.idle();
};

const certificatesOf = async (token: string, labId: number) => {
  const response = await rest<TCertificateList>(app, 'GET', `/labs/${labId}/certificates?year=${YEAR}`, { token });
  expect(response.status).toBe(200);
  return response.body.items;
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString(), publicUrl: 'https://eqa.example.org' } });
  s = await createEvaluationScenario(t.db);
  admin = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  lab = await signIn(app, s.f.users.lab.username, FIXTURE_PASSWORD);
  satellite = await signIn(app, s.f.users.satellite.username, FIXTURE_PASSWORD);
  // a scheme scored by z (σpt 10 % of the reference value), the only survey of its org in YEAR
  ({ schemeVersionId } = await createScheme(t.db, s.f.org.id, s.catalog, { sigmaPtPercent: 10 }));
  labIds = [plainId(), ...s.extraLabs.slice(0, 7)];
  await insertAcceptedContract(t.db, { labId: plainId(), orgId: s.f.org.id, year: YEAR, acceptedAt: daysFromNow(-60) });
  survey = await createSurvey(t.db, {
    orgId: s.f.org.id,
    schemeVersionId,
    catalog: s.catalog,
    labIds,
    startsAt: daysFromNow(-30),
    endsAt: daysFromNow(-3),
    targets: [
      { referenceValue: 5, acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 },
      { referenceValue: 9, acceptanceMin: 8.2, acceptanceMax: 9.8, target: 9 },
    ],
    year: YEAR,
  });
  // the plain lab's first value is 6.6: z = (6.6 − 5) / 0.5 = 3.2, unsatisfactory
  for (const [i, labId] of labIds.entries()) {
    await submitResults(t.db, {
      labId,
      surveyId: survey.surveyId,
      resultGroupId: survey.resultGroupIds.get(labId)!,
      catalog: s.catalog,
      sampleIds: survey.sampleIds,
      numeric: labId === plainId() ? [6.6, 9] : [5 + (i % 3) * 0.05, 9 - (i % 3) * 0.05],
      validate: true,
      at: daysFromNow(-4),
    });
  }
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

let first: TCertificate;

describe('certificates (issue 35)', () => {
  it("issues every lab's certificate when the year's last evaluation is published", async () => {
    expect(await certificatesOf(lab, plainId())).toEqual([]);
    await evaluate();
    await publish();
    const [certificate, ...others] = await certificatesOf(lab, plainId());
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({ year: YEAR, labId: plainId(), version: 1, state: 'current' });
    expect(certificate!.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(certificate!.downloadPath).toBe(`/api/v1/labs/${plainId()}/certificates/${certificate!.id}/content`);
    expect(certificate!.schemes).toHaveLength(1);
    expect(certificate!.schemes[0]).toMatchObject({ rounds: [expect.any(String)], roundsOnTime: 1, results: 2, satisfactory: 1, unsatisfactory: 1, satisfactoryShare: 0.5, participation: true });
    first = certificate!;
    const all = await t.db.selectFrom('certificates').select('labId').where('orgId', '=', s.f.org.id).where('year', '=', YEAR).execute();
    expect(all.map((row) => row.labId).sort((a, b) => a - b)).toEqual([...labIds].sort((a, b) => a - b));
  });

  it('serves the PDF in the lab language with the verification code', async () => {
    const response = await fetch(`${app.url}${first.downloadPath}?locale=hu`, { headers: { authorization: `Bearer ${lab}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Részvételi és teljesítménytanúsítvány');
    expect(text).toContain(first.verificationCode.slice(0, 4));
    expect(text).toContain(`https://eqa.example.org/verify/${first.verificationCode}`);
    // another lab's user may not read it
    const foreign = await fetch(`${app.url}${first.downloadPath}`, { headers: { authorization: `Bearer ${satellite}` } });
    expect(foreign.status).toBe(403);
  });

  it('verifies the code signed out: current; an unknown code is 404', async () => {
    const verified = await rest<TCertificateVerification>(app, 'GET', `/certificates/verify/${first.verificationCode.toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ labName: s.f.labs.plain.name, labCode: s.f.labs.plain.shortName, year: YEAR, version: 1, state: 'current', replacedAt: null });
    expect(verified.body.schemes).toHaveLength(1);
    const unknown = await rest<ErrorBody>(app, 'GET', '/certificates/verify/00000000000000000000');
    expect(unknown.status).toBe(404);
    const malformed = await rest<ErrorBody>(app, 'GET', '/certificates/verify/nope');
    expect(malformed.status).toBe(404);
    // tRPC signed out answers the same
    expect(await trpcClient(app, {}).certificates.verify.query({ code: first.verificationCode })).toMatchObject({ state: 'current' });
  });

  it('keeps the certificate when staff issue again and nothing changed', async () => {
    const again = await rest<TIssueCertificatesOutput>(app, 'POST', `${orgPath()}/certificates`, { token: admin, body: { year: YEAR } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ issued: [], unchanged: labIds.length });
    const refused = await rest<ErrorBody>(app, 'POST', `${orgPath()}/certificates`, { token: lab, body: { year: YEAR } });
    expect(refused.status).toBe(403);
    // a JSON body keeps its JSON types (issue 30): a year as text is refused
    const text = await rest<ErrorBody>(app, 'POST', `${orgPath()}/certificates`, { token: admin, body: { year: String(YEAR) } });
    expect(text.status).toBe(422);
    expect(text.body.error.param).toBe('year');
  });
});

let appeal: TAppeal;

describe('appeals and the certificate that follows (issue 35)', () => {
  it('lets the lab appeal an evaluated result within the window, and mails the staff', async () => {
    const mails = async () => (await t.db.selectFrom('emailOutbox').select('id').where('kind', '=', 'appeal_filed').execute()).length;
    const before = await mails();
    const filed = await rest<TAppeal>(app, 'POST', `/labs/${plainId()}/surveys/${survey.surveyId}/appeals`, {
      token: lab,
      body: { parameterId: s.catalog.numericParameterId, sampleId: survey.sampleIds[0], reason: 'Our value was transcribed with the wrong unit.' },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body).toMatchObject({ state: 'submitted', parameterId: s.catalog.numericParameterId, sampleId: survey.sampleIds[0], response: null, respondedAt: null });
    expect(filed.body.history).toEqual([expect.objectContaining({ state: 'submitted', userName: s.f.users.lab.username })]);
    appeal = filed.body;
    expect(await mails()).toBe(before + 1);
    // one open appeal per result
    const twice = await rest<ErrorBody>(app, 'POST', `/labs/${plainId()}/surveys/${survey.surveyId}/appeals`, {
      token: lab,
      body: { parameterId: s.catalog.numericParameterId, sampleId: survey.sampleIds[0], reason: 'Once more with feeling, please.' },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.error.type).toBe('appeals.errors.alreadyOpen');
  });

  it('refuses other labs (403) and moves only along the state machine', async () => {
    const foreign = await rest<ErrorBody>(app, 'GET', `/labs/${plainId()}/surveys/${survey.surveyId}/appeals`, { token: satellite });
    expect(foreign.status).toBe(403);
    const foreignFile = await rest<ErrorBody>(app, 'POST', `/labs/${plainId()}/surveys/${survey.surveyId}/appeals`, {
      token: satellite,
      body: { parameterId: s.catalog.numericParameterId, reason: 'Not our lab but we appeal anyway.' },
    });
    expect(foreignFile.status).toBe(403);
    const byLab = await rest<ErrorBody>(app, 'PATCH', `${orgPath()}/appeals/${appeal.id}`, { token: lab, body: { state: 'upheld', response: 'Self-service' } });
    expect(byLab.status).toBe(403);
    const skip = await rest<ErrorBody>(app, 'PATCH', `${orgPath()}/appeals/${appeal.id}`, { token: admin, body: { state: 'upheld', response: 'Too quick' } });
    expect(skip.status).toBe(422);
    expect(skip.body.error).toMatchObject({ param: 'state', type: 'appeals.errors.invalidTransition', message: 'An appeal cannot move from submitted to upheld.' });
  });

  it('staff review and uphold it; the lab reads the response and the history', async () => {
    const queue = await rest<TAppealList>(app, 'GET', `${orgPath()}/appeals?state=submitted`, { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((a) => a.id)).toContain(appeal.id);
    expect((await rest(app, 'PATCH', `${orgPath()}/appeals/${appeal.id}`, { token: admin, body: { state: 'in_review' } })).status).toBe(200);
    const noResponse = await rest<ErrorBody>(app, 'PATCH', `${orgPath()}/appeals/${appeal.id}`, { token: admin, body: { state: 'upheld' } });
    expect(noResponse.status).toBe(422);
    expect(noResponse.body.error).toMatchObject({ param: 'response', type: 'appeals.errors.responseRequired' });
    const upheld = await rest<TAppeal>(app, 'PATCH', `${orgPath()}/appeals/${appeal.id}`, { token: admin, body: { state: 'upheld', response: 'Upheld: the corrected value is re-evaluated.' } });
    expect(upheld.status).toBe(200);
    expect(upheld.body.history.map((e) => e.state)).toEqual(['submitted', 'in_review', 'upheld']);
    const mine = await rest<TLabAppealsOutput>(app, 'GET', `/labs/${plainId()}/surveys/${survey.surveyId}/appeals`, { token: lab });
    expect(mine.status).toBe(200);
    expect(mine.body.items[0]).toMatchObject({ id: appeal.id, state: 'upheld', response: 'Upheld: the corrected value is re-evaluated.' });
    expect(mine.body.windowOpen).toBe(true);
    expect(await t.db.selectFrom('emailOutbox').select('id').where('kind', '=', 'appeal_changed').execute()).toHaveLength(2);
  });

  it('re-evaluating the corrected result reissues the certificate; the old code answers replaced', async () => {
    // staff reopen, correct the value (5.1 instead of 6.6), run the evaluation again and publish it
    expect((await putSurvey({ evaluatedAt: null })).status).toBe(200);
    await submitResults(t.db, {
      labId: plainId(),
      surveyId: survey.surveyId,
      resultGroupId: survey.resultGroupIds.get(plainId())!,
      catalog: s.catalog,
      sampleIds: survey.sampleIds,
      numeric: [5.1, 9],
      validate: true,
      at: daysFromNow(-4),
    });
    await evaluate();
    await publish();
    const [current, old] = await certificatesOf(lab, plainId());
    expect(current).toMatchObject({ version: 2, state: 'current' });
    expect(current!.schemes[0]).toMatchObject({ results: 2, satisfactory: 2, unsatisfactory: 0, satisfactoryShare: 1 });
    expect(old).toMatchObject({ id: first.id, version: 1, state: 'replaced', verificationCode: first.verificationCode });
    expect(current!.verificationCode).not.toBe(first.verificationCode);
    const replaced = await rest<TCertificateVerification>(app, 'GET', `/certificates/verify/${first.verificationCode}`);
    expect(replaced.body).toMatchObject({ state: 'replaced', version: 1 });
    expect(replaced.body.replacedAt).not.toBeNull();
    expect((await rest<TCertificateVerification>(app, 'GET', `/certificates/verify/${current!.verificationCode}`)).body).toMatchObject({ state: 'current', version: 2 });
    // the other labs' certificates did not change
    const versions = await t.db.selectFrom('certificates').select(['labId', 'version']).where('orgId', '=', s.f.org.id).where('year', '=', YEAR).where('labId', '<>', plainId()).execute();
    expect(versions.every((row) => row.version === 1)).toBe(true);
  });

  it('refuses an appeal after the window with the day it closed (422)', async () => {
    // the scenario's evaluated survey was published 10 days ago; an org window of 7 days has closed
    const rules = await rest(app, 'PUT', `${orgPath()}/quality_rules`, { token: admin, body: { satisfactoryLimit: 2, actionLimit: 3, minReturnedShare: 0.8, appealWindowDays: 7 } });
    expect(rules.status).toBe(200);
    const evaluatedAt = (await t.db.selectFrom('surveys').select('evaluatedAt').where('id', '=', s.evaluated.surveyId).executeTakeFirstOrThrow()).evaluatedAt!;
    const closedOn = new Date(evaluatedAt.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const late = await rest<ErrorBody & { error: { params?: Record<string, string> } }>(app, 'POST', `/labs/${plainId()}/surveys/${s.evaluated.surveyId}/appeals`, {
      token: lab,
      body: { parameterId: s.catalog.numericParameterId, reason: 'We noticed the problem too late.' },
    });
    expect(late.status).toBe(422);
    expect(late.body.error).toMatchObject({ param: 'surveyId', type: 'appeals.errors.windowClosed', message: `The appeal window closed on ${closedOn}.` });
    const wrongRules = await rest<ErrorBody>(app, 'PUT', `${orgPath()}/quality_rules`, { token: admin, body: { satisfactoryLimit: 3, actionLimit: 2, minReturnedShare: 0.8, appealWindowDays: 7 } });
    expect(wrongRules.status).toBe(422);
    expect(wrongRules.body.error).toMatchObject({ param: 'actionLimit', type: 'certificates.errors.actionLimitBelowSatisfactory' });
    await rest(app, 'PUT', `${orgPath()}/quality_rules`, { token: admin, body: { satisfactoryLimit: 2, actionLimit: 3, minReturnedShare: 0.8, appealWindowDays: 21 } });
  });
});

describe('corrective actions (issue 35)', () => {
  const path = () => `/labs/${plainId()}/surveys/${s.evaluated.surveyId}/parameters/${s.catalog.numericParameterId}/corrective_actions`;
  let action: TCorrectiveAction;

  it('records an action for a result outside the acceptance range, lists it open, closes it with the check', async () => {
    // the scenario's plain lab reported 5.8 on sample 1 of the evaluated survey, outside 4.5–5.5
    const created = await rest<TCorrectiveAction>(app, 'POST', path(), {
      token: lab,
      body: { rootCause: 'reagent', findings: 'The reagent lot had degraded.', action: 'New lot, recalibrated.', responsible: 'Kovács Éva', dueAt: '2030-07-01' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ rootCause: 'reagent', status: 'open', closedAt: null, effective: null, dueAt: '2030-07-01' });
    action = created.body;
    const open = await rest<TCorrectiveActionList>(app, 'GET', `/labs/${plainId()}/corrective_actions?status=open`, { token: lab });
    expect(open.body.items.map((a) => a.id)).toEqual([action.id]);
    const badCause = await rest<ErrorBody>(app, 'POST', path(), { token: lab, body: { rootCause: 'bad_luck', findings: 'x', action: 'y', responsible: 'z', dueAt: null } });
    expect(badCause.status).toBe(422);
    expect(badCause.body.error.param).toBe('rootCause');
    const closeWithoutCheck = await rest<ErrorBody>(app, 'PATCH', `${path()}/${action.id}`, { token: lab, body: { closedAt: '2030-09-01' } });
    expect(closeWithoutCheck.status).toBe(422);
    expect(closeWithoutCheck.body.error).toMatchObject({ param: 'effective', type: 'correctiveActions.errors.effectivenessRequired' });
    const textual = await rest<ErrorBody>(app, 'PATCH', `${path()}/${action.id}`, { token: lab, body: { closedAt: '2030-09-01', effective: 'true' } });
    expect(textual.status).toBe(422);
    expect(textual.body.error.param).toBe('effective');
    const closed = await rest<TCorrectiveAction>(app, 'PATCH', `${path()}/${action.id}`, { token: lab, body: { closedAt: '2030-09-01', effective: true } });
    expect(closed.body).toMatchObject({ status: 'closed', effective: true });
    expect((await rest<TCorrectiveActionList>(app, 'GET', `/labs/${plainId()}/corrective_actions?status=open`, { token: lab })).body.items).toEqual([]);
  });

  it('refuses an action where the result was satisfactory (422) and another lab (403)', async () => {
    const otherParameter = `/labs/${plainId()}/surveys/${survey.surveyId}/parameters/${s.catalog.numericParameterId}/corrective_actions`;
    const notNeeded = await rest<ErrorBody>(app, 'POST', otherParameter, { token: lab, body: { rootCause: 'clerical', findings: 'x', action: 'y', responsible: 'z', dueAt: null } });
    expect(notNeeded.status).toBe(422);
    expect(notNeeded.body.error).toMatchObject({ param: 'paramId', type: 'correctiveActions.errors.notNeeded' });
    expect((await rest(app, 'GET', path(), { token: satellite })).status).toBe(403);
    expect((await rest(app, 'GET', `/labs/${plainId()}/corrective_actions`, { token: satellite })).status).toBe(403);
    expect((await rest(app, 'POST', path(), { token: satellite, body: { rootCause: 'clerical', findings: 'x', action: 'y', responsible: 'z', dueAt: null } })).status).toBe(403);
    // staff read them, and the root causes per scheme
    expect((await rest<TCorrectiveActionList>(app, 'GET', path(), { token: admin })).body.items).toHaveLength(1);
    const causes = await rest<{ items: Array<{ rootCause: string; count: number }> }>(app, 'GET', `${orgPath()}/corrective_actions/root_causes?year=2030`, { token: admin });
    expect(causes.body.items).toEqual([expect.objectContaining({ rootCause: 'reagent', count: 1 })]);
  });

  it("makes the PDF of a year's actions", async () => {
    const response = await fetch(`${app.url}/api/v1/labs/${plainId()}/corrective_actions/pdf?year=2030&locale=hu`, { headers: { authorization: `Bearer ${lab}` } });
    expect(response.status).toBe(200);
    const text = await extractPdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Helyesbítő intézkedések');
    expect(text).toContain('Kovács Éva');
    expect(text).toContain('hatékony');
  });
});
