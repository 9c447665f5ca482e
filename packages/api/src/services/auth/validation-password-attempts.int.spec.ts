import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { hashPassword } from './passwords';
import { VALIDATION_PASSWORD_LIMIT } from '@eqa/core';

const MAX_VALIDATION_PASSWORD_FAILURES = VALIDATION_PASSWORD_LIMIT.max;

interface Answer {
  validated?: boolean;
  error?: { param?: string; type: string };
}

const ORG_VALIDATION_PASSWORD = '9876';

describe('validation password attempts (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let survey: SurveyFixture;
  let lab = '';
  let coreLab = '';
  let admin = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    survey = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id, f.labs.core.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
    await t.db.updateTable('orgs').set({ validationPasswordHash: await hashPassword(ORG_VALIDATION_PASSWORD) }).where('id', '=', f.org.id).execute();
    lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const versionOf = async (labId: number) =>
    (await t.db.selectFrom('labSurveyStatus').select('streamVersion').where('labId', '=', labId).where('surveyId', '=', survey.surveyId).executeTakeFirst())
      ?.streamVersion ?? 0;
  const attempt = async (token: string, labId: number, password: string, action: 'validate' | 'invalidate' = 'validate') =>
    rest<Answer>(app, 'POST', `/labs/${labId}/surveys/${survey.surveyId}/${action}`, {
      token,
      body: { expectedVersion: await versionOf(labId), validationPassword: password },
    });
  const wrongTimes = async (times: number, token: string, labId: number, action: 'validate' | 'invalidate' = 'validate') => {
    for (let i = 0; i < times; i++) {
      const wrong = await attempt(token, labId, `wrong-${i}`, action);
      expect(wrong.status).toBe(422);
      expect(wrong.body.error?.param).toBe('validationPassword');
    }
  };
  const clearAttempts = () => t.db.deleteFrom('rateLimitCounters').execute();

  it('after five wrong passwords of a lab even the right one answers 429 and nothing is validated; other labs are not affected', async () => {
    await clearAttempts();
    await wrongTimes(MAX_VALIDATION_PASSWORD_FAILURES, lab, f.labs.plain.id);

    const refused = await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.type).toBe('rate_limit_error');
    const status = await t.db.selectFrom('labSurveyStatus').select('validated').where('labId', '=', f.labs.plain.id).where('surveyId', '=', survey.surveyId).executeTakeFirst();
    expect(status?.validated ?? false).toBe(false);

    const otherLab = await attempt(coreLab, f.labs.core.id, FIXTURE_VALIDATION_PASSWORD);
    expect(otherLab.status).toBe(200);
    expect(otherLab.body.validated).toBe(true);
    expect((await attempt(coreLab, f.labs.core.id, FIXTURE_VALIDATION_PASSWORD, 'invalidate')).status).toBe(200);
  });

  it('the limit ends when the failures are older than the window', async () => {
    await clearAttempts();
    await wrongTimes(MAX_VALIDATION_PASSWORD_FAILURES, lab, f.labs.plain.id);
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD)).status).toBe(429);

    await t.db
      .updateTable('rateLimitCounters')
      .set({ windowStartedAt: new Date(Date.now() - VALIDATION_PASSWORD_LIMIT.windowMs - 1000) })
      .execute();
    const validated = await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD);
    expect(validated.status).toBe(200);
    expect(validated.body.validated).toBe(true);
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD, 'invalidate')).status).toBe(200);
  });

  it('a right password clears the count: failures after it count again', async () => {
    await clearAttempts();
    await wrongTimes(MAX_VALIDATION_PASSWORD_FAILURES - 1, lab, f.labs.plain.id);
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD)).status).toBe(200);

    await wrongTimes(MAX_VALIDATION_PASSWORD_FAILURES - 1, lab, f.labs.plain.id, 'invalidate');
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD, 'invalidate')).status).toBe(200);
    await wrongTimes(MAX_VALIDATION_PASSWORD_FAILURES, lab, f.labs.plain.id);
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD)).status).toBe(429);
  });

  it("the lab's password change counts against the same limit (tRPC)", async () => {
    await clearAttempts();
    const client = trpcClient(app, { token: lab });
    const change = (currentPassword: string) =>
      client.labs.changeValidationPassword.mutate({ labId: f.labs.plain.id, currentPassword, newPassword: FIXTURE_VALIDATION_PASSWORD });
    for (let i = 0; i < MAX_VALIDATION_PASSWORD_FAILURES; i++) {
      const error = await change(`bad-${i}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param: 'currentPassword' } });
    }
    const limited = await change(FIXTURE_VALIDATION_PASSWORD).catch((e: unknown) => e);
    expect((limited as TRPCClientError<never>).data).toMatchObject({ httpStatus: 429, appError: { type: 'rate_limit_error' } });
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD)).status).toBe(429);
  });

  it("an org user's attempts count against the org's password, not the lab's", async () => {
    await clearAttempts();
    await wrongTimes(MAX_VALIDATION_PASSWORD_FAILURES, admin, f.labs.plain.id);
    expect((await attempt(admin, f.labs.plain.id, ORG_VALIDATION_PASSWORD)).status).toBe(429);
    const orgChange = await rest<Answer>(app, 'POST', `/orgs/${f.org.id}/change_password`, {
      token: admin,
      body: { currentPassword: ORG_VALIDATION_PASSWORD, newPassword: ORG_VALIDATION_PASSWORD },
    });
    expect(orgChange.status).toBe(429);

    const byLab = await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD);
    expect(byLab.status).toBe(200);
    expect(byLab.body.validated).toBe(true);
    expect((await attempt(lab, f.labs.plain.id, FIXTURE_VALIDATION_PASSWORD, 'invalidate')).status).toBe(200);
    const keys = (await t.db.selectFrom('rateLimitCounters').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual([`validation-password:org:${f.org.id}`]);
  });

  it('40 parallel wrong passwords: exactly the limit is checked, the rest answer 429 (atomic count)', async () => {
    await clearAttempts();
    const expectedVersion = await versionOf(f.labs.plain.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        rest<Answer>(app, 'POST', `/labs/${f.labs.plain.id}/surveys/${survey.surveyId}/validate`, {
          token: lab,
          body: { expectedVersion, validationPassword: `parallel-${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 422)).toHaveLength(MAX_VALIDATION_PASSWORD_FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - MAX_VALIDATION_PASSWORD_FAILURES);
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
