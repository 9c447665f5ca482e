import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { bootstrapOrg, type BootstrapInput } from './bootstrap-org';
import { loadBootstrapEnv } from './env';
import { rest, signIn, startTestServer, type TestServer } from './testing/test-server';

const INPUT: BootstrapInput = {
  orgName: 'Minőségügyi Körvizsgálati Szolgáltató Kft.',
  orgShortName: 'MKSZ',
  adminUsername: 'first.admin',
  adminFullName: 'Első Adminisztrátor',
  adminEmail: 'admin@mksz.example.org',
  adminPassword: 'Strong1234',
  validationPassword: '4321',
  countries: [{ countryId: 'HU' }, { countryId: 'AT' }, { countryId: 'NO', currencyId: 'NOK' }],
};

describe('bootstrap of an empty production database', () => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    // not migrated: the bootstrap migrates it itself
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await server?.close();
    await t?.drop();
  });

  it('refuses input that breaks the rules, before it writes anything', async () => {
    await expect(bootstrapOrg(t.db, { ...INPUT, adminPassword: 'short' })).rejects.toThrow(/loginPasswordFormatHelpText/);
    await expect(bootstrapOrg(t.db, { ...INPUT, adminUsername: 'has space' })).rejects.toThrow();
    await expect(bootstrapOrg(t.db, { ...INPUT, countries: [{ countryId: 'XX' }] })).rejects.toThrow(/Unknown countries: XX/);
    // a country without a suggested currency names its own; a currency nobody bills in is refused
    await expect(bootstrapOrg(t.db, { ...INPUT, countries: [{ countryId: 'NO' }] })).rejects.toThrow(/billing currency of NO .*NO:EUR/);
    await expect(bootstrapOrg(t.db, { ...INPUT, countries: [{ countryId: 'NO', currencyId: 'XYZ' }] })).rejects.toThrow(/unknown currency/);
    await expect(bootstrapOrg(t.db, { ...INPUT, countries: [{ countryId: 'BH', currencyId: 'BHD' }] })).rejects.toThrow(/three decimals/);
    await expect(bootstrapOrg(t.db, { ...INPUT, countries: [{ countryId: 'HU' }, { countryId: 'HU' }] })).rejects.toThrow(/twice/);
    expect(await t.db.introspection.getTables()).toEqual([]);
  });

  it('creates the organisation, its languages and countries and the first administrator, who signs in', async () => {
    const result = await bootstrapOrg(t.db, INPUT);
    expect(result).toMatchObject({ created: true });
    server = await startTestServer({ database: t });
    const token = await signIn(server, INPUT.adminUsername, INPUT.adminPassword);
    const profile = await rest<{ user: { roleId: string; orgId: number } }>(server, 'GET', '/auth/profile', { token });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain('org_admin');
    const orgs = await rest<{ items: Array<{ name: string; countries: Array<{ id: string }>; locales: Array<{ id: string }> }> }>(server, 'GET', '/orgs');
    expect(orgs.body.items.map((o) => o.name)).toEqual([INPUT.orgName]);
    expect(orgs.body.items[0]?.countries.map((c) => c.id).sort()).toEqual(['AT', 'HU', 'NO']);
    expect(orgs.body.items[0]?.locales.map((l) => l.id).sort()).toEqual(['en', 'hu']);
    const served = await t.db.selectFrom('orgCountries').select(['countryId', 'currencyId']).orderBy('countryId').execute();
    expect(served).toEqual([
      { countryId: 'AT', currencyId: 'EUR' },
      { countryId: 'HU', currencyId: 'HUF' },
      { countryId: 'NO', currencyId: 'NOK' },
    ]);
  });

  it('changes nothing when run again (or by a second instance at once)', async () => {
    const again = await Promise.all([bootstrapOrg(t.db, { ...INPUT, orgName: 'Other' }), bootstrapOrg(t.db, { ...INPUT, adminUsername: 'second' })]);
    expect(again).toEqual([
      { created: false, reason: 'an organisation exists' },
      { created: false, reason: 'an organisation exists' },
    ]);
    expect(await t.db.selectFrom('orgs').select('name').execute()).toEqual([{ name: INPUT.orgName }]);
    expect(await t.db.selectFrom('users').select('username').execute()).toEqual([{ username: INPUT.adminUsername }]);
  });

  it('reads its settings from BOOTSTRAP_* variables and names the missing ones', () => {
    expect(() => loadBootstrapEnv({ DATABASE_URL: 'postgres://x@localhost/eqa' })).toThrow(/BOOTSTRAP_ORG_NAME/);
    const env = loadBootstrapEnv({
      DATABASE_URL: 'postgres://x@localhost/eqa',
      BOOTSTRAP_ORG_NAME: INPUT.orgName,
      BOOTSTRAP_ORG_SHORT_NAME: 'MKSZ',
      BOOTSTRAP_ADMIN_USERNAME: 'first.admin',
      BOOTSTRAP_ADMIN_FULL_NAME: 'Első Adminisztrátor',
      BOOTSTRAP_ADMIN_EMAIL: 'admin@mksz.example.org',
      BOOTSTRAP_ADMIN_PASSWORD: 'Strong1234',
      BOOTSTRAP_VALIDATION_PASSWORD: '4321',
      BOOTSTRAP_COUNTRIES: 'hu, no:nok',
    });
    expect(env.input.countries).toEqual([{ countryId: 'HU' }, { countryId: 'NO', currencyId: 'NOK' }]);
  });
});

