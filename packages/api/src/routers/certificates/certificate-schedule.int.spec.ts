import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createScheme, createSurvey, submitResults, type SurveyFixture } from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { daysFromNow } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import type { TCertificateList } from '../../services/certificates/certificate.types';
import type { TSweepOutput } from '../../services/notifications/notifications.types';

/**
 * Issue 35, an evaluation published for a later date (docs/decisions/certificates.md "Publication
 * dated ahead"): publishing the year's last evaluation for tomorrow issues nothing today, not even
 * on a sweep; once the business clock passes that date the time-driven sweep (here staff's "run
 * now", which runs the same db issueScheduledCertificates) issues the year's certificates once: a
 * second sweep, and two sweeps at the same time on two server instances, add nothing.
 */
const YEAR = 2031;
let t: TestDatabase;
let app: TestApp;
let second: TestApp;
let s: EvaluationScenario;
let admin = '';
let lab = '';
let survey: SurveyFixture;
let labIds: number[] = [];
let schemeVersionId = 0;
const tomorrow = daysFromNow(1);
const dayAfter = daysFromNow(2);

const orgPath = () => `/orgs/${s.f.org.id}`;
const plainId = () => s.f.labs.plain.id;

const sweep = (at: Date | null, on: TestApp = app) =>
  rest<TSweepOutput>(on, 'POST', `${orgPath()}/notifications/sweep`, { token: admin, ...(at ? { headers: { 'x-demo-date': at.toISOString() } } : {}) });

const certificateRows = () => t.db.selectFrom('certificates').select(['labId', 'version', 'issuedAt']).where('orgId', '=', s.f.org.id).where('year', '=', YEAR).orderBy('labId').execute();

beforeAll(async () => {
  t = await createTestDatabase();
  const settings = { demoMode: true, defaultDemoDate: TEST_NOW.toISOString(), publicUrl: 'https://eqa.example.org' };
  app = await startTestApp(t.db, { settings });
  second = await startTestApp(t.db, { settings });
  s = await createEvaluationScenario(t.db);
  admin = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  lab = await signIn(app, s.f.users.lab.username, FIXTURE_PASSWORD);
  ({ schemeVersionId } = await createScheme(t.db, s.f.org.id, s.catalog, { sigmaPtPercent: 10 }));
  labIds = [plainId(), ...s.extraLabs.slice(0, 5)];
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
  for (const [i, labId] of labIds.entries()) {
    await submitResults(t.db, {
      labId,
      surveyId: survey.surveyId,
      resultGroupId: survey.resultGroupIds.get(labId)!,
      catalog: s.catalog,
      sampleIds: survey.sampleIds,
      numeric: [5 + (i % 3) * 0.05, 9 - (i % 3) * 0.05],
      validate: true,
      at: daysFromNow(-4),
    });
  }
  const started = await rest(app, 'POST', `${orgPath()}/surveys/${survey.surveyId}/evaluate`, { token: admin, body: { kind: 'evaluation' } });
  expect(started.status).toBe(200);
  await app.jobs.idle();
});

afterAll(async () => {
  await second?.close();
  await app?.close();
  await t?.drop();
});

describe('certificates of a publication dated ahead (issue 35)', () => {
  it('publishing for tomorrow issues nothing today, not even on a sweep', async () => {
    const published = await rest(app, 'PUT', `${orgPath()}/surveys/${survey.surveyId}`, {
      token: admin,
      body: { schemeVersionId, roundId: survey.roundId, evaluatedAt: tomorrow.toISOString() },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await app.jobs.idle();
    expect(await certificateRows()).toEqual([]);
    // scheduled for the publication date, no certificates job recorded for it
    expect(await t.db.selectFrom('certificateSchedule').select(['dueAt', 'doneAt']).where('surveyId', '=', survey.surveyId).execute()).toEqual([{ dueAt: tomorrow, doneAt: null }]);
    expect(await t.db.selectFrom('jobRuns').select('id').where('kind', '=', 'certificates.issue').where('key', '=', `survey:${survey.surveyId}`).execute()).toEqual([]);
    const today = await sweep(null);
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body.certificates).toBe(0);
    expect(await certificateRows()).toEqual([]);
    const listed = await rest<TCertificateList>(app, 'GET', `/labs/${plainId()}/certificates?year=${YEAR}`, { token: lab });
    expect(listed.body.items).toEqual([]);
  });

  it('issues the certificates once the business clock passes the date; a second sweep adds nothing', async () => {
    const swept = await sweep(dayAfter);
    expect(swept.status, JSON.stringify(swept.body)).toBe(200);
    expect(swept.body.certificates).toBe(labIds.length);
    const rows = await certificateRows();
    expect(rows.map((row) => row.labId)).toEqual([...labIds].sort((a, b) => a - b));
    expect(rows.every((row) => row.version === 1 && row.issuedAt.getTime() === dayAfter.getTime())).toBe(true);
    const listed = await rest<TCertificateList>(app, 'GET', `/labs/${plainId()}/certificates?year=${YEAR}`, { token: lab, headers: { 'x-demo-date': dayAfter.toISOString() } });
    expect(listed.body.items).toEqual([expect.objectContaining({ year: YEAR, version: 1, state: 'current' })]);
    const again = await sweep(daysFromNow(3));
    expect(again.body.certificates).toBe(0);
    expect(await certificateRows()).toHaveLength(labIds.length);
    expect(await t.db.selectFrom('certificateSchedule').select(['issued']).where('surveyId', '=', survey.surveyId).execute()).toEqual([{ issued: labIds.length }]);
  });

  it('a publication moved to a later date is due again; two instances sweeping at once issue it once', async () => {
    // staff reopen the evaluation, correct the plain lab's first value (6.6: z = 3.2), run it again
    // and publish it for a later date: only the plain lab's certificate changes
    const put = (evaluatedAt: string | null) => rest(app, 'PUT', `${orgPath()}/surveys/${survey.surveyId}`, { token: admin, body: { schemeVersionId, roundId: survey.roundId, evaluatedAt } });
    expect((await put(null)).status).toBe(200);
    await submitResults(t.db, {
      labId: plainId(),
      surveyId: survey.surveyId,
      resultGroupId: survey.resultGroupIds.get(plainId())!,
      catalog: s.catalog,
      sampleIds: survey.sampleIds,
      numeric: [6.6, 9],
      validate: true,
      at: daysFromNow(-4),
    });
    expect((await rest(app, 'POST', `${orgPath()}/surveys/${survey.surveyId}/evaluate`, { token: admin, body: { kind: 'evaluation' } })).status).toBe(200);
    await app.jobs.idle();
    const later = daysFromNow(5);
    const moved = await put(later.toISOString());
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await sweep(daysFromNow(4))).body.certificates).toBe(0);
    const at = daysFromNow(6);
    const [one, two] = await Promise.all([sweep(at), sweep(at, second)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.certificates + two.body.certificates).toBe(1);
    expect(await t.db.selectFrom('certificateSchedule').select(['dueAt', 'doneAt', 'issued']).where('surveyId', '=', survey.surveyId).execute()).toEqual([{ dueAt: later, doneAt: at, issued: 1 }]);
    const rows = await certificateRows();
    expect(rows.filter((row) => row.labId === plainId()).map((row) => row.version).sort()).toEqual([1, 2]);
    expect(rows.filter((row) => row.labId !== plainId()).every((row) => row.version === 1)).toBe(true);
    expect((await sweep(daysFromNow(7))).body.certificates).toBe(0);
  });
});
