import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractYears } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { verifyPassword } from '../../services/auth/passwords';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { download, rest, signIn, startTestApp, type TestApp, trpcClient } from '../../testing/test-app';
import type { TRegisterOutput } from '../../services/registration/register.types';
import { movableClock, restWithHost, solveBotCheck, validContract } from './testing/registration-helpers';

interface ErrorBody {
  error?: { param?: string; type: string; message: string };
}

const PUBLIC_URL = 'https://eqa.example.org';
const USER_PASSWORD = 'Register1';
const VALIDATION_PASSWORD = '5678';

describe('POST /orgs/{orgId}/register (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  const clock = movableClock();
  const year = contractYears(new Date())[0];
  let n = 0;

  /** A payload that passes every rule, with a fresh username. */
  const payload = async (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      contract: validContract(year),
      user: { username: `newlab${n}`, email: `head${n}@tisza.example.org` },
      userPassword: USER_PASSWORD,
      userPasswordConfirmation: USER_PASSWORD,
      validationPassword: VALIDATION_PASSWORD,
      validationPasswordConfirmation: VALIDATION_PASSWORD,
      reCaptchaResponse: await solveBotCheck(app),
      ...overrides,
    };
  };
  const register = async (body: unknown, orgId = f.org.id) => rest<TRegisterOutput & ErrorBody>(app, 'POST', `/orgs/${orgId}/register`, { body });
  const labCount = async () => Number((await t.db.selectFrom('labs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { publicUrl: PUBLIC_URL }, wallClock: clock });
    f = await createApiFixture(t.db);
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });
  // the rate limit (5 registrations per IP and hour) has its own test (bot-check.int.spec.ts)
  beforeEach(async () => {
    await t.db.deleteFrom('botCheckSolutions').execute();
    await t.db.deleteFrom('rateLimitCounters').execute();
  });

  it('GET /orgs lists the organisations to register at, signed out', async () => {
    const orgs = await rest<{ items: Array<{ id: number; name: string }>; total: number }>(app, 'GET', '/orgs');
    expect(orgs.status).toBe(200);
    expect(orgs.body.items.map((o) => o.id)).toEqual([f.org.id, f.otherOrg.id]);
    expect(orgs.body.items[0]?.name).toBe(f.org.name);
  });

  it('creates the lab, its lab_admin, the validation password and the accepted contract; the user is signed in and can sign in again', async () => {
    const body = await payload({ user: { username: 'tisza.head', email: 'Head@Tisza.example.org', fullName: null } });
    const before = await labCount();
    // a forged Host header changes nothing in the e-mails
    const response = await restWithHost<TRegisterOutput & ErrorBody>(app, 'POST', `/orgs/${f.org.id}/register`, { host: 'attacker.example.com', body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const out = response.body;
    expect(out).toMatchObject({ laboratory: { name: 'Tisza Clinical Laboratory', shortName: '3002' }, user: { name: 'tisza.head' }, contract: { year } });
    expect(out.token).toMatch(/^[\w-]{40,}$/);
    expect(await labCount()).toBe(before + 1);

    // the answer's token is a session of the new lab_admin
    const profile = await rest<{ user: { name: string; fullName: string; email: string; role: { id: string } }; lab: { id: number; shortName: string; orgs: Array<{ id: number }> } }>(
      app,
      'GET',
      '/auth/profile',
      { token: out.token },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ name: 'tisza.head', fullName: 'Dr. Kovács Anna', email: 'Head@Tisza.example.org', role: { id: 'lab_admin' } });
    expect(profile.body.lab).toMatchObject({ id: out.laboratory.id, shortName: '3002', orgs: [{ id: f.org.id }] });
    expect(await signIn(app, 'TISZA.HEAD', USER_PASSWORD)).toBeTruthy();

    const lab = await t.db.selectFrom('labs').selectAll().where('id', '=', out.laboratory.id).executeTakeFirstOrThrow();
    expect(lab).toMatchObject({ city: 'Szeged', address: 'Tisza Lajos krt. 1', zipCode: '6720', countryId: 'HU', satelliteConnection: null, accessBlocked: false });
    expect(await verifyPassword(lab.validationPasswordHash, VALIDATION_PASSWORD)).toBe(true);
    const user = await t.db.selectFrom('users').select(['passwordHash', 'roleId', 'labId']).where('username', '=', 'tisza.head').executeTakeFirstOrThrow();
    expect(user.passwordHash).not.toContain(USER_PASSWORD);
    expect(await verifyPassword(user.passwordHash, USER_PASSWORD)).toBe(true);

    const contracts = await t.db.selectFrom('contracts').selectAll().where('labId', '=', out.laboratory.id).execute();
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({ id: out.contract.id, orgId: f.org.id, year, currencyId: 'HUF', name: 'Tisza Clinical Laboratory', invoiceName: 'Tisza Kft.' });
    expect(contracts[0]?.acceptedAt).toBeInstanceOf(Date);

    // the accepted contract's PDF, made by the contracts area, downloads with the answer's token
    const document = out.contractDocument;
    expect(document).toMatchObject({ contractId: out.contract.id, year, mediaType: 'application/pdf' });
    expect(document?.downloadPath).toBe(`/labs/${out.laboratory.id}/contracts/orgs/${f.org.id}/documents/${document?.id}/content`);
    expect(document?.title.en).toContain(String(year));
    const pdf = await download(app, document?.downloadPath ?? '', out.token);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(app, document?.downloadUrl ?? '')).status).toBe(200);

    // the provider's staff (the org's contact address) and the new user are told
    const mails = await t.db.selectFrom('emailOutbox').selectAll().where('kind', 'in', ['registration_staff', 'registration_welcome']).orderBy('id').execute();
    expect(mails.map((m) => m.kind)).toEqual(['registration_staff', 'registration_welcome']);
    expect(mails[0]).toMatchObject({ toAddresses: [`support-${f.org.shortName.slice(3)}@org.example.org`], replyTo: ['Head@Tisza.example.org'] });
    expect(mails[0]?.textBody).toContain('3002 – Tisza Clinical Laboratory');
    expect(mails[0]?.textBody).toContain(`${PUBLIC_URL}/labs/${out.laboratory.id}`);
    expect(mails[1]?.toAddresses).toEqual(['Head@Tisza.example.org']);
    expect(mails[1]?.textBody).toContain(`${PUBLIC_URL}/login`);
    expect(mails.map((m) => m.textBody).join('\n')).not.toContain('attacker.example.com');
    await app.jobs.idle();
    const sent = await t.db.selectFrom('emailOutbox').select('status').where('id', 'in', mails.map((m) => m.id)).execute();
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('works over tRPC too and numbers QC codes on', async () => {
    const out = await trpcClient(app).registration.register.mutate({ orgId: f.org.id, ...(await payload()) });
    expect(out.laboratory.shortName).toBe('3003');
    expect(out.user.name).toBe(`newlab${n}`);
    const orgLab = await t.db.selectFrom('orgLabs').selectAll().where('labId', '=', out.laboratory.id).executeTakeFirstOrThrow();
    expect(orgLab).toMatchObject({ orgId: f.org.id, active: true });
  });

  it('the wizard’s language becomes the user’s, and the contract document is made in it; an unknown one is 422 locale', async () => {
    const unknown = await register(await payload({ locale: 'xx' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ param: 'locale', type: 'unknown_locale' });

    const out = await register(await payload({ locale: 'EN' }));
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const user = await t.db.selectFrom('users').select('localeId').where('username', '=', out.body.user.name).executeTakeFirstOrThrow();
    expect(user.localeId).toBe('en');
    const pdf = await download(app, out.body.contractDocument?.downloadPath ?? '', out.body.token);
    expect(pdf.status).toBe(200);
    const text = await extractPdfText(pdf.bytes);
    expect(text).toContain('Participation contract');
    expect(text).toContain(`year ${year}`);
    expect(text).toContain('Dr. Kovács Anna');

    // without one, the organisation's first language (the fixture org's: Hungarian)
    const plain = await register(await payload());
    const plainUser = await t.db.selectFrom('users').select('localeId').where('username', '=', plain.body.user.name).executeTakeFirstOrThrow();
    expect(plainUser.localeId).toBeNull();
    const plainText = await extractPdfText((await download(app, plain.body.contractDocument?.downloadPath ?? '', plain.body.token)).bytes);
    expect(plainText).toContain('Részvételi szerződés');
    expect(plainText).toContain(`${year}. év`);
  });

  it('a taken username (in any letter case) is 422 user.username and creates nothing', async () => {
    const before = await labCount();
    const taken = await register(await payload({ user: { username: f.users.lab.username.toUpperCase(), email: 'x@tisza.example.org' } }));
    expect(taken.status).toBe(422);
    expect(taken.body.error).toMatchObject({ param: 'user.username', type: 'username_taken' });
    expect(await labCount()).toBe(before);

    const trpcError = await trpcClient(app)
      .registration.register.mutate({ orgId: f.org.id, ...(await payload({ user: { username: f.users.orgAdmin.username, email: 'y@tisza.example.org' } })) })
      .catch((e: unknown) => e);
    expect(trpcError).toBeInstanceOf(TRPCClientError);
    expect((trpcError as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param: 'user.username' } });
  });

  it('passwords: the login and validation password rules and the confirmations (422 with the field)', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ userPassword: 'alllower1', userPasswordConfirmation: 'alllower1' }, 'userPassword', 'loginPasswordFormatHelpText'],
      [{ userPassword: 'Short1', userPasswordConfirmation: 'Short1' }, 'userPassword', 'loginPasswordFormatHelpText'],
      [{ userPasswordConfirmation: 'Register2' }, 'userPasswordConfirmation', 'registration.passwordsMismatch'],
      [{ validationPassword: '123', validationPasswordConfirmation: '123' }, 'validationPassword', 'validationPasswordFormatHelpText'],
      [{ validationPasswordConfirmation: '5679' }, 'validationPasswordConfirmation', 'registration.passwordsMismatch'],
      [{ user: { username: 'has space', email: 'a@tisza.example.org' } }, 'user.username', 'registration.usernameFormat'],
      [{ user: { username: 'okname', email: '' } }, 'user.email', 'requiredEmailField'],
      [{ user: { username: 'okname', email: 'not-an-email' } }, 'user.email', 'emailFormatHelpText'],
    ];
    for (const [overrides, param, code] of cases) {
      const response = await register(await payload(overrides));
      expect(response.status, param).toBe(422);
      // the rule's code is the type; the message is its English sentence, never the code
      expect(response.body.error, param).toMatchObject({ param, type: code });
      expect(response.body.error?.message, param).not.toBe(code);
    }
  });

  it('the contract rules answer 422 with the contract field: VAT number, bank account, terms, year, country', async () => {
    const base = await payload();
    const at = { city: 'Wien', address: 'Ring 1', zipCode: '1010', countryId: 'AT' };
    const cases: Array<[Parameters<typeof validContract>[1], string, string]> = [
      // an Austrian institution needs an Austrian EU VAT number
      [{ address: at, invoiceAddress: at, vatNumber: null }, 'contract.vatNumber', 'contracts.vatNumberRequired'],
      [{ address: at, invoiceAddress: at, vatNumber: 'ATU12345678' }, 'contract.vatNumber', 'contracts.invalidVatNumber'],
      [{ vatNumber: '12345678-2-42' }, 'contract.vatNumber', 'contracts.invalidTaxNumber'],
      [{ bankAccountNumber: '12345678-12345678' }, 'contract.bankAccountNumber', 'contracts.invalidBankAccount'],
      [{ termsAccepted: false }, 'contract.termsAccepted', 'contracts.termsNotAccepted'],
      [{ year: year - 1 }, 'contract.year', 'contracts.invalidYear'],
      [{ address: { ...at, countryId: 'DE' }, invoiceAddress: at, vatNumber: 'ATU13585627' }, 'contract.address.countryId', 'registration.countryNotServed'],
      [{ deliveryAddress: { ...at, countryId: 'XX' } }, 'contract.deliveryAddress.countryId', 'contracts.unknownCountry'],
    ];
    for (const [overrides, param, code] of cases) {
      // a refused contract does not spend the bot-check: the same answer serves every case
      const response = await register({ ...base, contract: validContract(year, overrides) });
      expect(response.status, param).toBe(422);
      expect(response.body.error, param).toMatchObject({ param, type: code });
    }
    // and then registers, with a valid Austrian VAT number and IBAN
    const ok = await register({ ...base, contract: validContract(year, { address: at, invoiceAddress: at, vatNumber: 'ATU13585627', bankAccountNumber: 'AT61 1904 3002 3457 3201' }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const contract = await t.db.selectFrom('contracts').select(['currencyId', 'vatNumber']).where('id', '=', ok.body.contract.id).executeTakeFirstOrThrow();
    expect(contract).toEqual({ currencyId: 'EUR', vatNumber: 'ATU13585627' });
  });

  it('malformed requests are 4xx and create nothing; an unknown organisation is 404', async () => {
    const before = await labCount();
    const notJson = await fetch(`${app.url}/api/v1/orgs/${f.org.id}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"contract":' });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    const noContract = await register({ ...(await payload()), contract: undefined });
    expect(noContract.status).toBe(422);
    expect(noContract.body.error?.param).toMatch(/^contract/);
    const wrongType = await register({ ...(await payload()), user: 'someone' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error?.param).toBe('user');
    const noOrg = await register(await payload(), 999_999);
    expect(noOrg.status).toBe(404);
    expect(await labCount()).toBe(before);
  });

  it('the fixture users still sign in (nothing else changed)', async () => {
    expect(await signIn(app, f.users.lab.username, FIXTURE_PASSWORD)).toBeTruthy();
  });
});
