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
  countries: ['HU', 'AT', 'SK'],
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
    await expect(bootstrapOrg(t.db, { ...INPUT, countries: ['XX'] })).rejects.toThrow(/Unknown countries: XX/);
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
    expect(orgs.body.items[0]?.countries.map((c) => c.id).sort()).toEqual(['AT', 'HU', 'SK']);
    expect(orgs.body.items[0]?.locales.map((l) => l.id).sort()).toEqual(['en', 'hu']);
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
      BOOTSTRAP_COUNTRIES: 'hu, at',
    });
    expect(env.input.countries).toEqual(['HU', 'AT']);
  });
});
