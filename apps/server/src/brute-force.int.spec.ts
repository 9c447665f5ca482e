import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { FORGOT_VALIDATION_PASSWORD_LIMITS, LOGIN_LIMITS, MAX_TRPC_BATCH_SIZE, SET_NEW_VALIDATION_PASSWORD_LIMITS, SUPPORT_MESSAGE_LIMITS } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

/**
 * Brute force and abuse (issue 23; docs/decisions/brute-force.md), through the HTTP stack of two
 * server instances on one PostgreSQL database: the limits are counted atomically in the database,
 * so parallel requests on either instance never get more checks than the limit.
 */
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let fx: ApiFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([startTestServer({ database }), startTestServer({ database })]);
  fx = await createApiFixture(database.db);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

interface TrpcEnvelope {
  result?: unknown;
  error?: { json: { data: { httpStatus: number; appError: { type: string; params: { retryAfterSeconds?: number } | null } } } };
}

/** One raw tRPC batch request (what httpBatchLink sends): POST /trpc/<p1>,<p2>?batch=1 (queries: GET with ?input=). */
async function trpcBatch(server: TestServer, calls: Array<{ path: string; input: unknown }>, token?: string, method: 'GET' | 'POST' = 'POST') {
  const inputs = JSON.stringify(Object.fromEntries(calls.map((call, index) => [String(index), { json: call.input }])));
  const query = method === 'GET' ? `&input=${encodeURIComponent(inputs)}` : '';
  const response = await fetch(`${server.url}/trpc/${calls.map((c) => c.path).join(',')}?batch=1${query}`, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: inputs } : {}),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as TrpcEnvelope[] };
}

const counters = () => database.db.selectFrom('rateLimitCounters').select(['key', 'hits']).execute();

