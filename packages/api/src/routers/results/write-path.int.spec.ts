import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId } from '@eqa/core';
import { readStream } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { hashToken } from '../../services/auth/tokens';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';

/** What a call answered, whichever transport carried it. */
interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  /** The error's type (REST body error.type, tRPC data.appError.type), or null. */
  type: string | null;
}

type Transport = 'rest' | 'trpc';
type Value = { dimensionId: string; type: 'numeric' | 'nominal' | 'text'; value?: string; valueId?: number | null };

/**
 * The write path as clients meet it (issue 22), each case over REST and over tRPC: conflicts only
 * on results another session changed, optional expectedVersion, idempotent retries, validation
 * next to busy editors, immediate revocation and the spec's own validate payload.
 */
describe.each<Transport>(['rest', 'trpc'])('result writes over %s', (transport) => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let labId = 0;

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    labId = f.labs.plain.id;
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  /** A running survey of the plain lab, its own stream for each case. */
  const newSurvey = (mandatoryContextIds: 'method' | 'none' = 'method') =>
    createSurveyFixture(t.db, { orgId: f.org.id, labIds: [labId], startsAt: daysFromNow(-5), endsAt: daysFromNow(10), mandatoryContextIds });
  /** A new session of the lab user (two of them are two authors: two people at two desks). */
  const session = () => signIn(app, f.users.lab.username, FIXTURE_PASSWORD);

  async function call(
    token: string,
    procedure: 'saveValues' | 'validate',
    input: Record<string, unknown>,
    route: { method: string; path: string },
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    if (transport === 'rest') {
      const { labId: _l, surveyId: _s, paramId: _p, groupId: _g, ...body } = input;
      const answer = await rest<Record<string, unknown> & { error?: { type: string } }>(app, route.method, route.path, { token, body, headers });
      return { status: answer.status, body: answer.body, type: answer.body?.error?.type ?? null };
    }
    const client = trpcClient(app, { token, headers });
    try {
      const body = procedure === 'saveValues'
        ? await client.results.saveValues.mutate(input as Parameters<typeof client.results.saveValues.mutate>[0])
        : await client.results.validate.mutate(input as Parameters<typeof client.results.validate.mutate>[0]);
      return { status: 200, body: body as unknown as Record<string, unknown>, type: null };
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      const data = error.data as { httpStatus: number; appError?: { type: string } } | undefined;
      return { status: data?.httpStatus ?? 0, body: null, type: data?.appError?.type ?? null };
    }
  }

  const save = (token: string, s: SurveyFixture, cell: { parameterId: number; sampleId: number | null }, values: Value[], extra: { expectedVersion?: number; headers?: Record<string, string> } = {}) => {
    const groupId = s.resultGroups[labId] ?? 0;
    const input = {
      labId,
      surveyId: s.surveyId,
      paramId: cell.parameterId,
      groupId,
      sampleId: cell.sampleId,
      values,
      ...(extra.expectedVersion === undefined ? {} : { expectedVersion: extra.expectedVersion }),
    };
    return call(token, 'saveValues', input, { method: 'PUT', path: `/labs/${labId}/surveys/${s.surveyId}/parameters/${cell.parameterId}/result_groups/${groupId}/values` }, extra.headers);
  };
  const validate = (token: string, s: SurveyFixture, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(token, 'validate', { labId, surveyId: s.surveyId, ...body }, { method: 'POST', path: `/labs/${labId}/surveys/${s.surveyId}/validate` }, headers);
  const numeric = (s: SurveyFixture, value: string): Value[] => [{ dimensionId: s.dimensions.result, type: 'numeric', value }];
  const method = (s: SurveyFixture): Value[] => [{ dimensionId: s.dimensions.method, type: 'nominal', valueId: s.values.method[0] ?? null }];
  const eventsOf = async (s: SurveyFixture) => readStream(t.db, labSurveyStreamId(labId, s.surveyId));
  const storedValue = async (s: SurveyFixture, parameterId: number, sampleId: number) =>
    (
      await t.db
        .selectFrom('resultValues')
        .select('numericValue')
        .where('labId', '=', labId)
        .where('surveyId', '=', s.surveyId)
        .where('parameterId', '=', parameterId)
        .where('sampleId', '=', sampleId)
        .where('dimensionId', '=', s.dimensions.result)
        .executeTakeFirst()
    )?.numericValue;

  it('different results from the same stale version both land; the same result from a stale version gets 409', async () => {
    const s = await newSurvey();
    const [anna, bela] = [await session(), await session()];
    const glucose = { parameterId: s.parameters.glucose, sampleId: s.samples[0] ?? null };
    const cholesterol = { parameterId: s.parameters.cholesterol, sampleId: s.samples[0] ?? null };
    expect((await save(anna, s, glucose, numeric(s, '5.0'))).status).toBe(200);
    const seen = (await eventsOf(s)).length;
    // both based their edits on `seen`
    const first = await save(anna, s, glucose, numeric(s, '5.5'), { expectedVersion: seen });
    const second = await save(bela, s, cholesterol, numeric(s, '4.2'), { expectedVersion: seen });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ streamVersion: seen + 2, changed: true });
    // bela edits the glucose anna changed after the version he saw
    const stale = await save(bela, s, glucose, numeric(s, '6.0'), { expectedVersion: seen });
    expect(stale).toMatchObject({ status: 409, type: 'stream_version_conflict' });
    expect(await storedValue(s, s.parameters.glucose, s.samples[0] ?? 0)).toBe(5.5);
    expect(await storedValue(s, s.parameters.cholesterol, s.samples[0] ?? 0)).toBe(4.2);
    // after reloading (the current version) his edit lands on top
    expect((await save(bela, s, glucose, numeric(s, '6.0'), { expectedVersion: seen + 2 })).status).toBe(200);
  });

  it('a save without expectedVersion lands, whatever others wrote', async () => {
    const s = await newSurvey();
    const [anna, bela] = [await session(), await session()];
    const cell = { parameterId: s.parameters.glucose, sampleId: s.samples[1] ?? null };
    expect((await save(anna, s, cell, numeric(s, '1.0'))).status).toBe(200);
    const unconditional = await save(bela, s, cell, numeric(s, '2.0'));
    expect(unconditional).toMatchObject({ status: 200, body: { streamVersion: 2, changed: true } });
    expect(await storedValue(s, s.parameters.glucose, s.samples[1] ?? 0)).toBe(2);
  });

  it('an idempotent retry appends nothing and answers the same; the key with another body is 422; the events keep the key', async () => {
    const s = await newSurvey('none');
    const anna = await session();
    const bela = await session();
    const cell = { parameterId: s.parameters.glucose, sampleId: s.samples[0] ?? null };
    const key = `retry-${transport}-${s.surveyId}`;
    const first = await save(anna, s, cell, numeric(s, '7.5'), { expectedVersion: 0, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    // someone else changes the result meanwhile: the retry of the lost answer still gets the first one
    expect((await save(bela, s, cell, numeric(s, '7.9'))).status).toBe(200);
    const retry = await save(anna, s, cell, numeric(s, '7.5'), { expectedVersion: 0, headers: { 'Idempotency-Key': key } });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ streamVersion: first.body?.streamVersion, changed: true });
    const events = await eventsOf(s);
    expect(events).toHaveLength(2);
    expect(events[0]?.metadata).toMatchObject({ idempotencyKey: key, requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(events[1]?.metadata).not.toHaveProperty('idempotencyKey');
    const reused = await save(anna, s, cell, numeric(s, '8.0'), { expectedVersion: 0, headers: { 'Idempotency-Key': key } });
    expect(reused).toMatchObject({ status: 422, type: 'idempotency_key_reused_error' });
    // a retry of a validation whose answer was lost gets that answer, not 409 already_validated
    const validationKey = `${key}-validate`;
    const validated = await validate(anna, s, { validationPassword: FIXTURE_VALIDATION_PASSWORD }, { 'Idempotency-Key': validationKey });
    expect(validated).toMatchObject({ status: 200, body: { validated: true, streamVersion: 3 } });
    const again = await validate(anna, s, { validationPassword: FIXTURE_VALIDATION_PASSWORD }, { 'Idempotency-Key': validationKey });
    expect(again).toMatchObject({ status: 200, body: validated.body });
    expect(await eventsOf(s)).toHaveLength(3);
  });

  it('validation succeeds while 5 editors keep saving, and their next saves meet the validation', async () => {
    const s = await newSurvey();
    const validator = await session();
    // the mandatory method at group level covers every sample's result
    expect((await save(validator, s, { parameterId: s.parameters.glucose, sampleId: null }, method(s))).status).toBe(200);
    expect((await save(validator, s, { parameterId: s.parameters.cholesterol, sampleId: null }, method(s))).status).toBe(200);
    const seen = (await eventsOf(s)).length;
    const editors = await Promise.all(Array.from({ length: 5 }, () => session()));
    const saved = editors.map(() => 0);
    const refusals: Array<string | null> = editors.map(() => null);
    // each editor a result of its own (two samples of two parameters, and glucose's group-level result)
    const cells = [
      { parameterId: s.parameters.glucose, sampleId: s.samples[0] ?? null },
      { parameterId: s.parameters.glucose, sampleId: s.samples[1] ?? null },
      { parameterId: s.parameters.cholesterol, sampleId: s.samples[0] ?? null },
      { parameterId: s.parameters.cholesterol, sampleId: s.samples[1] ?? null },
      { parameterId: s.parameters.glucose, sampleId: null },
    ];
    const loops = editors.map(async (token, i) => {
      const cell = cells[i] ?? { parameterId: s.parameters.glucose, sampleId: null };
      let version = seen;
      for (let n = 0; refusals[i] === null && n < 500; n += 1) {
        const answer = await save(token, s, cell, numeric(s, `${i}.${n}`), { expectedVersion: version });
        if (answer.status === 200) {
          saved[i] = (saved[i] ?? 0) + 1;
          version = Number(answer.body?.streamVersion);
        } else refusals[i] = `${answer.status} ${answer.type}`;
      }
    });
    // every editor is saving before the validation starts
    await expect.poll(() => saved.every((n) => n > 0), { timeout: 20_000 }).toBe(true);
    const validated = await validate(validator, s, { expectedVersion: seen, validationPassword: FIXTURE_VALIDATION_PASSWORD });
    expect(validated).toMatchObject({ status: 200, body: { validated: true } });
    await Promise.all(loops);
    // each editor's next save after the validation: one answer, from every path
    expect(refusals).toEqual(editors.map(() => '409 survey_validated_error'));
    const events = await eventsOf(s);
    expect(events.filter((e) => e.type === 'SurveyValidated.v1')).toHaveLength(1);
    expect(events.at(-1)?.type).toBe('SurveyValidated.v1');
  });

  it('a revoked token\'s very next save answers 401', async () => {
    const s = await newSurvey();
    const token = await session();
    const cell = { parameterId: s.parameters.glucose, sampleId: s.samples[0] ?? null };
    expect((await save(token, s, cell, numeric(s, '3.0'))).status).toBe(200);
    // signed out by another server process: nothing of this one remembers the session
    await t.db.updateTable('sessions').set({ revokedAt: new Date() }).where('tokenHash', '=', hashToken(token)).execute();
    expect((await save(token, s, cell, numeric(s, '3.1'))).status).toBe(401);
  });

  it('POST …/validate with only the validation password works (the spec\'s payload)', async () => {
    const s = await newSurvey();
    const token = await session();
    // exactly the body spec 1 §7 shows: `{ "validationPassword": "…" }`, no version
    const validated = await validate(token, s, { validationPassword: FIXTURE_VALIDATION_PASSWORD });
    expect(validated).toMatchObject({ status: 200, body: { validated: true, streamVersion: 1 } });
  });
});
