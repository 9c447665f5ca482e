import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { staffRecipients } from '../../services/orgs/staff-recipients';
import type { TOrgSettingsOut } from '../../services/orgs/org-settings.types';
import type { TPlatformConfig } from '../../services/platform/get-config.types';

/**
 * The organisation settings (issue 33): GET/PATCH /orgs/{orgId}/settings over REST and tRPC, for
 * the org's admins only; a PATCH changes the fields it names; the rules (core ZOrgSettings) on the
 * merged result are 422 on the field; JSON types are kept; the About (GET /config) and the staff
 * mails take them.
 */

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let f: ApiFixture;
const tokens = { admin: '', otherAdmin: '', lab: '' };
const path = () => `/orgs/${f.org.id}/settings`;

const IDENTITY = {
  legalName: 'Minőségügyi Körvizsgálati Szolgáltató Kft.',
  shortName: 'MKSZ',
  address: { zipCode: '1095', city: 'Budapest', address: 'Soroksári út 30-34.', countryId: 'HU' },
  registrationNumber: '01-09-123456',
  taxNumber: '10597190-2-44',
  euVatNumber: 'HU10597190',
  website: 'www.mksz.example',
  accreditations: [{ body: 'NAH', number: 'NAH-9-0001/2024', scope: 'ISO/IEC 17043:2023', validUntil: '2028-12-31' }],
  bank: { accountNumber: '11773016-11111018', iban: 'HU42 1177 3016 1111 1018 0000 0000', swift: 'OTPVHUHB' },
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db);
  f = await createApiFixture(t.db);
  [tokens.admin, tokens.otherAdmin, tokens.lab] = (await Promise.all([f.users.orgAdmin, f.users.otherOrgAdmin, f.users.lab].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)))) as [
    string,
    string,
    string,
  ];
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('GET/PATCH /orgs/{orgId}/settings', () => {
  it('are for the org’s admins only: 401, 403 for lab users and other orgs’ admins, over REST and tRPC', async () => {
    expect((await rest(app, 'GET', path())).status).toBe(401);
    for (const token of [tokens.lab, tokens.otherAdmin]) {
      expect((await rest(app, 'GET', path(), { token })).status).toBe(403);
      expect((await rest(app, 'PATCH', path(), { token, body: { phone: '+36 1 000 0000' } })).status).toBe(403);
      const refused = await trpcClient(app, { token }).orgs.updateSettings.mutate({ orgId: f.org.id, phone: '+36 1 000 0000' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(TRPCClientError);
      expect((refused as TRPCClientError<never>).data).toMatchObject({ httpStatus: 403 });
    }
    const stored = await t.db.selectFrom('orgSettings').select('phone').where('orgId', '=', f.org.id).executeTakeFirstOrThrow();
    expect(stored.phone).toBe('+36 1 111 1111');
  });

  it('a PATCH changes the fields it names and keeps the others; stored normalised', async () => {
    const before = await rest<TOrgSettingsOut>(app, 'GET', path(), { token: tokens.admin });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ legalName: null, phone: '+36 1 111 1111', website: 'https://org.example.org', accreditations: [] });

    const patched = await rest<TOrgSettingsOut>(app, 'PATCH', path(), { token: tokens.admin, body: IDENTITY });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      saved: true,
      legalName: IDENTITY.legalName,
      phone: '+36 1 111 1111',
      contactEmail: before.body.contactEmail,
      website: 'https://www.mksz.example',
      accreditations: IDENTITY.accreditations,
      bank: { accountNumber: '11773016-11111018', iban: 'HU42117730161111101800000000', swift: 'OTPVHUHB' },
      paymentTermDays: 15,
    });

    const phoneOnly = await trpcClient(app, { token: tokens.admin }).orgs.updateSettings.mutate({ orgId: f.org.id, phone: '+36 1 222 3333', bank: { swift: 'OTPVHUHBXXX' } });
    expect(phoneOnly).toEqual({ ...patched.body, phone: '+36 1 222 3333', bank: { ...patched.body.bank, swift: 'OTPVHUHBXXX' }, updatedAt: phoneOnly.updatedAt });
    expect(await trpcClient(app, { token: tokens.admin }).orgs.settings.query({ orgId: f.org.id })).toEqual(phoneOnly);

    const cleared = await rest<TOrgSettingsOut>(app, 'PATCH', path(), { token: tokens.admin, body: { website: null, accreditations: [] } });
    expect(cleared.body).toMatchObject({ website: null, accreditations: [], legalName: IDENTITY.legalName, phone: '+36 1 222 3333' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an EU VAT number with wrong check digits', { euVatNumber: 'HU10597191' }, 'euVatNumber', 'billing.settings.errors.vatChecksum'],
    ['an EU VAT number of another country than the stored address', { euVatNumber: 'ATU13585627' }, 'euVatNumber', 'billing.settings.errors.vatWrongCountry'],
    ['an IBAN with a wrong checksum', { bank: { iban: 'HU43 1177 3016 1111 1018 0000 0000' } }, 'bank.iban', 'billing.settings.errors.ibanChecksum'],
    ['a staff address that is none', { staffNotificationEmail: 'staff' }, 'staffNotificationEmail', 'billing.settings.errors.emailFormat'],
    ['an accreditation without its body', { accreditations: [{ body: '', number: '1', scope: 'ISO/IEC 17043', validUntil: null }] }, 'accreditations.0.body', 'requiredField'],
    ['an unknown country', { address: { ...IDENTITY.address, countryId: 'XX' }, euVatNumber: null, taxNumber: null }, 'address.countryId', 'contracts.unknownCountry'],
  ])('refuses %s: 422 on the field, over REST and tRPC, nothing saved', async (_name, change, param, type) => {
    const before = await rest<TOrgSettingsOut>(app, 'GET', path(), { token: tokens.admin });
    const response = await rest<ErrorBody>(app, 'PATCH', path(), { token: tokens.admin, body: change });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ param, type });
    const refused = await trpcClient(app, { token: tokens.admin })
      .orgs.updateSettings.mutate({ orgId: f.org.id, ...(change as object) })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param } });
    expect((await rest<TOrgSettingsOut>(app, 'GET', path(), { token: tokens.admin })).body).toEqual(before.body);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a payment term as text', { paymentTermDays: '15' }],
    ['a payment term as a boolean', { paymentTermDays: false }],
    ['accreditations as "false"', { accreditations: 'false' }],
    ['a bank as false', { bank: false }],
    ['an address as "false"', { address: 'false' }],
    ['a legal name as a number', { legalName: 5 }],
  ])('keeps JSON types: %s is 422', async (_name, body) => {
    const response = await rest<ErrorBody>(app, 'PATCH', path(), { token: tokens.admin, body });
    expect(response.status).toBe(422);
    expect(response.body.error.param).toBe(Object.keys(body)[0]);
  });
});

