import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createSurvey, submitResults, type SurveyFixture } from '@eqa/jobs/evaluation/testing/evaluation-fixture';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { daysFromNow } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import type { TListNotificationsOutput } from '../../services/notifications/notifications.types';

/**
 * Issue 34: publishing an evaluation with an unsatisfactory score notifies that lab, in the
 * publishing transaction (no sweep): `evaluation_published` to every participant, and
 * `result_unsatisfactory` to the lab whose results fell outside the acceptance limits.
 */
let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
let admin = '';
let lab = '';
let fresh: SurveyFixture;
let labIds: number[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
  s = await createEvaluationScenario(t.db);
  admin = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  lab = await signIn(app, s.f.users.lab.username, FIXTURE_PASSWORD);
  labIds = [s.f.labs.plain.id, ...s.extraLabs.slice(0, 5)];
  fresh = await createSurvey(t.db, {
    orgId: s.f.org.id,
    schemeVersionId: s.schemeVersionId,
    catalog: s.catalog,
    labIds,
    startsAt: daysFromNow(-30),
    endsAt: daysFromNow(-3),
    targets: [
      { acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 },
      { acceptanceMin: 8.2, acceptanceMax: 9.8, target: 9 },
    ],
    year: 2030,
  });
  // the plain lab far outside both acceptance ranges; the others close to the targets
  for (const [i, labId] of labIds.entries()) {
    await submitResults(t.db, {
      labId,
      surveyId: fresh.surveyId,
      resultGroupId: fresh.resultGroupIds.get(labId)!,
      catalog: s.catalog,
      sampleIds: fresh.sampleIds,
      numeric: labId === s.f.labs.plain.id ? [7.5, 12] : [5 + i * 0.03, 9 - i * 0.03],
      method: 0,
      validate: true,
      at: daysFromNow(-4),
    });
  }
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('publishing an evaluation (issue 34)', () => {
  it('notifies the lab of the publication and of its unsatisfactory results', async () => {
    const started = await rest(app, 'POST', `/orgs/${s.f.org.id}/surveys/${fresh.surveyId}/evaluate`, { token: admin, body: { kind: 'evaluation' } });
    expect(started.status).toBe(200);
    await app.jobs.idle();
    const before = await t.db.selectFrom('notifications').select('id').where('subjectId', '=', fresh.surveyId).execute();
    expect(before).toEqual([]);

    const published = await rest(app, 'PUT', `/orgs/${s.f.org.id}/surveys/${fresh.surveyId}`, {
      token: admin,
      body: { schemeVersionId: s.schemeVersionId, roundId: fresh.roundId, evaluatedAt: TEST_NOW.toISOString() },
    });
    expect(published.status).toBe(200);

    const listed = await rest<TListNotificationsOutput>(app, 'GET', '/notifications', { token: lab });
    const mine = listed.body.items.filter((n) => n.subject.kind === 'survey' && n.subject.id === fresh.surveyId);
    expect(mine.map((n) => n.type).sort()).toEqual(['evaluation_published', 'result_unsatisfactory']);
    const unsatisfactory = mine.find((n) => n.type === 'result_unsatisfactory');
    expect(unsatisfactory?.link).toBe(`/labs/${s.f.labs.plain.id}/evaluations/${fresh.surveyId}`);
    expect(unsatisfactory?.body).toMatch(/: 2 unsatisfactory results \(/);

    // the other participants have no users here; their rows are per user, so none: the lab's rows are the plain lab's only
    const rows = await t.db.selectFrom('notifications').select(['type', 'labId', 'occasion']).where('subjectId', '=', fresh.surveyId).where('subjectKind', '=', 'survey').execute();
    expect(rows.filter((r) => r.type === 'result_unsatisfactory')).toEqual([{ type: 'result_unsatisfactory', labId: s.f.labs.plain.id, occasion: 'evaluation' }]);
    const mail = await t.db.selectFrom('emailOutbox').select('subject').where('kind', '=', 'notification_result_unsatisfactory').execute();
    expect(mail).toHaveLength(1);
  });
});
