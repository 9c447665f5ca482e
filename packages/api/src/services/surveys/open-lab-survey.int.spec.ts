import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type LabAccessMode, SESSION_IDLE_TTL_MS } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import type { Session } from '../../context';
import { createApiFixture, insertSurvey, type ApiFixture, type FixtureUser } from '../../testing/fixtures';
import { countQueries } from '../../testing/query-counter';
import { createSurveyFixture, insertAcceptedContract, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { resolveSession } from '../auth/resolve-session';
import { hashToken, newToken } from '../auth/tokens';
import { openLabSurveyAccess, type LabSurveyAccess, type SurveyServiceContext } from './open-lab-survey';

interface Opening {
  session: Session;
  labId: number;
  surveyId: number;
  mode: LabAccessMode;
  resultGroupIds?: number[];
}

type Outcome = { ok: LabSurveyAccess } | { error: { name: string; code: unknown; type: unknown; message: string } };

/** Survey openings of concurrent requests: one query per kind of lookup, each answer as if asked alone. */
describe('openLabSurveyAccess: coalesced lookups', () => {
  let t: TestDatabase;
  let f: ApiFixture;
  let a: SurveyFixture;
  let b: SurveyFixture;
  let other: { surveyId: number };
  const sessions = new Map<number, Session>();
  const clock = fixedClock(TEST_NOW);

  const sessionOf = (user: FixtureUser): Session => {
    const session = sessions.get(user.id);
    if (!session) throw new Error(`no session of ${user.username}`);
    return session;
  };

  const outcomeOf = async (run: () => Promise<LabSurveyAccess>): Promise<Outcome> => {
    try {
      return { ok: await run() };
    } catch (error) {
      const e = error as Error & { code?: unknown; type?: unknown };
      return { error: { name: e.name, code: e.code, type: e.type, message: e.message } };
    }
  };

  const open = (db: SurveyServiceContext['db'], o: Opening) =>
    outcomeOf(() => openLabSurveyAccess({ db, clock, session: o.session, requestId: 'test' }, o.labId, o.surveyId, o.mode, { resultGroupIds: o.resultGroupIds ?? [] }));

  /** Each opening alone on a transaction (never coalesced), one after the other. */
  const unbatched = async (openings: readonly Opening[]): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    for (const o of openings) outcomes.push(await t.db.transaction().execute((trx) => open(trx, o)));
    return outcomes;
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    f = await createApiFixture(t.db);
    const dates = { startsAt: daysFromNow(-5), endsAt: daysFromNow(10) };
    a = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id, f.labs.small.id, f.labs.core.id], withoutContract: [f.labs.small.id], ...dates });
    b = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id, f.labs.satellite.id], ...dates });
    other = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.core.id], ...dates });
    for (const user of Object.values(f.users)) {
      if (user.id === f.users.disabled.id) continue;
      const token = newToken();
      const now = new Date();
      await t.db
        .insertInto('sessions')
        .values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_TTL_MS), ip: null, userAgent: null })
        .execute();
      const session = await resolveSession(t.db, token, now);
      if (!session) throw new Error('no session');
      sessions.set(user.id, session);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  it('opens a dozen lab surveys at once with one lab query, one survey query (reads and writes alike), each as it opens alone', async () => {
    const u = f.users;
    const plainGroup = a.resultGroups[f.labs.plain.id] ?? 0;
    const coreGroup = a.resultGroups[f.labs.core.id] ?? 0;
    const coreHidden = await t.db
      .insertInto('resultGroups')
      .values({ surveyId: a.surveyId, labId: f.labs.core.id, ordinal: 2, hidden: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const openings: Opening[] = [
      { session: sessionOf(u.lab), labId: f.labs.plain.id, surveyId: a.surveyId, mode: 'write', resultGroupIds: [plainGroup, coreGroup] },
      { session: sessionOf(u.lab), labId: f.labs.plain.id, surveyId: b.surveyId, mode: 'read' },
      // the lab does not take part
      { session: sessionOf(u.lab), labId: f.labs.plain.id, surveyId: other.surveyId, mode: 'read' },
      // no contract
      { session: sessionOf(u.noEmail), labId: f.labs.small.id, surveyId: a.surveyId, mode: 'write' },
      // org users are the provider's staff: no contract needed
      { session: sessionOf(u.orgAdmin), labId: f.labs.small.id, surveyId: a.surveyId, mode: 'write', resultGroupIds: [a.resultGroups[f.labs.small.id] ?? 0] },
      // another lab
      { session: sessionOf(u.lab), labId: f.labs.core.id, surveyId: a.surveyId, mode: 'write' },
      // a core lab reads its satellite
      { session: sessionOf(u.coreLab), labId: f.labs.satellite.id, surveyId: b.surveyId, mode: 'read' },
      { session: sessionOf(u.coreLab), labId: f.labs.core.id, surveyId: a.surveyId, mode: 'write', resultGroupIds: [coreHidden.id, coreGroup, plainGroup] },
      { session: sessionOf(u.coreLab), labId: f.labs.core.id, surveyId: other.surveyId, mode: 'read' },
      { session: sessionOf(u.otherOrgAdmin), labId: f.labs.plain.id, surveyId: a.surveyId, mode: 'read' },
      { session: sessionOf(u.lab), labId: f.labs.plain.id, surveyId: 999_999, mode: 'write' },
      { session: sessionOf(u.orgAdmin), labId: 999_999, surveyId: a.surveyId, mode: 'read' },
      // the same pair twice in one batch
      { session: sessionOf(u.orgAdmin), labId: f.labs.plain.id, surveyId: a.surveyId, mode: 'read', resultGroupIds: [plainGroup] },
      { session: sessionOf(u.orgAdmin), labId: f.labs.plain.id, surveyId: a.surveyId, mode: 'read' },
    ];

    const counted = countQueries(t.db);
    const outcomes = await Promise.all(openings.map((o) => open(counted.db, o)));
    // writes read as reads do: one lab query, one survey query
    expect(counted.executed).toEqual(Array(2).fill('CompiledQuery'));
    expect(outcomes).toEqual(await unbatched(openings));
    counted.reset();
    expect(await Promise.all(openings.map((o) => open(counted.db, o)))).toEqual(outcomes);
    expect(counted.executed).toEqual(Array(2).fill('CompiledQuery'));

    const ok = (i: number): LabSurveyAccess => {
      const outcome = outcomes[i];
      if (!outcome || !('ok' in outcome)) throw new Error(`opening ${i} failed: ${JSON.stringify(outcome)}`);
      return outcome.ok;
    };
    const error = (i: number) => {
      const outcome = outcomes[i];
      if (!outcome || !('error' in outcome)) throw new Error(`opening ${i} succeeded`);
      return outcome.error;
    };
    expect(ok(0)).toMatchObject({ labId: f.labs.plain.id, survey: { id: a.surveyId }, canWrite: true, resultGroups: [{ id: plainGroup, hidden: false }] });
    expect(ok(1)).toMatchObject({ survey: { id: b.surveyId }, resultGroups: [] });
    expect(error(2)).toMatchObject({ code: 'NOT_FOUND', message: 'Survey not found' });
    expect(error(3)).toMatchObject({ code: 'FORBIDDEN', type: 'missing_contract_error' });
    expect(ok(4)).toMatchObject({ viewer: { orgUser: true }, resultGroups: [{ id: a.resultGroups[f.labs.small.id] }] });
    expect(error(5)).toMatchObject({ code: 'FORBIDDEN', type: 'authorization_error' });
    expect(ok(6)).toMatchObject({ labId: f.labs.satellite.id, canWrite: false, readOnly: true });
    expect([...ok(7).resultGroups].sort((x, y) => x.id - y.id)).toEqual([
      { id: coreGroup, hidden: false },
      { id: coreHidden.id, hidden: true },
    ]);
    // the contract is the lab's with the org for the year, whatever the survey
    expect(ok(8)).toMatchObject({ labId: f.labs.core.id, survey: { id: other.surveyId }, resultGroups: [] });
    expect(error(9)).toMatchObject({ code: 'FORBIDDEN' });
    expect(error(10)).toMatchObject({ code: 'NOT_FOUND', message: 'Survey not found' });
    expect(error(11)).toMatchObject({ code: 'NOT_FOUND', message: 'Lab not found' });
    expect(ok(12).resultGroups).toEqual([{ id: plainGroup, hidden: false }]);
    expect(ok(13).resultGroups).toEqual([]);
  });

  it('reads the lab\'s current status and contract in the batch, per pair', async () => {
    await t.db
      .insertInto('labSurveyStatus')
      .values({
        labId: f.labs.plain.id,
        surveyId: b.surveyId,
        validated: true,
        validatedAt: daysFromNow(-1),
        validatedBy: f.users.lab.id,
        validatedByName: 'Lab User',
        hasResults: true,
        resultCount: 7,
        lastEventAt: daysFromNow(-1),
        streamVersion: 9,
      })
      .execute();
    const session = sessionOf(f.users.lab);
    const openings: Opening[] = [
      { session, labId: f.labs.plain.id, surveyId: a.surveyId, mode: 'read' },
      { session, labId: f.labs.plain.id, surveyId: b.surveyId, mode: 'read' },
    ];
    const counted = countQueries(t.db);
    const outcomes = await Promise.all(openings.map((o) => open(counted.db, o)));
    expect(counted.executed).toHaveLength(2);
    expect(outcomes).toEqual(await unbatched(openings));
    expect(outcomes.map((o) => ('ok' in o ? o.ok.lab : null))).toEqual([
      { validatedAt: null, validatedByName: null, hasResults: false, resultCount: 0, streamVersion: 0 },
      { validatedAt: daysFromNow(-1), validatedByName: 'Lab User', hasResults: true, resultCount: 7, streamVersion: 9 },
    ]);
  });

  it('writes decide on the database as of each request: a validation, a contract or a participation of a moment ago counts at once', async () => {
    const dates = { startsAt: daysFromNow(-5), endsAt: daysFromNow(10) };
    const c = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id, f.labs.small.id], withoutContract: [f.labs.small.id], ...dates });
    const plain = { labId: f.labs.plain.id, surveyId: c.surveyId };
    const firstGroup = c.resultGroups[f.labs.plain.id] ?? 0;
    const counted = countQueries(t.db);
    const save = (session: Session, labId: number, resultGroupIds: number[]) =>
      outcomeOf(() => openLabSurveyAccess({ db: counted.db, clock, session, requestId: 'test' }, labId, c.surveyId, 'write', { resultGroupIds }));
    const lab = sessionOf(f.users.lab);
    const opened = (outcome: Outcome): LabSurveyAccess => {
      if (!('ok' in outcome)) throw new Error(JSON.stringify(outcome));
      return outcome.ok;
    };

    expect(opened(await save(lab, plain.labId, [firstGroup])).resultGroups).toEqual([{ id: firstGroup, hidden: false }]);
    counted.reset();
    // every write reads the lab's access facts and the survey with the lab's facts: nothing is kept
    expect(opened(await save(lab, plain.labId, [firstGroup])).status.validated).toBe(false);
    expect(counted.executed).toHaveLength(2);

    // validated in the database by anyone: the next write sees it
    const validatedAt = daysFromNow(-1);
    await t.db
      .insertInto('labSurveyStatus')
      .values({ ...plain, validated: true, validatedAt, validatedBy: f.users.lab.id, validatedByName: 'Lab User', hasResults: true, resultCount: 1, lastEventAt: validatedAt, streamVersion: 3 })
      .execute();
    expect(opened(await save(lab, plain.labId, [firstGroup])).status.validated).toBe(true);
    await t.db.updateTable('labSurveyStatus').set({ validated: false, validatedAt: null, validatedBy: null, validatedByName: null }).where('labId', '=', plain.labId).where('surveyId', '=', c.surveyId).execute();
    expect(opened(await save(lab, plain.labId, [firstGroup])).status.validated).toBe(false);

    // no contract: refused; accepted since: allowed at once
    const small = sessionOf(f.users.noEmail);
    const smallGroup = c.resultGroups[f.labs.small.id] ?? 0;
    expect(await save(small, f.labs.small.id, [smallGroup])).toMatchObject({ error: { code: 'FORBIDDEN', type: 'missing_contract_error' } });
    await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: c.year, acceptedAt: daysFromNow(-1) });
    expect(opened(await save(small, f.labs.small.id, [smallGroup])).labId).toBe(f.labs.small.id);

    // a lab that does not take part: refused (404); taking part since: allowed at once
    const core = sessionOf(f.users.coreLab);
    expect(await save(core, f.labs.core.id, [])).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Survey not found' } });
    await t.db.insertInto('surveyLabs').values({ surveyId: c.surveyId, labId: f.labs.core.id, orgId: f.org.id }).execute();
    await insertAcceptedContract(t.db, { labId: f.labs.core.id, orgId: f.org.id, year: c.year, acceptedAt: daysFromNow(-1) });
    expect(opened(await save(core, f.labs.core.id, [])).labId).toBe(f.labs.core.id);
  });
});