describe('what takes the settings', () => {
  it('the About (GET /config) shows what was set and nothing else', async () => {
    await rest(app, 'PATCH', path(), { token: tokens.admin, body: { ...IDENTITY, phone: '+36 1 222 3333', contactEmail: 'info@mksz.example' } });
    const config = await rest<TPlatformConfig>(app, 'GET', '/config', { token: tokens.admin });
    expect(config.body.about).toEqual({
      name: IDENTITY.legalName,
      shortName: 'MKSZ',
      web: 'https://www.mksz.example',
      address: 'Soroksári út 30-34., 1095 Budapest, Hungary',
      companyRegistrationNumber: '01-09-123456',
      mail: 'info@mksz.example',
      phones: ['+36 1 222 3333'],
      accreditations: IDENTITY.accreditations,
    });
    // the other org told nothing but its contact data: no name, no address, no accreditation
    const other = await rest<TPlatformConfig>(app, 'GET', '/config', { token: tokens.otherAdmin });
    expect(other.body.about).toMatchObject({ name: null, address: null, companyRegistrationNumber: null, accreditations: [] });
  });

  it('staff mails go to the staff notification address; unset, to SUPPORT_EMAIL, else to the org’s admins', async () => {
    await rest(app, 'PATCH', path(), { token: tokens.admin, body: { staffNotificationEmail: 'eqa-staff@mksz.example' } });
    expect(await staffRecipients(t.db, f.org.id, 'support@deploy.example')).toEqual(['eqa-staff@mksz.example']);
    await rest(app, 'PATCH', path(), { token: tokens.admin, body: { staffNotificationEmail: null } });
    expect(await staffRecipients(t.db, f.org.id, 'support@deploy.example')).toEqual(['support@deploy.example']);
    const admin = await t.db.selectFrom('users').select('email').where('id', '=', f.users.orgAdmin.id).executeTakeFirstOrThrow();
    expect(await staffRecipients(t.db, f.org.id, null)).toEqual([admin.email]);
  });
});
