import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { countQueries, type CountedDatabase } from '../../testing/query-counter';
import { changePassword } from './change-password';
import { resolveSession } from './resolve-session';
import { signOut } from './sign-out';
import { hashToken, newToken, SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS } from './tokens';

const START = new Date('2026-03-02T10:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);

/** The session of result saves: a row of the last few seconds when it allows, read again for anything it would refuse. */
describe('resolveSession for result saves (recent sessions)', () => {
  let t: TestDatabase;
  let f: ApiFixture;

  /** A new session of the lab user (signed in at `START`), and a database view of its own (its own caches). */
  const signedIn = async (userId = f.users.lab.id): Promise<{ token: string; counted: CountedDatabase }> => {
    const token = newToken();
    await t.db
      .insertInto('sessions')
      .values({ tokenHash: hashToken(token), userId, createdAt: START, lastSeenAt: START, expiresAt: at(SESSION_TTL_MS), ip: null, userAgent: null })
      .execute();
    return { token, counted: countQueries(t.db) };
  };
  const revokeInDatabase = (token: string) => t.db.updateTable('sessions').set({ revokedAt: START }).where('tokenHash', '=', hashToken(token)).execute();

  beforeAll(async () => {
    t = await createTestDatabase();
    f = await createApiFixture(t.db);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('reads the session once, then answers from the row for a few seconds; other calls read it every time', async () => {
    const { token, counted } = await signedIn();
    const first = await resolveSession(counted.db, token, at(1_000), { recent: true });
    expect(first).toMatchObject({ user: { id: f.users.lab.id }, labId: f.labs.plain.id, roleId: 'lab_admin' });
    expect(counted.executed).toHaveLength(1);
    counted.reset();
    expect(await resolveSession(counted.db, token, at(2_000), { recent: true })).toEqual(first);
    expect(counted.executed).toEqual([]);
    expect(await resolveSession(counted.db, token, at(2_000))).toEqual(first);
    expect(counted.executed).toHaveLength(1);
  });

  it('a session revoked elsewhere (another server process) saves for the rest of the window; every other call is refused at once', async () => {
    const { token, counted } = await signedIn();
    expect(await resolveSession(counted.db, token, at(1_000), { recent: true })).not.toBeNull();
    await revokeInDatabase(token);
    expect(await resolveSession(counted.db, token, at(1_500))).toBeNull();
    expect(await resolveSession(counted.db, token, at(1_500), { recent: true })).not.toBeNull();
  });

  it("this process's sign-out and password change stop the saves of the revoked sessions at once", async () => {
    const { token, counted } = await signedIn();
    const session = await resolveSession(counted.db, token, at(1_000), { recent: true });
    if (!session) throw new Error('no session');
    await signOut(counted.db, fixedClock(at(1_100)), session.sessionId);
    expect(await resolveSession(counted.db, token, at(1_200), { recent: true })).toBeNull();

    const current = await signedIn(f.users.noEmail.id);
    const other = newToken();
    await t.db
      .insertInto('sessions')
      .values({ tokenHash: hashToken(other), userId: f.users.noEmail.id, createdAt: START, lastSeenAt: START, expiresAt: at(SESSION_TTL_MS), ip: null, userAgent: null })
      .execute();
    const db = current.counted.db;
    const mine = await resolveSession(db, current.token, at(1_000), { recent: true });
    expect(await resolveSession(db, other, at(1_000), { recent: true })).not.toBeNull();
    if (!mine) throw new Error('no session');
    await changePassword(db, fixedClock(at(1_100)), mine, { currentPassword: FIXTURE_PASSWORD, newPassword: 'Changed1234' });
    expect(await resolveSession(db, other, at(1_200), { recent: true })).toBeNull();
    expect(await resolveSession(db, current.token, at(1_200), { recent: true })).not.toBeNull();
  });

  it('never answers from a row that would refuse: an expired session and a blocked lab are read again', async () => {
    const { token, counted } = await signedIn();
    expect(await resolveSession(counted.db, token, at(1_000), { recent: true })).not.toBeNull();
    // the same kept row, a moment past its expiry: read again, and refused
    counted.reset();
    expect(await resolveSession(counted.db, token, at(SESSION_TTL_MS + 1), { recent: true })).toBeNull();
    expect(counted.executed).toHaveLength(1);

    const blocked = await signedIn();
    await t.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', f.labs.plain.id).execute();
    try {
      expect(await resolveSession(blocked.counted.db, blocked.token, at(1_000), { recent: true })).toMatchObject({ accessBlocked: true });
      await t.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', f.labs.plain.id).execute();
      // the kept row was blocked: read again at once, and the lab saves again
      expect(await resolveSession(blocked.counted.db, blocked.token, at(1_100), { recent: true })).toMatchObject({ accessBlocked: false });
    } finally {
      await t.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', f.labs.plain.id).execute();
    }
  });

  it('touches the session once a minute, and keeps the row it wrote (a save does not touch it again)', async () => {
    const { token, counted } = await signedIn();
    await resolveSession(counted.db, token, at(1_000), { recent: true });
    counted.reset();
    const later = at(SESSION_TOUCH_INTERVAL_MS + 1_000);
    // the kept row was last seen a minute before: touched
    expect(await resolveSession(counted.db, token, later, { recent: true })).not.toBeNull();
    expect(counted.executed).toEqual(['UpdateQueryNode']);
    counted.reset();
    expect(await resolveSession(counted.db, token, new Date(later.getTime() + 500), { recent: true })).not.toBeNull();
    expect(counted.executed).toEqual([]);
    const row = await t.db.selectFrom('sessions').select(['lastSeenAt', 'expiresAt']).where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row).toEqual({ lastSeenAt: later, expiresAt: new Date(later.getTime() + SESSION_TTL_MS) });
  });
});
