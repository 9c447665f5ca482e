import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { mutableClock, rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

const HOUR = 3_600_000;
const clock = mutableClock('2026-03-02T10:00:00.000Z');
let server: TestServer;
let fx: ApiFixture;

beforeAll(async () => {
  server = await startTestServer({ wallClock: clock });
  fx = await createApiFixture(server.db);
});
afterAll(async () => {
  await server?.close();
});

describe('sign-in over REST (POST /api/v1/auth/tokens)', () => {
  it('answers a token and a sliding expiry 12 h ahead; only the sha256 of the token is stored', async () => {
    const response = await rest<{ token: string; expiresAt: string }>(server, 'POST', '/auth/tokens', {
      body: { subject: fx.users.lab.username.toUpperCase(), password: FIXTURE_PASSWORD },
      ip: '10.1.0.1',
    });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(response.body.expiresAt).getTime()).toBe(clock.now().getTime() + 12 * HOUR);
    const sessions = await server.db.selectFrom('sessions').select(['tokenHash', 'ip']).where('userId', '=', fx.users.lab.id).execute();
    expect(sessions.some((s) => s.tokenHash === response.body.token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
    expect(sessions.map((s) => s.ip)).toContain('10.1.0.1');
  });

  it('answers 422 param username for an unknown or disabled user and 422 param password for a wrong password', async () => {
    const unknown = await rest(server, 'POST', '/auth/tokens', { body: { subject: 'nobody-here', password: 'x' }, ip: '10.1.0.2' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ error: { message: 'Unknown username', param: 'username', type: 'authentication_error' } });
    const disabled = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.disabled.username, password: FIXTURE_PASSWORD }, ip: '10.1.0.2' });
    expect(disabled.status).toBe(422);
    expect(disabled.body).toMatchObject({ error: { param: 'username' } });
    const wrong = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.lab.username, password: 'Wrong1234' }, ip: '10.1.0.2' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: { message: 'Wrong password', param: 'password', type: 'authentication_error' } });
    // each failure counted against the address, the account from it, and the account
    const counter = (key: string) => server.db.selectFrom('rateLimitCounters').select('hits').where('key', '=', key).executeTakeFirst();
    expect(await counter('login:ip:10.1.0.2')).toEqual({ hits: 3 });
    expect(await counter(`login:account-ip:${fx.users.lab.username.toLowerCase()}|10.1.0.2`)).toEqual({ hits: 1 });
    expect(await counter(`login:account:${fx.users.lab.username.toLowerCase()}`)).toEqual({ hits: 1 });
  });
});