describe('bootstrap without BOOTSTRAP_COUNTRIES: the provider chooses the countries it serves (docs/decisions/countries.md)', () => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await server?.close();
    await t?.drop();
  });

  interface SetupPath {
    steps: Array<{ id: string; count: number; done: boolean }>;
    next: string | null;
    noSurveys: boolean;
    noLabs: boolean;
  }

  it('serves no country but holds the whole ISO lists; the setup path asks for the countries, then the legal documents; the admin serves Norway in NOK', async () => {
    const { countries: _none, ...input } = INPUT;
    const result = await bootstrapOrg(t.db, input);
    if (!result.created) throw new Error('not created');
    expect(await t.db.selectFrom('orgCountries').selectAll().execute()).toEqual([]);
    const count = async (table: 'countries' | 'currencies') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('countries')).toBe(249);
    expect(await count('currencies')).toBeGreaterThan(150);

    // as production runs it: the legal templates are never in force
    server = await startTestServer({ database: t, settings: { legalTemplatesAllowed: false } });
    const token = await signIn(server, INPUT.adminUsername, INPUT.adminPassword);
    const setupPath = async () => (await rest<SetupPath>(server, 'GET', `/orgs/${result.orgId}/setup_path`, { token })).body;
    const step = (path: SetupPath, id: string) => path.steps.find((s) => s.id === id);
    const start = await setupPath();
    expect(step(start, 'countries')).toEqual({ id: 'countries', count: 0, done: false });
    expect(step(start, 'registration')).toEqual({ id: 'registration', count: 0, done: false });
    expect(start).toMatchObject({ next: 'units', noSurveys: true, noLabs: true });

    // the whole ISO list is offered; the admin serves Norway, billed in NOK
    const put = await rest(server, 'PUT', `/orgs/${result.orgId}/countries`, { token, body: { countries: [{ countryId: 'NO', currencyId: 'NOK' }] } });
    expect(put.status).toBe(200);
    const orgs = await rest<{ items: Array<{ countries: Array<{ id: string; currency: { id: string } | null }> }> }>(server, 'GET', '/orgs');
    expect(orgs.body.items[0]?.countries.map((c) => [c.id, c.currency?.id])).toEqual([['NO', 'NOK']]);
    const after = await setupPath();
    expect(step(after, 'countries')).toEqual({ id: 'countries', count: 1, done: true });
    expect(step(after, 'registration')?.done).toBe(false);
  });
});
