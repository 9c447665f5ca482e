import { PostgresQueryCompiler, sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { solveBotCheck, validContract } from '@eqa/api/routers/registration/testing/registration-helpers';
import { contractYears, FORGOT_PASSWORD_LIMITS, REGISTRATION_LIMITS, RESET_PASSWORD_LIMITS, SET_NEW_VALIDATION_PASSWORD_LIMITS } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { rest, signIn, startTestServer, type TestServer } from './testing/test-server';

/**
 * The limits of the public forms (issue 30 points 4–6; docs/decisions/brute-force.md), through the
 * HTTP stack of two server instances on one PostgreSQL database: parallel requests are counted one
 * by one, strangers cannot use up the limit of the holder of a valid link, and a forgotten-password
 * request does the same work whether it names an account or not.
 */
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let fx: ApiFixture;

/** Records the SQL of every statement the API sends (not the jobs': they have their own handle). */
class StatementRecorder implements KyselyPlugin {
  statements: string[] = [];
  private readonly compiler = new PostgresQueryCompiler();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
const recorder = new StatementRecorder();
let recorded: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b, recorded] = await Promise.all([
    startTestServer({ database }),
    startTestServer({ database }),
    startTestServer({ database, apiDb: database.db.withPlugin(recorder) }),
  ]);
  fx = await createApiFixture(database.db);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await recorded?.close();
  await database?.drop();
});

const emailOf = (user: { username: string }) => `${user.username}@lab.example.org`;
const liveTokens = (where: { kind: 'login'; userId: number } | { kind: 'validation'; labId: number }) => {
  let query = database.db.selectFrom('passwordResetTokens').select('id').where('kind', '=', where.kind).where('usedAt', 'is', null);
  query = where.kind === 'login' ? query.where('userId', '=', where.userId) : query.where('labId', '=', where.labId);
  return query.execute();
};
const resetMailsTo = async (address: string) => (await database.db.selectFrom('emailOutbox').select(['toAddresses', 'textBody']).where('kind', '=', 'password_reset').execute()).filter((m) => m.toAddresses.includes(address));
/** The token of the newest validation-password reset e-mail's link of a lab. */
const lastValidationLink = async (labId: number) => {
  const mail = await database.db.selectFrom('emailOutbox').select('textBody').where('kind', '=', 'validation_password_reset').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return new RegExp(`/labs/${labId}/reset_validation_password/([A-Za-z0-9_-]+)`).exec(mail.textBody)?.[1];
};
const forgot = async (server: TestServer, body: { username: string; email: string }, ip: string) =>
  rest<{ ok?: boolean; error?: { type: string } }>(server, 'POST', '/auth/reset_password/email', { body: { ...body, reCaptchaResponse: await solveBotCheck(server) }, ip });