describe('sign-in: atomic limits across two server instances', () => {
  it('40 parallel wrong sign-ins (REST on one instance, tRPC on the other) check exactly 5 passwords; the rest answer 429 with Retry-After', async () => {
    const subject = fx.users.lab.username;
    const ip = '10.20.0.1';
    const viaRest = Array.from({ length: 20 }, (_, i) => rest(a, 'POST', '/auth/tokens', { body: { subject, password: `Wrong-${i}` }, ip }).then((r) => r.status));
    // one client per call: each is a request of its own (a batch holding sign-ins is refused)
    const viaTrpc = Array.from({ length: 20 }, (_, i) =>
      trpcClient(b, { ip })
        .auth.login.mutate({ subject, password: `Wrong-t${i}` })
        .then(
          () => 200,
          (error: unknown) => (error as { data?: { httpStatus?: number } }).data?.httpStatus ?? 0,
        ),
    );
    const statuses = await Promise.all([...viaRest, ...viaTrpc]);
    expect(statuses.filter((s) => s === 422)).toHaveLength(LOGIN_LIMITS.accountAndIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMITS.accountAndIp.max);

    const limited = await rest<{ error: { type: string; params: { retryAfterSeconds: number } } }>(b, 'POST', '/auth/tokens', { body: { subject, password: FIXTURE_PASSWORD }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error.type).toBe('rate_limit_error');
    expect(limited.body.error.params.retryAfterSeconds).toBeGreaterThan(800);
    expect(limited.headers.get('retry-after')).toBe(String(limited.body.error.params.retryAfterSeconds));
    // not a lockout: the real user signs in from their own address, on either instance
    await signIn(a, subject, FIXTURE_PASSWORD, '10.20.0.2');
  });

  it('an unknown username takes as long as a known one with a wrong password (a dummy hash is checked), and keeps its field message', async () => {
    const time = async (subject: string, i: number) => {
      const started = performance.now();
      const answer = await rest<{ error: { param: string } }>(a, 'POST', '/auth/tokens', { body: { subject, password: 'Wrong-pass1' }, ip: `10.21.${i}.1` });
      return { ms: performance.now() - started, param: answer.body.error.param };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const k = await time(fx.users.satellite.username, i);
      const u = await time(`nobody-${i}`, i + 100);
      expect(k.param).toBe('password');
      expect(u.param).toBe('username');
      known.push(k.ms);
      unknown.push(u.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
    // without the dummy check an unknown user answers in a few ms, a known one after an argon2 verify
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('tRPC batches', () => {
  it('a batch holding a sign-in is refused with 400 before anything runs', async () => {
    const login = { path: 'auth.login', input: { subject: fx.users.satellite.username, password: 'Wrong-pass1' } };
    const before = await counters();
    const batch = await trpcBatch(a, [login, login]);
    expect(batch.status).toBe(400);
    expect(batch.body).toHaveLength(2);
    expect(batch.body[0]?.error?.json.data).toMatchObject({ httpStatus: 400, appError: { type: 'batch_not_allowed' } });
    expect(await counters()).toEqual(before);
    // the same through the tRPC client: two sign-ins in one tick make one batch, and both fail
    const client = trpcClient(a);
    const results = await Promise.allSettled([client.auth.login.mutate(login.input), client.auth.login.mutate(login.input)]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(TRPCClientError);
      expect(((result as PromiseRejectedResult).reason as TRPCClientError<never>).data).toMatchObject({ httpStatus: 400, appError: { type: 'batch_not_allowed' } });
    }
    // the password procedures too, in any position; percent-encoded commas are read as tRPC reads them
    const token = await signIn(a, fx.users.orgAdmin.username, FIXTURE_PASSWORD, '10.22.0.1');
    const change = { path: 'auth.changePassword', input: { currentPassword: 'Wrong-pass1', newPassword: 'Another1pass' } };
    expect((await trpcBatch(a, [{ path: 'auth.profile', input: null }, change], token)).status).toBe(400);
    const encoded = await fetch(`${a.url}/trpc/auth.profile%2Cauth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { json: null }, 1: { json: login.input } }),
    });
    expect(encoded.status).toBe(400);
    // one call of its own is fine
    expect((await trpcBatch(a, [change], token)).body[0]?.error?.json.data.httpStatus).toBe(422);
  });

  it(`a batch of more than ${MAX_TRPC_BATCH_SIZE} calls is refused with 400; ${MAX_TRPC_BATCH_SIZE} are answered`, async () => {
    const token = await signIn(b, fx.users.lab.username, FIXTURE_PASSWORD, '10.22.0.2');
    const profile = { path: 'auth.profile', input: undefined };
    const tooMany = await trpcBatch(b, Array.from({ length: MAX_TRPC_BATCH_SIZE + 1 }, () => profile), token, 'GET');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body[0]?.error?.json.data.appError.type).toBe('batch_too_large');
    const most = await trpcBatch(b, Array.from({ length: MAX_TRPC_BATCH_SIZE }, () => profile), token, 'GET');
    expect(most.status).toBe(200);
    expect(most.body.every((entry) => entry.result !== undefined)).toBe(true);
  });
});

describe('password procedures are limited', () => {
  it("change_password's current-password check: after 5 wrong ones even the right one answers 429", async () => {
    const token = await signIn(a, fx.users.satellite.username, FIXTURE_PASSWORD, '10.23.0.1');
    const client = trpcClient(a, { token });
    for (let i = 0; i < 5; i += 1) {
      await expect(client.auth.changePassword.mutate({ currentPassword: `Wrong-${i}aa`, newPassword: 'Another1pass' })).rejects.toMatchObject({
        data: { httpStatus: 422, appError: { param: 'currentPassword' } },
      });
    }
    await expect(client.auth.changePassword.mutate({ currentPassword: FIXTURE_PASSWORD, newPassword: 'Another1pass' })).rejects.toMatchObject({
      data: { httpStatus: 429, appError: { type: 'rate_limit_error', params: { retryAfterSeconds: expect.any(Number) } } },
    });
    // the password is unchanged
    await signIn(b, fx.users.satellite.username, FIXTURE_PASSWORD, '10.23.0.2');
  });

  it('set_new_password: a wrong token is 422 param token; per client address the 11th use within an hour answers 429', async () => {
    const ip = '10.24.0.1';
    const path = `/labs/${fx.labs.small.id}/set_new_password`;
    for (let i = 0; i < SET_NEW_VALIDATION_PASSWORD_LIMITS.ip.max; i += 1) {
      const wrong = await rest(i % 2 === 0 ? a : b, 'POST', path, { body: { token: `not-a-token-${i}`, newPassword: '5678' }, ip });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ error: { param: 'token' } });
    }
    const limited = await rest(a, 'POST', path, { body: { token: 'not-a-token', newPassword: '5678' }, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('e-mail floods: forgotten validation password and support messages', () => {
  it(`a tRPC batch of forgotten-validation-password requests: ${FORGOT_VALIDATION_PASSWORD_LIMITS.lab.max} are sent, the rest answer 429 with params`, async () => {
    const token = await signIn(a, fx.users.lab.username, FIXTURE_PASSWORD, '10.25.0.1');
    const call = { path: 'labs.forgotValidationPassword', input: { labId: fx.labs.plain.id } };
    const batch = await trpcBatch(a, Array.from({ length: 6 }, () => call), token);
    const ok = batch.body.filter((entry) => entry.result !== undefined);
    const limited = batch.body.filter((entry) => entry.error?.json.data.httpStatus === 429);
    expect(ok).toHaveLength(FORGOT_VALIDATION_PASSWORD_LIMITS.lab.max);
    expect(limited).toHaveLength(6 - FORGOT_VALIDATION_PASSWORD_LIMITS.lab.max);
    expect(limited[0]?.error?.json.data.appError).toMatchObject({ type: 'rate_limit_error', params: { retryAfterSeconds: expect.any(Number) } });
    const mails = await database.db.selectFrom('emailOutbox').select('id').where('kind', '=', 'validation_password_reset').execute();
    expect(mails).toHaveLength(FORGOT_VALIDATION_PASSWORD_LIMITS.lab.max);
    // the lab's limit holds for its other users and on the other instance
    const org = await signIn(b, fx.users.orgAdmin.username, FIXTURE_PASSWORD, '10.25.0.2');
    expect((await rest(b, 'POST', `/labs/${fx.labs.plain.id}/forgot_validation_password`, { token: org, body: {} })).status).toBe(429);
  });

  it(`a parallel burst of support messages from one user: ${SUPPORT_MESSAGE_LIMITS.user.max} are stored, the rest answer 429`, async () => {
    const token = await signIn(b, fx.users.coreLab.username, FIXTURE_PASSWORD, '10.26.0.1');
    const body = { subject: 'Help', message: 'The form does not open.', context: { url: 'http://localhost/labs', pageTitle: 'Labs' } };
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => rest(i % 2 === 0 ? a : b, 'POST', `/labs/${fx.labs.core.id}/orgs/${fx.org.id}/support`, { token, body, ip: '10.26.0.1' })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(SUPPORT_MESSAGE_LIMITS.user.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(14 - SUPPORT_MESSAGE_LIMITS.user.max);
    const stored = await database.db.selectFrom('supportMessages').select('id').where('userId', '=', fx.users.coreLab.id).execute();
    expect(stored).toHaveLength(SUPPORT_MESSAGE_LIMITS.user.max);
  });

  it('a core lab cannot send a support message as its satellite (403, nothing counted or stored)', async () => {
    const token = await signIn(a, fx.users.coreLab.username, FIXTURE_PASSWORD, '10.27.0.1');
    const body = { subject: 'Help', message: 'As the satellite.', context: { url: 'http://localhost/labs', pageTitle: 'Labs' } };
    const answer = await rest(a, 'POST', `/labs/${fx.labs.satellite.id}/orgs/${fx.org.id}/support`, { token, body, ip: '10.27.0.1' });
    expect(answer.status).toBe(403);
    const stored = await database.db.selectFrom('supportMessages').select('id').where('labId', '=', fx.labs.satellite.id).execute();
    expect(stored).toHaveLength(0);
  });
});
