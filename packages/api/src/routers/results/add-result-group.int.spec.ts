import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId } from '@eqa/core';
import { readStream } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TResultGroupWriteOutput } from '../../services/results/result-groups.types';

/**
 * Adding a result group as every other write of a lab's results (issue 30, point 11): a command on
 * the lab-survey stream (the ordinal decided on the stream's state, compare-and-set on its
 * version), with an Idempotency-Key: concurrent adds get consecutive ordinals, concurrent or later
 * repeats of one key give one group and the first answer.
 */
describe('adding result groups', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let token = '';
  const labId = () => f.labs.plain.id;

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    token = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const newSurvey = () => createSurveyFixture(t.db, { orgId: f.org.id, labIds: [labId()], startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
  const add = (s: SurveyFixture, body: Record<string, unknown>, key?: string) =>
    rest<TResultGroupWriteOutput & { error?: { type: string } }>(app, 'POST', `/labs/${labId()}/surveys/${s.surveyId}/result_groups`, {
      token,
      body,
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });
  const groupsOf = (s: SurveyFixture) =>
    t.db.selectFrom('resultGroups').select(['id', 'ordinal', 'name']).where('labId', '=', labId()).where('surveyId', '=', s.surveyId).orderBy('ordinal').execute();
  const eventsOf = (s: SurveyFixture) => readStream(t.db, labSurveyStreamId(labId(), s.surveyId));

  it('concurrent adds get one group each, with consecutive ordinals, and one event each', async () => {
    const s = await newSurvey();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(s, { name: `Analyser ${i}` })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const groups = await groupsOf(s);
    expect(groups.map((g) => g.ordinal)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(answers.map((a) => a.body.resultGroup.id)).size).toBe(8);
    for (const answer of answers) expect(groups).toContainEqual({ id: answer.body.resultGroup.id, ordinal: answer.body.resultGroup.ordinal, name: answer.body.resultGroup.name });
    expect((await eventsOf(s)).length).toBe(8);
  });

  it('concurrent requests with one Idempotency-Key add one group and all answer it', async () => {
    const s = await newSurvey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(s, { name: 'Back-up analyser', comment: 'night shift' }, 'add-group-once')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const groups = await groupsOf(s);
    expect(groups.map((g) => [g.ordinal, g.name])).toEqual([
      [1, null],
      [2, 'Back-up analyser'],
    ]);
    const added = groups[1];
    for (const answer of answers) {
      expect(answer.body.resultGroup).toMatchObject({ id: added?.id, ordinal: 2, name: 'Back-up analyser', comment: 'night shift' });
      expect(answer.body.streamVersion).toBe(1);
    }
    const events = await eventsOf(s);
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata).toMatchObject({ idempotencyKey: 'add-group-once' });

    // a later retry answers the same group and adds nothing, also after other writes
    expect((await add(s, { name: 'Third' })).body.resultGroup.ordinal).toBe(3);
    const retry = await add(s, { name: 'Back-up analyser', comment: 'night shift' }, 'add-group-once');
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ streamVersion: 1, resultGroup: { id: added?.id, ordinal: 2 } });
    expect((await groupsOf(s)).length).toBe(3);
    // the key with another request
    const reused = await add(s, { name: 'Another' }, 'add-group-once');
    expect(reused.status).toBe(422);
    expect(reused.body.error?.type).toBe('idempotency_key_reused_error');
    expect((await groupsOf(s)).length).toBe(3);
  });
});
