import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TSatelliteComparison } from '../../services/orders/satellite-comparison.types';
import { createOrdersFixture, insertOrder, type OrdersFixture } from './orders-test-fixture';

interface ErrorBody {
  error: { type: string };
}

describe('satellite comparison of a core lab (REST, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let o: OrdersFixture;
  const tokens = { coreLab: '', satellite: '', lab: '', admin: '', otherAdmin: '' };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    o = await createOrdersFixture(t.db, f);
    const r = (index: number) => o.rounds[2030][index]!;
    // the core lab orders chem (2 + 1 sample sets) and cert; its satellite chem (1, an extra evaluation) and a cancelled haem
    await insertOrder(t.db, { labId: f.labs.core.id, orgId: f.org.id, year: 2030, productId: o.products.chem, amount: 2700, rounds: [{ roundId: r(1), quantity: 2 }, { roundId: r(2), quantity: 1 }] });
    await insertOrder(t.db, { labId: f.labs.core.id, orgId: f.org.id, year: 2030, productId: o.products.cert, amount: 500, rounds: [{ roundId: r(2), quantity: 1 }] });
    await insertOrder(t.db, { labId: f.labs.satellite.id, orgId: f.org.id, year: 2030, productId: o.products.chem, amount: 1200.5, rounds: [{ roundId: r(2), quantity: 1, extra: 1 }] });
    await insertOrder(t.db, { labId: f.labs.satellite.id, orgId: f.org.id, year: 2030, productId: o.products.haem, amount: 800, rounds: [{ roundId: r(2), quantity: 1 }], active: false });
    // another year stays apart
    await insertOrder(t.db, { labId: f.labs.satellite.id, orgId: f.org.id, year: 2031, productId: o.products.chem2031, amount: 1100, rounds: [{ roundId: o.rounds[2031][0]!, quantity: 1 }] });
    tokens.coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    tokens.satellite = await signIn(app, f.users.satellite.username, FIXTURE_PASSWORD);
    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const path = (labId: number, year = 2030) => `/labs/${labId}/orders/orgs/${f.org.id}/years/${year}/satellite_comparison`;

  it("puts the core lab's and its satellite's active orders side by side, products × labs, with totals per lab and currency", async () => {
    for (const token of [tokens.coreLab, tokens.admin]) {
      const response = await rest<TSatelliteComparison>(app, 'GET', path(f.labs.core.id), { token });
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body.labs.map((lab) => [lab.labId, lab.products, lab.total, lab.currency])).toEqual([
        [f.labs.core.id, 2, 3200, 'HUF'],
        [f.labs.satellite.id, 1, 1200.5, 'HUF'],
      ]);
      // products by ordinal; the cancelled haem order is not there
      expect(body.products.map((product) => product.productId)).toEqual([o.products.chem, o.products.cert]);
      expect(body.products[0]?.cells).toEqual([
        { sampleSets: 3, extraEvaluations: 0, amount: 2700 },
        { sampleSets: 1, extraEvaluations: 1, amount: 1200.5 },
      ]);
      expect(body.products[0]?.labsOrdering).toBe(2);
      expect(body.products[1]?.cells).toEqual([{ sampleSets: 1, extraEvaluations: 0, amount: 500 }, null]);
      expect(body.totals).toEqual([{ currency: 'HUF', total: 4400.5 }]);
    }
  });

  it('a year without orders compares nothing, the labs still listed', async () => {
    const response = await rest<TSatelliteComparison>(app, 'GET', path(f.labs.core.id, 2029), { token: tokens.coreLab });
    expect(response.status).toBe(200);
    expect(response.body.products).toEqual([]);
    expect(response.body.labs.map((lab) => lab.total)).toEqual([0, 0]);
  });

  it('is only for core labs and their readers: 403 for a plain lab, a satellite, another lab and another org; 401 signed out', async () => {
    const denied = async (token: string | undefined, labId: number) => (await rest<ErrorBody>(app, 'GET', path(labId), token ? { token } : {})).status;
    expect(await denied(tokens.lab, f.labs.plain.id)).toBe(403);
    expect(await denied(tokens.admin, f.labs.plain.id)).toBe(403);
    expect(await denied(tokens.satellite, f.labs.satellite.id)).toBe(403);
    expect(await denied(tokens.satellite, f.labs.core.id)).toBe(403);
    expect(await denied(tokens.lab, f.labs.core.id)).toBe(403);
    expect(await denied(tokens.otherAdmin, f.labs.core.id)).toBe(403);
    expect(await denied(undefined, f.labs.core.id)).toBe(401);
  });
});
