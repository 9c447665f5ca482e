import { SESSION_IDLE_TTL_MS } from '@eqa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import type { Session } from '../../context';
import { createApiFixture, type ApiFixture } from '../../testing/fixtures';
import { countQueries } from '../../testing/query-counter';
import { resolveSession } from './resolve-session';
import { hashToken, newToken, SESSION_TOUCH_INTERVAL_MS } from './tokens';

/** Session lookups of concurrent requests: one query, each answer as if asked alone. */
describe('resolveSession: coalesced lookups', () => {
  let t: TestDatabase;
  let f: ApiFixture;
  const now = new Date(Date.now() - 1000);

  const insertSession = async (
    userId: number,
    values: { expiresAt?: Date; lastSeenAt?: Date; revokedAt?: Date | null } = {},
  ): Promise<{ token: string; sessionId: number }> => {
    const token = newToken();
    const row = await t.db
      .insertInto('sessions')
      .values({
        tokenHash: hashToken(token),
        userId,
        createdAt: now,
        lastSeenAt: values.lastSeenAt ?? now,
        expiresAt: values.expiresAt ?? new Date(now.getTime() + SESSION_IDLE_TTL_MS),
        revokedAt: values.revokedAt ?? null,
        ip: '127.0.0.1',
        userAgent: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, sessionId: row.id };
  };

  /** Each lookup alone on a transaction (never coalesced), one after the other. */
  const unbatched = async (lookups: ReadonlyArray<{ token: string; now: Date }>): Promise<Array<Session | null>> => {
    const answers: Array<Session | null> = [];
    for (const lookup of lookups) answers.push(await t.db.transaction().execute((trx) => resolveSession(trx, lookup.token, lookup.now)));
    return answers;
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    f = await createApiFixture(t.db);
    await t.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', f.labs.small.id).execute();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers 20 different tokens at once with one query, each as its own lookup would', async () => {
    const u = f.users;
    const live = await Promise.all(
      [u.orgAdmin, u.otherOrgAdmin, u.lab, u.coreLab, u.satellite, u.noEmail, u.lab, u.coreLab, u.satellite, u.orgAdmin, u.noEmail, u.lab, u.otherOrgAdmin, u.coreLab, u.lab].map((user) =>
        insertSession(user.id),
      ),
    );
    const revoked = await insertSession(u.lab.id, { revokedAt: new Date(now.getTime() - 1000) });
    const expired = await insertSession(u.lab.id, { expiresAt: new Date(now.getTime() - 1) });
    const expiresNow = await insertSession(u.lab.id, { expiresAt: now });
    const disabled = await insertSession(u.disabled.id);
    const lookups = [...live, revoked, expired, expiresNow, disabled, { token: newToken() }].map(({ token }) => ({ token, now }));
    expect(lookups).toHaveLength(20);

    const counted = countQueries(t.db);
    const answers = await Promise.all(lookups.map((l) => resolveSession(counted.db, l.token, l.now)));
    expect(counted.executed).toEqual(['CompiledQuery']);
    expect(answers).toEqual(await unbatched(lookups));

    expect(answers.slice(15)).toEqual([null, null, null, null, null]);
    expect(answers.slice(0, 15).every((a) => a !== null)).toBe(true);
    expect(answers[0]).toEqual({
      sessionId: live[0]?.sessionId,
      user: { id: u.orgAdmin.id, username: u.orgAdmin.username },
      roleId: 'org_admin',
      orgId: f.org.id,
      labId: null,
      coreLab: false,
      accessBlocked: false,
    });
    // lab users: their lab's org, core lab and blocked flags of their lab
    expect(answers[3]).toMatchObject({ user: { id: u.coreLab.id }, roleId: 'lab_admin', orgId: f.org.id, labId: f.labs.core.id, coreLab: true, accessBlocked: false });
    expect(answers[5]).toMatchObject({ user: { id: u.noEmail.id }, labId: f.labs.small.id, coreLab: false, accessBlocked: true });
    expect(answers[1]).toMatchObject({ user: { id: u.otherOrgAdmin.id }, orgId: f.otherOrg.id });
  });

  it('judges expiry against each request\'s own now, also for the same token in one batch', async () => {
    const session = await insertSession(f.users.lab.id, { expiresAt: new Date(now.getTime() + 500) });
    const lookups = [0, 499, 500, 1000].map((ms) => ({ token: session.token, now: new Date(now.getTime() + ms) }));
    const counted = countQueries(t.db);
    // lastSeenAt is `now`: none of these moments is a minute later, so nothing is touched
    const answers = await Promise.all(lookups.map((l) => resolveSession(counted.db, l.token, l.now)));
    expect(counted.executed).toEqual(['CompiledQuery']);
    expect(answers.map((a) => a?.sessionId ?? null)).toEqual([session.sessionId, session.sessionId, null, null]);
    expect(answers).toEqual(await unbatched(lookups));
  });

  it('touches each stale session after the coalesced lookup (sliding expiry, at most once a minute)', async () => {
    const stale = await insertSession(f.users.lab.id, { lastSeenAt: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) });
    const fresh = await insertSession(f.users.coreLab.id, { lastSeenAt: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS + 1) });
    const counted = countQueries(t.db);
    const answers = await Promise.all([stale, fresh].map((s) => resolveSession(counted.db, s.token, now)));
    expect(answers.map((a) => a?.sessionId)).toEqual([stale.sessionId, fresh.sessionId]);
    expect(counted.executed).toEqual(['CompiledQuery', 'UpdateQueryNode']);
    const rows = await t.db.selectFrom('sessions').select(['id', 'lastSeenAt', 'expiresAt']).where('id', 'in', [stale.sessionId, fresh.sessionId]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: stale.sessionId, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_TTL_MS) },
      { id: fresh.sessionId, lastSeenAt: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS + 1), expiresAt: new Date(now.getTime() + SESSION_IDLE_TTL_MS) },
    ]);
  });

  it('looks up alone on a transaction, seeing what the transaction wrote (rolled back: the session lives on)', async () => {
    const session = await insertSession(f.users.lab.id);
    const rollback = new Error('rollback');
    let answer: Session | null | undefined;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('sessions').set({ revokedAt: now }).where('id', '=', session.sessionId).execute();
        answer = await resolveSession(trx, session.token, now);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(answer).toBeNull();
    expect((await resolveSession(t.db, session.token, now))?.sessionId).toBe(session.sessionId);
  });
});