describe('sign-in over tRPC and the profile', () => {
  it('signs in through the tRPC client and reads the lab user profile', async () => {
    const { token, expiresAt } = await trpcClient(server).auth.login.mutate({ subject: fx.users.lab.username, password: FIXTURE_PASSWORD });
    expect(typeof expiresAt).toBe('string');
    const profile = await trpcClient(server, { token }).auth.profile.query();
    expect(profile).toMatchObject({
      user: { id: fx.users.lab.id, name: fx.users.lab.username, role: { id: 'lab_admin', name: { en: 'Laboratory administrator' } } },
      role: { id: 'lab_admin' },
      org: { id: fx.org.id, name: fx.org.name },
      lab: { id: fx.labs.plain.id, shortName: '1107', orgs: [{ id: fx.org.id, name: fx.org.name }], children: [] },
      orgUser: false,
      coreLab: false,
      seenLatestResultsFilter: false,
    });
  });

  it('shows a core lab its satellites and an org user no lab', async () => {
    const core = await rest<{ coreLab: boolean; lab: { children: { id: number; shortName: string }[] } }>(server, 'GET', '/auth/profile', {
      token: await signIn(server, fx.users.coreLab.username, FIXTURE_PASSWORD, '10.1.0.3'),
    });
    expect(core.status).toBe(200);
    expect(core.body.coreLab).toBe(true);
    expect(core.body.lab.children).toEqual([{ id: fx.labs.satellite.id, name: fx.labs.satellite.name, shortName: '1043' }]);

    const admin = await rest(server, 'GET', '/auth/profile', { token: await signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD, '10.1.0.3') });
    expect(admin.body).toMatchObject({ orgUser: true, coreLab: false, lab: null, org: { id: fx.org.id, shortName: fx.org.shortName }, role: { id: 'org_admin' } });
  });

  it('answers concurrent profile requests of several users (read together), each with its own profile', async () => {
    const users = [fx.users.lab, fx.users.coreLab, fx.users.orgAdmin, fx.users.satellite];
    const tokens = await Promise.all(users.map((user, i) => signIn(server, user.username, FIXTURE_PASSWORD, `10.1.1.${i + 1}`)));
    const answers = await Promise.all(
      tokens.flatMap((token) => [0, 1, 2].map(() => rest<{ user: { id: number; name: string }; orgUser: boolean }>(server, 'GET', '/auth/profile', { token }))),
    );
    answers.forEach((answer, i) => {
      const user = users[Math.floor(i / 3)];
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ id: user?.id, name: user?.username });
      expect(answer.body.orgUser).toBe(user === fx.users.orgAdmin);
    });
  });

  it('updates the user details and marks the latest-results hint as seen', async () => {
    const token = await signIn(server, fx.users.satellite.username, FIXTURE_PASSWORD, '10.1.0.4');
    const updated = await rest(server, 'PATCH', '/auth/profile/user', { token, body: { fullName: '  Dr. Kiss Éva ', email: 'eva.kiss@lab.example.org' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: fx.users.satellite.username, fullName: 'Dr. Kiss Éva', email: 'eva.kiss@lab.example.org' });

    const noName = await rest(server, 'PATCH', '/auth/profile/user', { token, body: { fullName: '', email: 'eva.kiss@lab.example.org' } });
    expect(noName.status).toBe(422);
    expect(noName.body).toEqual({ error: { message: 'This field is required', param: 'fullName', type: 'requiredField' } });
    const badEmail = await rest(server, 'PATCH', '/auth/profile/user', { token, body: { fullName: 'Éva', email: 'not-an-email' } });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body).toMatchObject({ error: { param: 'email', type: 'emailFormatHelpText' } });

    const seen = await rest(server, 'PATCH', '/auth/profile/seen_latest_results_filter', { token });
    expect(seen.body).toEqual({ seenLatestResultsFilter: true });
    const profile = await trpcClient(server, { token }).auth.profile.query();
    expect(profile.seenLatestResultsFilter).toBe(true);
    expect(profile.user.fullName).toBe('Dr. Kiss Éva');
  });
});

describe('password change', () => {
  it('checks the current password and the login password rule, then revokes the other sessions', async () => {
    const token = await signIn(server, fx.users.coreLab.username, FIXTURE_PASSWORD, '10.1.0.5');
    const other = await signIn(server, fx.users.coreLab.username, FIXTURE_PASSWORD, '10.1.0.5');

    const wrongCurrent = await rest(server, 'POST', '/auth/change_password', { token, body: { currentPassword: 'nope', newPassword: 'Better123' } });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body).toMatchObject({ error: { param: 'currentPassword', type: 'passwordChange.invalidCurrentPassword', message: 'Invalid current password' } });

    const weak = await rest(server, 'POST', '/auth/change_password', { token, body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'weakpass' } });
    expect(weak.status).toBe(422);
    expect(weak.body).toEqual({ error: { message: 'At least 8 characters, with a lowercase letter, an uppercase letter and a digit', param: 'newPassword', type: 'loginPasswordFormatHelpText' } });

    const changed = await rest(server, 'POST', '/auth/change_password', { token, body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'Better123' } });
    expect(changed.status).toBe(200);
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(200);
    expect((await rest(server, 'GET', '/auth/profile', { token: other })).status).toBe(401);

    const oldPassword = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.coreLab.username, password: FIXTURE_PASSWORD }, ip: '10.1.0.5' });
    expect(oldPassword.status).toBe(422);
    await signIn(server, fx.users.coreLab.username, 'Better123', '10.1.0.5');
    // put the fixture password back for the other tests
    await rest(server, 'POST', '/auth/change_password', { token, body: { currentPassword: 'Better123', newPassword: FIXTURE_PASSWORD } });
  });
});

