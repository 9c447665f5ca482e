import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock, SESSION_IDLE_TTL_MS } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createCaches } from '../../caches';
import type { Session } from '../../context';
import { createApiFixture, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, insertAcceptedContract, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { resolveSession } from '../auth/resolve-session';
import { hashToken, newToken } from '../auth/tokens';
import { openLabSurveyAccess } from '../surveys/open-lab-survey';
import { cachedVisibleStructure } from '../surveys/survey-structure-cache';
import { saveResultValues, type ResultWriteContext } from './save-result-values';

/** The write path of result saves (services, real PostgreSQL): access in one round, cached structure. */
describe('result saves: access, contract, result groups and the structure cache', () => {
  let t: TestDatabase;
  let f: ApiFixture;
  let survey: SurveyFixture;
  const clock = fixedClock(TEST_NOW);

  const sessionOf = async (userId: number): Promise<Session> => {
    const token = newToken();
    const now = new Date();
    await t.db
      .insertInto('sessions')
      .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_TTL_MS), ip: '127.0.0.1', userAgent: null })
      .execute();
    const session = await resolveSession(t.db, token, now);
    if (!session) throw new Error('no session');
    return session;
  };
  const caches = createCaches();
  const ctxOf = async (userId: number): Promise<ResultWriteContext> => ({ db: t.db, caches, clock, session: await sessionOf(userId), requestId: 'test' });

  beforeAll(async () => {
    t = await createTestDatabase();
    f = await createApiFixture(t.db);
    survey = await createSurveyFixture(t.db, {
      orgId: f.org.id,
      labIds: [f.labs.plain.id, f.labs.small.id, f.labs.core.id],
      startsAt: daysFromNow(-5),
      endsAt: daysFromNow(10),
      withoutContract: [f.labs.small.id],
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('applies the contract rule of the survey query: the latest contract of the year counts, accepted at or before now', async () => {
    const ctx = await ctxOf(f.users.noEmail.id); // lab_admin of labs.small
    const open = () => openLabSurveyAccess(ctx, f.labs.small.id, survey.surveyId, 'write');
    await expect(open()).rejects.toMatchObject({ code: 'FORBIDDEN', type: 'missing_contract_error' });
    // accepted, but only tomorrow
    await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: survey.year, acceptedAt: daysFromNow(1), createdAt: daysFromNow(-3) });
    await expect(open()).rejects.toMatchObject({ type: 'missing_contract_error' });
    // a newer contract accepted yesterday
    await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: survey.year, acceptedAt: daysFromNow(-1), createdAt: daysFromNow(-2) });
    expect((await open()).canWrite).toBe(true);
    // the latest one is not accepted: no access, whatever older ones say
    await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: survey.year, acceptedAt: null, createdAt: daysFromNow(-1) });
    await expect(open()).rejects.toMatchObject({ type: 'missing_contract_error' });
    // org users are the provider's staff
    const admin = await ctxOf(f.users.orgAdmin.id);
    expect((await openLabSurveyAccess(admin, f.labs.small.id, survey.surveyId, 'write')).viewer).toEqual({ orgUser: true });
  });

  it('checks access before anything about the survey, and answers only the lab\'s own result groups', async () => {
    const ctx = await ctxOf(f.users.lab.id); // lab_admin of labs.plain
    const own = survey.resultGroups[f.labs.plain.id] ?? 0;
    const other = survey.resultGroups[f.labs.core.id] ?? 0;
    await t.db.updateTable('resultGroups').set({ hidden: true }).where('id', '=', own).execute();
    const access = await openLabSurveyAccess(ctx, f.labs.plain.id, survey.surveyId, 'write', { resultGroupIds: [own, other] });
    expect(access.resultGroups).toEqual([{ id: own, hidden: true }]);
    expect((await openLabSurveyAccess(ctx, f.labs.plain.id, survey.surveyId, 'write')).resultGroups).toEqual([]);
    await t.db.updateTable('resultGroups').set({ hidden: false }).where('id', '=', own).execute();
    // another lab: 403 even for a survey that does not exist; this lab and an unknown survey: 404
    await expect(openLabSurveyAccess(ctx, f.labs.core.id, 999_999, 'write')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(openLabSurveyAccess(ctx, f.labs.plain.id, 999_999, 'write')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('saves with the cached structure: values as stored, the next version, 404 for another lab\'s group or another survey\'s sample, 409 when stale', async () => {
    const ctx = await ctxOf(f.users.lab.id);
    const groupId = survey.resultGroups[f.labs.plain.id] ?? 0;
    const input = (expectedVersion: number, value: string, overrides: { groupId?: number; sampleId?: number } = {}) => ({
      labId: f.labs.plain.id,
      surveyId: survey.surveyId,
      paramId: survey.parameters.glucose,
      groupId: overrides.groupId ?? groupId,
      expectedVersion,
      sampleId: overrides.sampleId ?? survey.samples[0],
      values: [{ dimensionId: survey.dimensions.result, type: 'numeric' as const, value, relation: null, unitId: survey.units.mg, valueId: null, fileId: null, components: [] }],
    });
    const first = await saveResultValues(ctx, input(0, '90'));
    expect(first).toMatchObject({ streamVersion: 1, changed: true });
    expect(first.results[0]?.values[0]).toMatchObject({ value: 90, unitId: survey.units.mg });
    expect(first.results[0]?.values[0]?.convertedValue).toBeCloseTo(4.995, 9);
    const second = await saveResultValues(ctx, input(1, '100'));
    expect(second).toMatchObject({ streamVersion: 2, changed: true });
    expect(second.results[0]?.values[0]).toMatchObject({ value: 100 });
    expect(await saveResultValues(ctx, input(2, '100'))).toMatchObject({ streamVersion: 2, changed: false });
    // the same session's own later save is no conflict; another session's is
    expect(await saveResultValues(ctx, input(1, '105'))).toMatchObject({ streamVersion: 3, changed: true });
    const colleague = { ...ctx, session: ctx.session && { ...ctx.session, sessionId: ctx.session.sessionId + 1 } };
    await expect(saveResultValues(colleague, input(1, '110'))).rejects.toMatchObject({ code: 'CONFLICT', type: 'stream_version_conflict' });

    const other = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
    await expect(saveResultValues(ctx, input(3, '120', { sampleId: other.samples[0] }))).rejects.toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/Sample/) });
    await expect(saveResultValues(ctx, input(3, '120', { groupId: survey.resultGroups[f.labs.core.id] ?? 0 }))).rejects.toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/Result group/) });
    // nothing of the refused saves was stored
    const stored = await t.db.selectFrom('resultValues').select('numericValue').where('labId', '=', f.labs.plain.id).where('surveyId', '=', survey.surveyId).execute();
    expect(stored).toEqual([{ numericValue: 105 }]);
  });

  it('keeps the structure in the caches it is given: an app of another database (its own caches) loads its own', async () => {
    const ctx = await ctxOf(f.users.lab.id);
    const access = await openLabSurveyAccess(ctx, f.labs.plain.id, survey.surveyId, 'write');
    const mine = await cachedVisibleStructure(t.db, caches, access);
    expect(mine.parameters.map((p) => p.id)).toEqual([survey.parameters.glucose, survey.parameters.cholesterol, survey.parameters.sediment]);
    expect(await cachedVisibleStructure(t.db, caches, access)).toBe(mine);
    // a configuration change reaches writes once the entry is older than surveyStructureTtlMs
    const fresh = createCaches({ surveyStructureTtlMs: 1 });
    const first = await cachedVisibleStructure(t.db, fresh, access);
    await vi.waitFor(async () => expect(await cachedVisibleStructure(t.db, fresh, access)).not.toBe(first), { timeout: 1_000, interval: 2 });
    const other = await createTestDatabase();
    try {
      expect((await cachedVisibleStructure(other.db, createCaches(), access)).parameters).toEqual([]);
    } finally {
      await other.drop();
    }
  });
});