describe('point 4: parallel requests are counted one by one', () => {
  it(`10 parallel registrations from one address on two instances create exactly ${REGISTRATION_LIMITS.ip.max} labs`, async () => {
    const ip = '10.40.0.1';
    const year = contractYears(new Date())[0];
    const before = await database.db.selectFrom('labs').select('id').execute();
    const bodies = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({
        contract: validContract(year),
        user: { username: `parallel-lab-${i}`, email: `head${i}@tisza.example.org` },
        userPassword: 'Register1',
        validationPassword: '5678',
        reCaptchaResponse: await solveBotCheck(i % 2 === 0 ? a : b),
      })),
    );
    const answers = await Promise.all(bodies.map((body, i) => rest(i % 2 === 0 ? a : b, 'POST', `/orgs/${fx.org.id}/register`, { body, ip })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(REGISTRATION_LIMITS.ip.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10 - REGISTRATION_LIMITS.ip.max);
    const after = await database.db.selectFrom('labs').select('id').execute();
    expect(after.length - before.length).toBe(REGISTRATION_LIMITS.ip.max);
  });

  it(`12 parallel forgotten-password requests for one account send exactly ${FORGOT_PASSWORD_LIMITS.account.max} mails and leave one live link`, async () => {
    const user = fx.users.satellite;
    const body = { username: user.username, email: emailOf(user) };
    const payloads = await Promise.all(Array.from({ length: 12 }, (_, i) => solveBotCheck(i % 2 === 0 ? a : b)));
    // from 12 addresses, so the account's limit is the one that binds
    const answers = await Promise.all(
      payloads.map((reCaptchaResponse, i) => rest(i % 2 === 0 ? a : b, 'POST', '/auth/reset_password/email', { body: { ...body, reCaptchaResponse }, ip: `10.41.0.${i + 1}` })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(FORGOT_PASSWORD_LIMITS.account.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(12 - FORGOT_PASSWORD_LIMITS.account.max);
    expect(await resetMailsTo(emailOf(user))).toHaveLength(FORGOT_PASSWORD_LIMITS.account.max);
    expect(await liveTokens({ kind: 'login', userId: user.id })).toHaveLength(1);
  });

  it('parallel forgotten-validation-password requests of one lab leave one live link', async () => {
    const token = await signIn(a, fx.users.coreLab.username, FIXTURE_PASSWORD, '10.42.0.1');
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => rest(i % 2 === 0 ? a : b, 'POST', `/labs/${fx.labs.core.id}/forgot_validation_password`, { token, body: {}, ip: `10.42.0.${i + 2}` })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await liveTokens({ kind: 'validation', labId: fx.labs.core.id })).toHaveLength(1);
  });
});

describe('point 5: strangers cannot lock the holder of a valid link out', () => {
  it('the e-mailed validation-password link still works after 10+ bogus set_new_password calls of strangers', async () => {
    const labId = fx.labs.satellite.id;
    const path = `/labs/${labId}/set_new_password`;
    const stranger = '10.50.0.1';
    const bogus = await Promise.all(
      Array.from({ length: SET_NEW_VALIDATION_PASSWORD_LIMITS.ip.max + 2 }, (_, i) => rest(i % 2 === 0 ? a : b, 'POST', path, { body: { token: `bogus-${i}`, newPassword: '5678' }, ip: stranger })),
    );
    expect(bogus.filter((r) => r.status === 422)).toHaveLength(SET_NEW_VALIDATION_PASSWORD_LIMITS.ip.max);
    expect(bogus.filter((r) => r.status === 429)).toHaveLength(2);
    // more strangers, each from an address of its own
    for (let i = 0; i < 10; i += 1) expect((await rest(b, 'POST', path, { body: { token: `bogus-x${i}`, newPassword: '5678' }, ip: `10.50.1.${i}` })).status).toBe(422);

    const session = await signIn(a, fx.users.satellite.username, FIXTURE_PASSWORD, '10.50.0.2');
    expect((await rest(a, 'POST', `/labs/${labId}/forgot_validation_password`, { token: session, body: {}, ip: '10.50.0.2' })).status).toBe(200);
    const link = await lastValidationLink(labId);
    expect(link).toBeTruthy();
    const genuine = await rest(b, 'POST', path, { body: { token: link, newPassword: '8642' }, ip: '10.50.0.2' });
    expect(genuine.status).toBe(200);
  });

  it('at an address, only the wrong tokens count: a valid link gives its slot back', async () => {
    const labId = fx.labs.plain.id;
    const path = `/labs/${labId}/set_new_password`;
    const shared = '10.51.0.1';
    const session = await signIn(a, fx.users.lab.username, FIXTURE_PASSWORD, '10.51.0.2');
    // the address's limit minus one wrong tokens, then a valid one, then a wrong one more: still 422, not 429
    for (let i = 0; i < SET_NEW_VALIDATION_PASSWORD_LIMITS.ip.max - 1; i += 1) expect((await rest(a, 'POST', path, { body: { token: `wrong-${i}`, newPassword: '5678' }, ip: shared })).status).toBe(422);
    expect((await rest(a, 'POST', `/labs/${labId}/forgot_validation_password`, { token: session, body: {}, ip: '10.51.0.2' })).status).toBe(200);
    const link = await lastValidationLink(labId);
    expect((await rest(b, 'POST', path, { body: { token: link, newPassword: '8642' }, ip: shared })).status).toBe(200);
    expect((await rest(b, 'POST', path, { body: { token: 'wrong-last', newPassword: '5678' }, ip: shared })).status).toBe(422);
    expect((await rest(b, 'POST', path, { body: { token: 'wrong-over', newPassword: '5678' }, ip: shared })).status).toBe(429);
  });

  it('the e-mailed login-password link still works after strangers guessed tokens', async () => {
    const user = fx.users.orgAdmin;
    expect((await forgot(a, { username: user.username, email: emailOf(user) }, '10.52.0.1')).status).toBe(200);
    const link = /\/reset_password\/([A-Za-z0-9_-]+)/.exec((await resetMailsTo(emailOf(user))).at(-1)?.textBody ?? '')?.[1];
    expect(link).toBeTruthy();
    const stranger = '10.52.0.2';
    for (let i = 0; i < RESET_PASSWORD_LIMITS.ip.max; i += 1) {
      const wrong = await rest(i % 2 === 0 ? a : b, 'POST', '/auth/reset_password', { body: { token: `bogus-${i}`, newPassword: 'Renewed123', reCaptchaResponse: await solveBotCheck(a) }, ip: stranger });
      expect(wrong.status).toBe(422);
    }
    expect((await rest(a, 'POST', '/auth/reset_password', { body: { token: 'bogus-over', newPassword: 'Renewed123', reCaptchaResponse: await solveBotCheck(a) }, ip: stranger })).status).toBe(429);
    const genuine = await rest(b, 'POST', '/auth/reset_password', { body: { token: link, newPassword: 'Renewed123', reCaptchaResponse: await solveBotCheck(b) }, ip: '10.52.0.1' });
    expect(genuine.status).toBe(200);
    await signIn(a, user.username, 'Renewed123', '10.52.0.1');
  });

  it('strangers typing the username with other e-mail addresses do not use up the account’s forgotten-password limit', async () => {
    const user = fx.users.lab;
    for (let i = 0; i < 2 * FORGOT_PASSWORD_LIMITS.account.max; i += 1) {
      expect((await forgot(i % 2 === 0 ? a : b, { username: user.username, email: `guess${i}@attacker.example.org` }, `10.53.0.${i + 1}`)).status).toBe(200);
    }
    expect(await resetMailsTo(emailOf(user))).toHaveLength(0);
    expect((await forgot(a, { username: user.username, email: emailOf(user) }, '10.53.1.1')).status).toBe(200);
    expect(await resetMailsTo(emailOf(user))).toHaveLength(1);
  });
});

describe('point 6: a forgotten-password request costs the same whether it names an account or not', () => {
  /** The last value of a table's id sequence: it moves on every insert, whether the row is committed or rolled back. */
  const lastId = async (table: 'password_reset_tokens' | 'email_outbox') => {
    const { rows } = await sql<{ last: string | null }>`select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) as last`.execute(database.db);
    return Number(rows[0]?.last ?? 0);
  };
  /** One request on the recording instance: the statements it sent and the rows it inserted. */
  const measure = async (body: { username: string; email: string }, ip: string) => {
    const reCaptchaResponse = await solveBotCheck(recorded);
    const [tokens, mails] = [await lastId('password_reset_tokens'), await lastId('email_outbox')];
    recorder.statements = [];
    const answer = await rest(recorded, 'POST', '/auth/reset_password/email', { body: { ...body, reCaptchaResponse }, ip });
    const statements = recorder.statements;
    await recorded.jobs.idle();
    return { answer: { status: answer.status, body: answer.body }, statements, inserted: { tokens: (await lastId('password_reset_tokens')) - tokens, mails: (await lastId('email_outbox')) - mails } };
  };

  it('the same statements and the same rows written (the unmatched ones rolled back), the same answer; only the match is mailed', async () => {
    const user = fx.users.coreLab;
    const matching = await measure({ username: user.username, email: emailOf(user) }, '10.60.0.1');
    const unknownName = await measure({ username: 'nobody-at-all', email: emailOf(user) }, '10.60.0.2');
    const wrongEmail = await measure({ username: user.username, email: 'someone@else.example.org' }, '10.60.0.3');

    expect(matching.answer).toEqual({ status: 200, body: { ok: true } });
    expect(matching.statements.length).toBeGreaterThan(0);
    for (const other of [unknownName, wrongEmail]) {
      expect(other.answer).toEqual(matching.answer);
      expect(other.statements).toEqual(matching.statements);
      expect(other.inserted).toEqual(matching.inserted);
    }
    expect(matching.inserted).toEqual({ tokens: 1, mails: 1 });
    // neither path waits for a disk flush at its end: the matched one commits asynchronously, the other rolls back
    expect(matching.statements).toContain('set local synchronous_commit = off');

    expect(await resetMailsTo(emailOf(user))).toHaveLength(1);
    expect(await resetMailsTo('someone@else.example.org')).toHaveLength(0);
    expect(await database.db.selectFrom('passwordResetTokens').select('id').where('kind', '=', 'login').where('userId', 'is', null).execute()).toHaveLength(0);
  });
});
