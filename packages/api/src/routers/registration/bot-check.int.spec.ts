import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractYears, REGISTRATION_LIMITS } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { BOT_CHECK_TTL_SECONDS } from '../../settings';
import { createApiFixture, type ApiFixture } from '../../testing/fixtures';
import { rest, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TBotCheckChallenge } from '../../services/altcha/get-challenge.types';
import type { TRegisterOutput } from '../../services/registration/register.types';
import { movableClock, solveBotCheck, validContract } from './testing/registration-helpers';

interface ErrorBody {
  error?: { param?: string; type: string; message: string };
}

const HMAC_KEY = 'a-test-bot-check-key-of-forty-characters!';

describe('the bot-check of the public forms (ALTCHA, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  /** A second server instance on the same database and key. */
  let other: TestApp;
  let f: ApiFixture;
  const clock = movableClock();
  const year = contractYears(new Date())[0];
  let n = 0;

  const body = (reCaptchaResponse: unknown) => {
    n += 1;
    return {
      contract: validContract(year),
      user: { username: `botcheck${n}`, email: `head${n}@tisza.example.org` },
      userPassword: 'Register1',
      validationPassword: '5678',
      reCaptchaResponse,
    };
  };
  const register = (reCaptchaResponse: unknown, on: TestApp = app) =>
    rest<TRegisterOutput & ErrorBody>(on, 'POST', `/orgs/${f.org.id}/register`, { body: body(reCaptchaResponse) });
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: TBotCheckChallenge; solution: { counter: number; derivedKey: string } };

  beforeAll(async () => {
    t = await createTestDatabase();
    const settings = { botCheck: { hmacKey: HMAC_KEY, cost: 1, maxNumber: 20, ttlSeconds: BOT_CHECK_TTL_SECONDS } };
    app = await startTestApp(t.db, { settings, wallClock: clock });
    other = await startTestApp(t.db, { settings, wallClock: clock });
    f = await createApiFixture(t.db);
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await t.drop();
  });
  beforeEach(async () => {
    clock.reset();
    await t.db.deleteFrom('botCheckSolutions').execute();
    await t.db.deleteFrom('rateLimitCounters').execute();
  });

  it('GET /altcha/challenge: a signed, expiring PBKDF2 challenge at the configured cost, never cached (REST and tRPC)', async () => {
    const response = await rest<TBotCheckChallenge>(app, 'GET', '/altcha/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { parameters, signature } = response.body;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(BOT_CHECK_TTL_SECONDS - 5);
    expect(lifetime).toBeLessThanOrEqual(BOT_CHECK_TTL_SECONDS);
    const viaTrpc = await trpcClient(app).altcha.challenge.query();
    expect(viaTrpc.signature).not.toBe(signature);
  });

  it('the public calls are in the OpenAPI document, unprotected', async () => {
    const document = await rest<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(app, 'GET', '/openapi.json');
    expect(document.status).toBe(200);
    const calls = [
      ['/altcha/challenge', 'get'],
      ['/orgs/{orgId}/register', 'post'],
      ['/auth/reset_password/email', 'post'],
      ['/auth/reset_password', 'post'],
      ['/orgs', 'get'],
    ] as const;
    for (const [path, method] of calls) {
      const operation = document.body.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation?.security ?? [], path).toEqual([]);
    }
  });

  it('a solved challenge registers once; the same answer again is 422 reCaptchaResponse (replayed), on this instance or another', async () => {
    const answer = await solveBotCheck(app);
    const first = await register(answer);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await register(answer);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ param: 'reCaptchaResponse', type: 'bot_check_replayed' });
    const elsewhere = await register(answer, other);
    expect(elsewhere.body.error).toMatchObject({ param: 'reCaptchaResponse', type: 'bot_check_replayed' });
    // nor on another form
    const forgot = await rest<ErrorBody>(app, 'POST', '/auth/reset_password/email', { body: { username: 'x', email: 'x@example.org', reCaptchaResponse: answer } });
    expect(forgot.body.error).toMatchObject({ param: 'reCaptchaResponse', type: 'bot_check_replayed' });
  });

  it('a challenge of one instance is accepted by another (the key is shared, the spent answers are in PostgreSQL)', async () => {
    const answer = await solveBotCheck(other);
    const response = await register(answer);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('missing, empty, unreadable, tampered, unsolved or foreign answers are 422 reCaptchaResponse and spend nothing', async () => {
    const missing = await rest<ErrorBody>(app, 'POST', `/orgs/${f.org.id}/register`, { body: { ...body(''), reCaptchaResponse: undefined } });
    expect(missing.status).toBe(422);
    expect(missing.body.error?.param).toBe('reCaptchaResponse');

    const answer = await solveBotCheck(app);
    const { challenge, solution } = decode(answer);
    const foreignChallenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'someone-elses-key-someone-elses-key',
      hmacKeySignatureSecret: 'and-its-key-signature-secret-too',
    });
    const foreignSolution = await solveChallenge({ challenge: foreignChallenge, deriveKey });
    const cases: Array<[string, unknown, string]> = [
      ['empty', '', 'requiredField'],
      ['not base64 JSON', 'hello there', 'bot_check_invalid'],
      ['not a string', 42, 'constraint_violation_error'],
      ['no solution', encode({ challenge }), 'bot_check_invalid'],
      ['cheaper parameters', encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } }, solution }), 'bot_check_invalid'],
      ['a later expiry', encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 } }, solution }), 'bot_check_invalid'],
      ['a wrong counter and key', encode({ challenge, solution: { counter: solution.counter + 1, derivedKey: '00'.repeat(32) } }), 'bot_check_invalid'],
      ['another server key', encode({ challenge: foreignChallenge, solution: foreignSolution }), 'bot_check_invalid'],
      ['ALTCHA v1 shape', encode({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y' }), 'bot_check_invalid'],
    ];
    for (const [name, reCaptchaResponse, type] of cases) {
      const response = await register(reCaptchaResponse);
      expect(response.status, name).toBe(422);
      expect(response.body.error, name).toMatchObject({ param: 'reCaptchaResponse', type });
    }
    expect(await t.db.selectFrom('botCheckSolutions').selectAll().execute()).toEqual([]);
    // the genuine answer still works
    expect((await register(answer)).status).toBe(200);
  });

  it('an answer older than the challenge lifetime is 422 reCaptchaResponse (expired)', async () => {
    const answer = await solveBotCheck(app);
    clock.advance(BOT_CHECK_TTL_SECONDS * 1000 + 1000);
    const late = await register(answer);
    expect(late.status).toBe(422);
    expect(late.body.error).toMatchObject({ param: 'reCaptchaResponse', type: 'bot_check_expired' });
  });

  it(`registrations are limited to ${REGISTRATION_LIMITS.ip.max} per IP and hour (429), counted in the database`, async () => {
    for (let i = 0; i < REGISTRATION_LIMITS.ip.max; i++) {
      const on = i % 2 === 0 ? app : other;
      const response = await register(await solveBotCheck(on), on);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    const limited = await register(await solveBotCheck(app));
    expect(limited.status).toBe(429);
    expect(limited.body.error?.type).toBe('rate_limit_error');
    expect((await register(await solveBotCheck(other), other)).status).toBe(429);

    clock.advance(60 * 60 * 1000 + 1000);
    const later = await register(await solveBotCheck(app));
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });
});
