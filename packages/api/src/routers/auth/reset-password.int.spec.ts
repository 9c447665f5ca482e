import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { FORGOT_PASSWORD_LIMITS, LOGIN_LIMITS, RESET_PASSWORD_LIMITS } from '@eqa/core';
import { hashPassword } from '../../services/auth/passwords';
import { LOGIN_RESET_TOKEN_TTL_MS } from '../../services/auth/request-password-reset';
import { hashToken } from '../../services/auth/tokens';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { movableClock, restWithHost, solveBotCheck } from '../registration/testing/registration-helpers';

interface Answer {
  ok?: boolean;
  error?: { param?: string; type: string; message: string };
}

const PUBLIC_URL = 'https://eqa.example.org';
const NEW_PASSWORD = 'Renewed123';

describe('forgotten login password and reset by e-mailed link (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  const clock = movableClock();
  let email = '';

  const forgot = async (username: string, address: string, options: { host?: string } = {}) => {
    const body = { username, email: address, reCaptchaResponse: await solveBotCheck(app) };
    return options.host
      ? restWithHost<Answer>(app, 'POST', '/auth/reset_password/email', { host: options.host, body })
      : rest<Answer>(app, 'POST', '/auth/reset_password/email', { body });
  };
  const reset = async (body: Record<string, unknown>) => rest<Answer>(app, 'POST', '/auth/reset_password', { body: { reCaptchaResponse: await solveBotCheck(app), ...body } });
  const resetMails = () => t.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'password_reset').orderBy('id').execute();
  const lastLinkToken = async () => {
    const mails = await resetMails();
    const text = mails.at(-1)?.textBody ?? '';
    const match = /https:\/\/eqa\.example\.org\/reset_password\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no link in: ${text}`);
    return match[1];
  };
  const profileStatus = async (token: string) => (await rest(app, 'GET', '/auth/profile', { token })).status;
  const setPassword = async (password: string) => {
    await t.db.updateTable('users').set({ passwordHash: await hashPassword(password) }).where('id', '=', f.users.lab.id).execute();
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { publicUrl: `${PUBLIC_URL}/` }, wallClock: clock });
    f = await createApiFixture(t.db);
    email = `${f.users.lab.username}@lab.example.org`;
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });
  beforeEach(async () => {
    clock.reset();
    await t.db.deleteFrom('botCheckSolutions').execute();
    await t.db.deleteFrom('emailOutbox').execute();
    await t.db.deleteFrom('passwordResetTokens').execute();
    await t.db.deleteFrom('rateLimitCounters').execute();
    await setPassword(FIXTURE_PASSWORD);
  });

  it('a matching account gets a one-hour, single-use link from the configured origin, whatever the Host header says', async () => {
    const answer = await forgot(f.users.lab.username.toUpperCase(), email.toUpperCase(), { host: 'attacker.example.com' });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    const mails = await resetMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddresses).toEqual([email]);
    expect(mails[0]?.textBody).not.toContain('attacker.example.com');
    const token = await lastLinkToken();
    const stored = await t.db.selectFrom('passwordResetTokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'login', userId: f.users.lab.id, labId: null, usedAt: null, tokenHash: hashToken(token) });
    const lifetime = (stored[0]?.expiresAt.getTime() ?? 0) - (stored[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(LOGIN_RESET_TOKEN_TTL_MS);
    await app.jobs.idle();
    expect((await resetMails())[0]?.status).toBe('sent');
  });

  it('answers the same for an unknown username, a wrong e-mail and a disabled account, and sends nothing', async () => {
    const known = await forgot(f.users.lab.username, email);
    const cases = [
      await forgot('nobody-at-all', email),
      await forgot(f.users.lab.username, 'someone.else@lab.example.org'),
      await forgot(f.users.disabled.username, `${f.users.disabled.username}@lab.example.org`),
      await forgot(f.users.noEmail.username, `${f.users.noEmail.username}@lab.example.org`),
    ];
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    for (const other of cases) expect({ status: other.status, body: other.body }).toEqual({ status: known.status, body: known.body });
    expect(await resetMails()).toHaveLength(1);
    expect(await t.db.selectFrom('passwordResetTokens').selectAll().execute()).toHaveLength(1);
    // every request spent its bot-check answer, whether it matched or not
    expect(await t.db.selectFrom('botCheckSolutions').select('signature').execute()).toHaveLength(5);
  });

  it('the link sets a new password once, ends every session of the user, and the new password signs in', async () => {
    const first = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    const second = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    const otherUser = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    await forgot(f.users.lab.username, email);
    const token = await lastLinkToken();

    const done = await reset({ token, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { ok: true } });
    expect(await profileStatus(first)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(otherUser)).toBe(200);
    const old = await rest<Answer>(app, 'POST', '/auth/tokens', { body: { subject: f.users.lab.username, password: FIXTURE_PASSWORD } });
    expect(old.body.error?.param).toBe('password');
    expect(await profileStatus(await signIn(app, f.users.lab.username, NEW_PASSWORD))).toBe(200);

    const again = await reset({ token, newPassword: 'Another123' });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ param: 'token', type: 'invalid_reset_token' });
    expect(await signIn(app, f.users.lab.username, NEW_PASSWORD)).toBeTruthy();
  });

  it('over tRPC too; an earlier link of the same account stops working once a newer one is asked for', async () => {
    const client = trpcClient(app);
    expect(await client.auth.requestPasswordReset.mutate({ username: f.users.lab.username, email, reCaptchaResponse: await solveBotCheck(app) })).toEqual({ ok: true });
    const older = await lastLinkToken();
    await client.auth.requestPasswordReset.mutate({ username: f.users.lab.username, email, reCaptchaResponse: await solveBotCheck(app) });
    const newer = await lastLinkToken();
    const refused = await client.auth.resetPassword.mutate({ token: older, newPassword: NEW_PASSWORD, reCaptchaResponse: await solveBotCheck(app) }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param: 'token' } });
    expect(await client.auth.resetPassword.mutate({ token: newer, newPassword: NEW_PASSWORD, reCaptchaResponse: await solveBotCheck(app) })).toEqual({ ok: true });
  });

  it('an expired link is 422 token; so is an unknown one, checked before the password is looked at', async () => {
    await forgot(f.users.lab.username, email);
    const token = await lastLinkToken();
    clock.advance(LOGIN_RESET_TOKEN_TTL_MS + 1000);
    const expired = await reset({ token, newPassword: NEW_PASSWORD });
    expect(expired.status).toBe(422);
    expect(expired.body.error?.param).toBe('token');
    const unknown = await reset({ token: 'not-a-token', newPassword: NEW_PASSWORD });
    expect(unknown.body.error?.param).toBe('token');
    expect(await signIn(app, f.users.lab.username, FIXTURE_PASSWORD)).toBeTruthy();
  });

  it('the password rules, the confirmation and the bot-check are checked (422 with the field)', async () => {
    await forgot(f.users.lab.username, email);
    const token = await lastLinkToken();
    const weak = await reset({ token, newPassword: 'weakpassword' });
    expect(weak.body.error).toMatchObject({ param: 'newPassword', type: 'loginPasswordFormatHelpText' });
    const mismatch = await reset({ token, newPassword: NEW_PASSWORD, newPasswordConfirmation: 'Renewed124' });
    expect(mismatch.body.error).toMatchObject({ param: 'newPasswordConfirmation', type: 'passwordChange.mewPasswordsMismatch' });
    const noBotCheck = await rest<Answer>(app, 'POST', '/auth/reset_password', { body: { token, newPassword: NEW_PASSWORD } });
    expect(noBotCheck.body.error?.param).toBe('reCaptchaResponse');
    const badBotCheck = await rest<Answer>(app, 'POST', '/auth/reset_password', { body: { token, newPassword: NEW_PASSWORD, reCaptchaResponse: 'forged' } });
    expect(badBotCheck.body.error).toMatchObject({ param: 'reCaptchaResponse', type: 'bot_check_invalid' });
    const noCaptchaForgot = await rest<Answer>(app, 'POST', '/auth/reset_password/email', { body: { username: f.users.lab.username, email } });
    expect(noCaptchaForgot.body.error?.param).toBe('reCaptchaResponse');
    const badEmail = await rest<Answer>(app, 'POST', '/auth/reset_password/email', { body: { username: f.users.lab.username, email: 'nope', reCaptchaResponse: 'x' } });
    expect(badEmail.body.error).toMatchObject({ param: 'email', type: 'emailFormatHelpText' });
    // the token survived all of it
    expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('a reset lifts the sign-in lock that wrong passwords put on the username', async () => {
    for (let i = 0; i < LOGIN_LIMITS.accountAndIp.max; i++) {
      await rest(app, 'POST', '/auth/tokens', { body: { subject: f.users.lab.username, password: `wrong-${i}` } });
    }
    const locked = await rest(app, 'POST', '/auth/tokens', { body: { subject: f.users.lab.username, password: FIXTURE_PASSWORD } });
    expect(locked.status).toBe(429);
    await forgot(f.users.lab.username, email);
    expect((await reset({ token: await lastLinkToken(), newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await signIn(app, f.users.lab.username, NEW_PASSWORD)).toBeTruthy();
  });

  it(`limits: ${FORGOT_PASSWORD_LIMITS.account.max} requests per username and e-mail pair (known or not, alike), ${FORGOT_PASSWORD_LIMITS.ip.max} per IP, ${RESET_PASSWORD_LIMITS.ip.max} wrong links per IP, per hour (429)`, async () => {
    const perPair = FORGOT_PASSWORD_LIMITS.account.max;
    for (const username of [f.users.lab.username, 'nobody-at-all']) {
      for (let i = 0; i < perPair; i++) expect((await forgot(username, email)).status).toBe(200);
      const limited = await forgot(username, email);
      expect(limited.status).toBe(429);
      expect(limited.body.error?.type).toBe('rate_limit_error');
    }
    // every attempt took its slot on the address, the refused ones too
    for (let i = 2 * (perPair + 1); i < FORGOT_PASSWORD_LIMITS.ip.max; i++) expect((await forgot(`someone-${i}`, email)).status).toBe(200);
    expect((await forgot('someone-new', email)).status).toBe(429);

    for (let i = 0; i < RESET_PASSWORD_LIMITS.ip.max; i++) expect((await reset({ token: `bad-${i}`, newPassword: NEW_PASSWORD })).status).toBe(422);
    expect((await reset({ token: 'bad-again', newPassword: NEW_PASSWORD })).status).toBe(429);

    clock.advance(60 * 60 * 1000 + 1000);
    expect((await forgot(f.users.lab.username, email)).status).toBe(200);
  });
});

describe('the validation-password reset by e-mailed link (REST, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let labToken = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { publicUrl: PUBLIC_URL } });
    f = await createApiFixture(t.db);
    labToken = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  it('the link is /labs/{labId}/reset_validation_password/{token} on the configured origin, whatever the Host; set_new_password works once', async () => {
    const labId = f.labs.plain.id;
    const asked = await restWithHost<Answer>(app, 'POST', `/labs/${labId}/forgot_validation_password`, { host: 'attacker.example.com', token: labToken });
    expect(asked.status).toBe(200);
    const mail = await t.db.selectFrom('emailOutbox').select('textBody').where('kind', '=', 'validation_password_reset').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.textBody).not.toContain('attacker.example.com');
    const token = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/labs/${labId}/reset_validation_password/([A-Za-z0-9_-]+)`).exec(mail.textBody)?.[1];
    expect(token).toBeTruthy();

    const set = await rest<Answer>(app, 'POST', `/labs/${labId}/set_new_password`, { body: { token, newPassword: '8642' } });
    expect(set).toMatchObject({ status: 200, body: { ok: true } });
    const again = await rest<Answer>(app, 'POST', `/labs/${labId}/set_new_password`, { body: { token, newPassword: '2468' } });
    expect(again.status).toBe(422);
    expect(again.body.error?.param).toBe('token');
    // the new validation password is the lab's now
    const changed = await rest<Answer>(app, 'POST', `/labs/${labId}/change_password`, { token: labToken, body: { currentPassword: '8642', newPassword: FIXTURE_VALIDATION_PASSWORD } });
    expect(changed.status).toBe(200);
  });
});
