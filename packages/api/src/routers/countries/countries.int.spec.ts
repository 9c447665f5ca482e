import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractYears } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { rest, signIn, startTestApp, type TestApp, trpcClient } from '../../testing/test-app';
import type { TOrgCountries } from '../../services/countries/org-countries.types';
import type { TOrg } from '../../services/orgs/get-org.types';
import { solveBotCheck, validContract } from '../registration/testing/registration-helpers';

interface ErrorBody {
  error: { message: string; param?: string; type: string; params?: Record<string, string> };
}

const PASSWORD = 'Correct-Horse-7-Battery';
const VALIDATION = 'Validation-Pass-9';

describe('served countries and their currencies (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  const tokens = { admin: '', otherAdmin: '', lab: '' };
  const year = contractYears(new Date())[0];
  let n = 0;

  const get = (token: string) => rest<TOrgCountries & ErrorBody>(app, 'GET', `/orgs/${f.org.id}/countries`, { token });
  const put = (token: string, countries: unknown) => rest<TOrgCountries & ErrorBody>(app, 'PUT', `/orgs/${f.org.id}/countries`, { token, body: { countries } });
  const register = async (address: { city: string; address: string; zipCode: string; countryId: string }) => {
    n += 1;
    return rest<{ contract: { id: number } } & ErrorBody>(app, 'POST', `/orgs/${f.org.id}/register`, {
      body: {
        contract: validContract(year, { address, contactAddress: address, deliveryAddress: address, invoiceAddress: address }),
        user: { username: `countrylab${n}`, email: `country${n}@lab.example.org` },
        userPassword: PASSWORD,
        userPasswordConfirmation: PASSWORD,
        validationPassword: VALIDATION,
        validationPasswordConfirmation: VALIDATION,
        reCaptchaResponse: await solveBotCheck(app),
      },
    });
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db);
    f = await createApiFixture(t.db);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('lists the served countries with their billing currency, names and labs (its admins only: 403)', async () => {
    const listed = await get(tokens.admin);
    expect(listed.status).toBe(200);
    expect(listed.body.countries).toEqual([
      { countryId: 'AT', currencyId: 'EUR', name: { en: 'Austria', hu: 'Ausztria' }, labs: 0 },
      { countryId: 'HU', currencyId: 'HUF', name: { en: 'Hungary', hu: 'Magyarország' }, labs: expect.any(Number) },
    ]);
    expect((await get(tokens.lab)).status).toBe(403);
    expect((await get(tokens.otherAdmin)).status).toBe(403);
    expect((await put(tokens.lab, [{ countryId: 'HU', currencyId: 'HUF' }])).status).toBe(403);
    expect((await put(tokens.otherAdmin, [{ countryId: 'HU', currencyId: 'HUF' }])).status).toBe(403);
  });

  it('refuses unknown ISO codes, three-decimal currencies, doubles, an empty list and removing a country with labs (422)', async () => {
    const cases: Array<[unknown, string, string]> = [
      [[{ countryId: 'HU', currencyId: 'HUF' }, { countryId: 'XX', currencyId: 'EUR' }], 'countries.1.countryId', 'config.countries.unknownCountry'],
      [[{ countryId: 'HU', currencyId: 'HUF' }, { countryId: 'NO', currencyId: 'NOX' }], 'countries.1.currencyId', 'config.countries.unknownCurrency'],
      [[{ countryId: 'HU', currencyId: 'HUF' }, { countryId: 'KW', currencyId: 'KWD' }], 'countries.1.currencyId', 'config.countries.unsupportedCurrency'],
      [[{ countryId: 'HU', currencyId: 'HUF' }, { countryId: 'HU', currencyId: 'EUR' }], 'countries.1.countryId', 'config.countries.duplicateCountry'],
      [[], 'countries', 'config.countries.noCountries'],
      [[{ countryId: 'AT', currencyId: 'EUR' }], 'countries', 'config.countries.countryHasLabs'],
    ];
    for (const [countries, param, type] of cases) {
      const response = await put(tokens.admin, countries);
      expect([response.status, response.body.error.param, response.body.error.type]).toEqual([422, param, type]);
    }
    expect((await put(tokens.admin, 'HU')).status).toBeGreaterThanOrEqual(400);
    expect((await get(tokens.admin)).body.countries.map((c) => c.countryId)).toEqual(['AT', 'HU']);
  });

  it('adds Norway (NOK), Iceland (ISK) and the US (USD): the org answer and so the registration offer them, and a Norwegian lab registers, billed in NOK', async () => {
    const norwegian = { city: 'Oslo', address: 'Sognsvannsveien 20', zipCode: '0372', countryId: 'NO' };
    const refused = await register(norwegian);
    expect([refused.status, refused.body.error.param, refused.body.error.type]).toEqual([422, 'contract.address.countryId', 'registration.countryNotServed']);

    const saved = await put(tokens.admin, [
      { countryId: 'HU', currencyId: 'HUF' },
      { countryId: 'AT', currencyId: 'EUR' },
      { countryId: 'NO', currencyId: 'NOK' },
      { countryId: 'IS', currencyId: 'ISK' },
      { countryId: 'US', currencyId: 'USD' },
      { countryId: 'SE', currencyId: 'SEK' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.countries.find((c) => c.countryId === 'NO')).toEqual({ countryId: 'NO', currencyId: 'NOK', name: { en: 'Norway', hu: 'Norvégia' }, labs: 0 });

    // the org answer the registration page reads (public)
    const org = await rest<TOrg>(app, 'GET', `/orgs/${f.org.id}`);
    expect(org.body.countries.map((c) => [c.id, c.currency.id])).toEqual([
      ['AT', 'EUR'],
      ['HU', 'HUF'],
      ['IS', 'ISK'],
      ['NO', 'NOK'],
      ['SE', 'SEK'],
      ['US', 'USD'],
    ]);
    expect(org.body.countries.find((c) => c.id === 'IS')?.currency.decimals).toBe(0);

    const registered = await register(norwegian);
    expect(registered.status).toBe(200);
    const contract = await t.db.selectFrom('contracts').select('currencyId').where('id', '=', registered.body.contract.id).executeTakeFirstOrThrow();
    expect(contract.currencyId).toBe('NOK');
    const canadian = await register({ city: 'Toronto', address: '200 Elizabeth St', zipCode: 'M5G 2C4', countryId: 'CA' });
    expect([canadian.status, canadian.body.error.type]).toEqual([422, 'registration.countryNotServed']);

    // a served country's currency change applies to what comes next; over tRPC too
    const viaTrpc = await trpcClient(app, { token: tokens.admin }).countries.put.mutate({
      orgId: f.org.id,
      countries: [...saved.body.countries.map(({ countryId, currencyId }) => ({ countryId, currencyId: countryId === 'SE' ? 'EUR' : currencyId }))],
    });
    expect(viaTrpc.countries.find((c) => c.countryId === 'SE')?.currencyId).toBe('EUR');
    expect(viaTrpc.countries.find((c) => c.countryId === 'NO')?.labs).toBe(1);
    // Norway has a lab now: it stays served
    const dropNorway = await put(tokens.admin, viaTrpc.countries.filter((c) => c.countryId !== 'NO').map(({ countryId, currencyId }) => ({ countryId, currencyId })));
    expect([dropNorway.status, dropNorway.body.error.params]).toEqual([422, { value: 'NO' }]);
  }, 120_000);
});
