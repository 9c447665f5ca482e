import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TLastEventOutput } from '../../services/history/get-last-event.types';
import type {
  THistoryParametersOutput,
  THistoryResultGroupsOutput,
  THistorySamplesOutput,
  THistoryUsersOutput,
} from '../../services/history/history-filters.types';
import type { TListEventsOutput } from '../../services/history/list-events.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

describe('survey history (org users only)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let survey: SurveyFixture;
  let lab = '';
  let admin = '';
  let labId = 0;
  let groupId = 0;
  let base = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    labId = f.labs.plain.id;
    survey = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [labId], startsAt: daysFromNow(-5), endsAt: daysFromNow(10), mandatoryContextIds: 'none' });
    groupId = survey.resultGroups[labId] ?? 0;
    base = `/labs/${labId}/surveys/${survey.surveyId}`;
    lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);

    // 1 lab: glucose sample 1 (create); 2 admin: glucose sample 1 (update); 3 lab: glucose group-level method (create);
    // 4 lab: cholesterol sample 2 (create); 5 admin: clears the sample-1 result (delete); 6 lab: renames the group;
    // 7 lab: validates; 8 admin: invalidates
    const put = (token: string, parameterId: number, version: number, sampleId: number | null, values: unknown[]) =>
      rest(app, 'PUT', `${base}/parameters/${parameterId}/result_groups/${groupId}/values`, { token, body: { expectedVersion: version, sampleId, values } });
    const numeric = (value: string) => [{ dimensionId: survey.dimensions.result, type: 'numeric', value }];
    const steps = [
      await put(lab, survey.parameters.glucose, 0, survey.samples[0], numeric('5.1')),
      await put(admin, survey.parameters.glucose, 1, survey.samples[0], numeric('5.3')),
      await put(lab, survey.parameters.glucose, 2, null, [{ dimensionId: survey.dimensions.method, type: 'nominal', valueId: survey.values.method[0] }]),
      await put(lab, survey.parameters.cholesterol, 3, survey.samples[1], numeric('4.4')),
      await put(admin, survey.parameters.glucose, 4, survey.samples[0], [{ dimensionId: survey.dimensions.result, type: 'numeric', value: '' }]),
      await rest(app, 'POST', `${base}/result_groups/${groupId}`, { token: lab, body: { expectedVersion: 5, name: 'Cobas', comment: null } }),
      await rest(app, 'POST', `${base}/validate`, { token: lab, body: { expectedVersion: 6, validationPassword: FIXTURE_VALIDATION_PASSWORD } }),
      await rest(app, 'POST', `${base}/invalidate`, { token: admin, body: { expectedVersion: 7, validationPassword: FIXTURE_VALIDATION_PASSWORD } }),
    ];
    expect(steps.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  it('lists every write, newest first, with its user, parameter, result group, sample, dimensions and values', async () => {
    const events = await rest<TListEventsOutput>(app, 'GET', `${base}/events`, { token: admin });
    expect(events.status).toBe(200);
    expect(events.headers.get('x-total-count')).toBe('8');
    expect(events.body.items.map((e) => [e.streamVersion, e.action, e.user.name])).toEqual([
      [8, 'invalidate', f.users.orgAdmin.username],
      [7, 'validate', f.users.lab.username],
      [6, 'update', f.users.lab.username],
      [5, 'delete', f.users.orgAdmin.username],
      [4, 'create', f.users.lab.username],
      [3, 'create', f.users.lab.username],
      [2, 'update', f.users.orgAdmin.username],
      [1, 'create', f.users.lab.username],
    ]);
    const update = events.body.items.find((e) => e.streamVersion === 2);
    expect(update).toMatchObject({
      createdAt: TEST_NOW.toISOString(),
      user: { id: f.users.orgAdmin.id, fullName: 'admin user' },
      parameter: { id: survey.parameters.glucose, name: { en: expect.stringContaining('Glucose') } },
      resultGroup: { id: groupId, name: 'Cobas', ownName: 'Cobas', ordinal: 1 },
      sample: { id: survey.samples[0], name: expect.any(String) },
      dimensions: [{ id: survey.dimensions.result, name: { en: 'Result', hu: 'Eredmény' } }],
      values: [expect.objectContaining({ value: 5.3, relation: '=' })],
      previousValues: [expect.objectContaining({ value: 5.1 })],
    });
    const method = events.body.items.find((e) => e.streamVersion === 3);
    expect(method?.values[0]).toMatchObject({ valueId: survey.values.method[0], name: { en: 'Hexokinase' } });
    expect(method?.sample).toBeNull();
    expect(events.body.items.find((e) => e.streamVersion === 6)?.resultGroupUpdate).toEqual({ name: 'Cobas', comment: null });
    const page = await rest<TListEventsOutput>(app, 'GET', `${base}/events?offset=2&limit=3`, { token: admin });
    expect(page.body.items.map((e) => e.streamVersion)).toEqual([6, 5, 4]);
    expect(page.body.total).toBe(8);
  });

  it('filters by user, parameter, result group and sample (REST query keys), and through tRPC', async () => {
    const versions = async (query: string) =>
      (await rest<TListEventsOutput>(app, 'GET', `${base}/events?${query}`, { token: admin })).body.items.map((e) => e.streamVersion);
    expect(await versions(`user=${f.users.orgAdmin.id}`)).toEqual([8, 5, 2]);
    expect(await versions(`parameter=${survey.parameters.glucose}`)).toEqual([5, 3, 2, 1]);
    expect(await versions(`result_group=${groupId}`)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await versions(`sample=${survey.samples[1]}`)).toEqual([4]);
    expect(await versions(`user=${f.users.lab.id}&parameter=${survey.parameters.glucose}&sample=${survey.samples[0]}`)).toEqual([1]);
    const client = trpcClient(app, { token: admin });
    const viaTrpc = await client.history.events.query({ labId, surveyId: survey.surveyId, parameter: survey.parameters.cholesterol });
    expect(viaTrpc.items.map((e) => e.streamVersion)).toEqual([4]);
  });

  it('lists the users, parameters, result groups and samples to filter by, and the last event', async () => {
    const users = await rest<THistoryUsersOutput>(app, 'GET', `${base}/events/users`, { token: admin });
    expect(users.body.items.map((u) => u.id).sort()).toEqual([f.users.orgAdmin.id, f.users.lab.id].sort());
    expect(users.headers.get('x-total-count')).toBe('2');
    const params = await rest<THistoryParametersOutput>(app, 'GET', `${base}/events/params`, { token: admin });
    expect(params.body.items.map((p) => p.id)).toEqual([survey.parameters.glucose, survey.parameters.cholesterol]);
    const groups = await rest<THistoryResultGroupsOutput>(app, 'GET', `${base}/events/result_groups`, { token: admin });
    expect(groups.body.items).toEqual([{ id: groupId, name: 'Cobas', ownName: 'Cobas', ordinal: 1 }]);
    const samples = await rest<THistorySamplesOutput>(app, 'GET', `${base}/events/samples`, { token: admin });
    expect(samples.body.items.map((s) => s.id)).toEqual(survey.samples);
    const last = await rest<TLastEventOutput>(app, 'GET', `${base}/events/last_event`, { token: admin });
    expect(last.body.event).toMatchObject({ streamVersion: 8, action: 'invalidate', user: { id: f.users.orgAdmin.id } });
  });

  it('refuses lab users (403) and other orgs (403)', async () => {
    for (const path of ['/events', '/events/users', '/events/params', '/events/result_groups', '/events/samples', '/events/last_event']) {
      const denied = await rest<ErrorBody>(app, 'GET', `${base}${path}`, { token: lab });
      expect(denied.status, path).toBe(403);
      expect(denied.body.error.type).toBe('authorization_error');
    }
    const otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
    expect((await rest(app, 'GET', `${base}/events`, { token: otherAdmin })).status).toBe(403);
    expect((await rest(app, 'GET', `${base}/events`)).status).toBe(401);
  });
});