describe('logout and session lifetime', () => {
  it('logout revokes the token server-side: the next call answers 401', async () => {
    const token = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD, '10.1.0.6');
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(200);
    const logout = await rest(server, 'DELETE', '/auth/tokens/current', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    const after = await rest(server, 'GET', '/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: { message: 'Authentication required', type: 'authentication_error' } });
    await expect(trpcClient(server, { token }).auth.profile.query()).rejects.toMatchObject({ data: { httpStatus: 401, code: 'UNAUTHORIZED' } });
  });

  it('expires 12 h after the last use, and each use slides the expiry', async () => {
    const start = clock.now();
    const token = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD, '10.1.0.7');
    clock.advance(11 * HOUR);
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(200);
    clock.advance(11 * HOUR); // 22 h after sign-in, 11 h after the last use
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(200);
    clock.advance(12 * HOUR + 1000);
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(401);
    clock.set(start);
  });

  it('ends 7 days after sign-in however often it is used (absolute lifetime beside the sliding 12 h)', async () => {
    const start = clock.now();
    const token = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD, '10.1.0.9');
    try {
      for (let hours = 11; hours < 7 * 24; hours += 11) {
        clock.set(new Date(start.getTime() + hours * HOUR));
        expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(200);
      }
      const session = await server.db.selectFrom('sessions').select(['createdAt', 'expiresAt']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      // the last touch (165 h) moved the expiry to the absolute end, not 12 h on
      expect(session.expiresAt.getTime()).toBe(session.createdAt.getTime() + 7 * 24 * HOUR);
      clock.set(new Date(start.getTime() + (7 * 24 + 1) * HOUR));
      expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(401);
    } finally {
      clock.set(start);
    }
  });

  it('refuses garbage and missing tokens with 401', async () => {
    expect((await rest(server, 'GET', '/auth/profile', { token: 'garbage' })).status).toBe(401);
    expect((await rest(server, 'GET', '/auth/profile')).status).toBe(401);
  });

  it('a blocked lab signs in no more (403 access_blocked_error) and its open sessions are refused', async () => {
    const token = await signIn(server, fx.users.noEmail.username, FIXTURE_PASSWORD, '10.1.0.8');
    await server.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', fx.labs.small.id).execute();
    try {
      const open = await rest(server, 'GET', '/auth/profile', { token });
      expect(open.status).toBe(403);
      expect(open.body).toMatchObject({ error: { type: 'access_blocked_error' } });
      const login = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.noEmail.username, password: FIXTURE_PASSWORD }, ip: '10.1.0.8' });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ error: { type: 'access_blocked_error' } });
    } finally {
      await server.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', fx.labs.small.id).execute();
    }
  });
});

describe('sign-in rate limit', () => {
  it('after 5 failures for a username from one address answers 429 there without checking the password, until 15 minutes pass; the user signs in from elsewhere', async () => {
    const subject = fx.users.satellite.username;
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i += 1) {
      const r = await rest(server, 'POST', '/auth/tokens', { body: { subject, password: `Wrong${i}xx` }, ip });
      expect(r.status).toBe(422);
    }
    const limited = await rest(server, 'POST', '/auth/tokens', { body: { subject, password: FIXTURE_PASSWORD }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { message: 'Too many attempts, try again later', type: 'rate_limit_error', params: { retryAfterSeconds: 900 } } });
    expect(limited.headers.get('retry-after')).toBe('900');
    // the same username in other letter case counts too
    expect((await rest(server, 'POST', '/auth/tokens', { body: { subject: subject.toUpperCase(), password: FIXTURE_PASSWORD }, ip })).status).toBe(429);
    // no lockout: the real user signs in from another address, and other users from this one
    await signIn(server, subject, FIXTURE_PASSWORD, '10.2.0.99');
    await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD, ip);

    clock.advance(15 * 60_000 + 1000);
    await signIn(server, subject, FIXTURE_PASSWORD, ip);
  });

  it('failures spread over many addresses meet the per-account ceiling of 50: then 429 from everywhere', async () => {
    const subject = fx.users.coreLab.username;
    for (let i = 0; i < 50; i += 1) {
      const r = await rest(server, 'POST', '/auth/tokens', { body: { subject, password: `Wrong${i}xx` }, ip: `10.4.${Math.floor(i / 4)}.${i % 4}` });
      expect(r.status).toBe(422);
    }
    expect((await rest(server, 'POST', '/auth/tokens', { body: { subject, password: FIXTURE_PASSWORD }, ip: '10.4.99.1' })).status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    await signIn(server, subject, FIXTURE_PASSWORD, '10.4.99.1');
  });

  it('after 20 failures from one IP address answers 429 for every username from it', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i += 1) {
      const r = await rest(server, 'POST', '/auth/tokens', { body: { subject: `ghost-${i}`, password: 'x' }, ip });
      expect(r.status).toBe(422);
    }
    const limited = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.lab.username, password: FIXTURE_PASSWORD }, ip });
    expect(limited.status).toBe(429);
    await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD, '10.3.0.2');
    // tRPC calls from 127.0.0.1 are another address: not limited
    await expect(trpcClient(server).auth.login.mutate({ subject: fx.users.lab.username, password: FIXTURE_PASSWORD })).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});
