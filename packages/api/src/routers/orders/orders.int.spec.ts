import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { insertInvoice, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TOrderCopyStatus } from '../../services/orders/copy-orders.types';
import type { TCatalog, TCatalogProduct } from '../../services/orders/get-catalog.types';
import type { TYearOrders } from '../../services/orders/get-year-orders.types';
import type { TAnnualSummaries } from '../../services/orders/list-annual-summaries.types';
import type { TOrderCopyDifferences } from '../../services/orders/list-copy-differences.types';
import type { TOrder } from '../../services/orders/orders.types';
import { createOrdersFixture, insertOrder, type OrdersFixture } from './orders-test-fixture';
import { ordersRouter } from './router';

interface ErrorBody {
  error: { message: string; param?: string; type: string; params?: Record<string, string | number> };
}

type Role = 'lab' | 'coreLab' | 'satellite' | 'small' | 'admin' | 'otherAdmin';

describe('orders of a lab at an org (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let o: OrdersFixture;
  const tokens: Record<Role, string> = { lab: '', coreLab: '', satellite: '', small: '', admin: '', otherAdmin: '' };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    o = await createOrdersFixture(t.db, f);
    const { plain } = f.labs;
    // the plain lab: last year's order checked out, this year's invoices (one late), a document type chosen for 2032
    await insertOrder(t.db, {
      labId: plain.id,
      orgId: f.org.id,
      year: 2029,
      productId: o.products.chem2029,
      amount: 2400,
      rounds: [
        { roundId: o.rounds[2029][0]!, quantity: 1 },
        { roundId: o.rounds[2029][1]!, quantity: 2 },
      ],
      confirmedAt: new Date('2028-12-01T09:00:00Z'),
    });
    await insertInvoice(t.db, { orgId: f.org.id, labId: plain.id, year: 2029, annualNumber: 1, paymentDeadline: '2029-01-15', paid: true });
    await insertInvoice(t.db, { orgId: f.org.id, labId: plain.id, year: 2030, annualNumber: 1, paymentDeadline: '2030-05-01' });
    await insertInvoice(t.db, { orgId: f.org.id, labId: plain.id, year: 2030, annualNumber: 2, paymentDeadline: '2030-01-15', paid: true });
    await t.db.insertInto('orderYears').values({ labId: plain.id, orgId: f.org.id, year: 2032, paper: false, checkoutRequestedAt: null, confirmedAt: null }).execute();

    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    tokens.coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    tokens.satellite = await signIn(app, f.users.satellite.username, FIXTURE_PASSWORD);
    tokens.small = await signIn(app, f.users.noEmail.username, FIXTURE_PASSWORD);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const base = (labId: number, orgId = f.org.id) => `/labs/${labId}/orders/orgs/${orgId}`;
  const get = <T>(token: string | undefined, path: string) => rest<T>(app, 'GET', path, token ? { token } : {});
  const patch = (token: string, labId: number, year: number, productId: number, body: unknown) =>
    rest<TOrder & ErrorBody>(app, 'PATCH', `${base(labId)}/years/${year}/products/${productId}`, { token, body });
  /** A change set: the rounds listed, nothing else changed. */
  const change = (rounds: Array<[number, number, number?]>, extra: Record<string, unknown> = {}) => ({
    rounds: rounds.map(([roundId, sampleSetQuantity, extraEvaluationQuantity = 0]) => ({ roundId, sampleSetQuantity, extraEvaluationQuantity })),
    variantId: null,
    comment: null,
    optionIds: [],
    ...extra,
  });
  const r2030 = (index: number) => o.rounds[2030][index]!;
  const quantities = (order: TOrder) => order.rounds.map((r) => [r.roundId, r.sampleSetQuantity, r.extraEvaluationQuantity]);
  const productOf = (catalog: TCatalog, productId: number): TCatalogProduct => {
    const product = catalog.groups.flatMap((g) => g.products).find((p) => p.id === productId);
    if (!product) throw new Error(`product ${productId} not in the catalogue`);
    return product;
  };

  describe('GET /annual_summaries', () => {
    it('lists the years newest first with counts, totals, invoice flags and the disabled years', async () => {
      const response = await get<TAnnualSummaries>(tokens.lab, `${base(f.labs.plain.id)}/annual_summaries`);
      expect(response.status).toBe(200);
      expect(response.body.items.map((i) => i.year)).toEqual([2032, 2031, 2030, 2029]);
      expect(response.body.total).toBe(4);
      const byYear = new Map(response.body.items.map((i) => [i.year, i]));
      // the catalogue reaches 2031: 2032 (only a document type chosen) is after the last order year
      expect(byYear.get(2032)).toMatchObject({ lastOrderYear: 2031, disabled: true, numberOfOrders: 0, total: 0 });
      expect(byYear.get(2031)).toMatchObject({ disabled: false, numberOfOrders: 0, dirty: false, numberOfInvoices: 0 });
      expect(byYear.get(2030)).toEqual({
        year: 2030,
        lastOrderYear: 2031,
        dirty: false,
        numberOfOrders: 0,
        total: 0,
        currency: 'HUF',
        numberOfInvoices: 2,
        hasUnpaidInvoices: true,
        hasLatePayments: true,
        disabled: false,
      });
      expect(byYear.get(2029)).toMatchObject({ numberOfOrders: 1, total: 2400, dirty: false, numberOfInvoices: 1, hasUnpaidInvoices: false, hasLatePayments: false });
    });

    it('answers the same over tRPC', async () => {
      const client = trpcClient(app, { token: tokens.admin });
      const summaries = await client.orders.annualSummaries.query({ labId: f.labs.plain.id, orgId: f.org.id });
      expect(summaries.items.map((i) => i.year)).toEqual([2032, 2031, 2030, 2029]);
    });
  });

  describe('access (every orders call)', () => {
    const paths = (labId: number, orgId?: number) => [
      `${base(labId, orgId)}/annual_summaries`,
      `${base(labId, orgId)}/years/2030/catalog`,
      `${base(labId, orgId)}/years/2030`,
      `${base(labId, orgId)}/years/2030/differences`,
      `${base(labId, orgId)}/copy/check?year=2030`,
    ];

    it('401 without a session', async () => {
      for (const path of paths(f.labs.plain.id)) expect((await get(undefined, path)).status, path).toBe(401);
      expect((await patch('', f.labs.plain.id, 2030, o.products.cert, change([]))).status).toBe(401);
      expect((await rest(app, 'POST', `${base(f.labs.plain.id)}/years/2030/document_type`, { body: { paper: true } })).status).toBe(401);
      expect((await get(undefined, `${base(f.labs.plain.id)}/years/2031/copy`)).status).toBe(401);
    });

    it('403 for a lab user on another lab, and for an org user of another org', async () => {
      for (const path of paths(f.labs.core.id)) {
        const response = await get<ErrorBody>(tokens.lab, path);
        expect(response.status, path).toBe(403);
        expect(response.body.error.type).toBe('authorization_error');
      }
      for (const path of paths(f.labs.plain.id)) expect((await get(tokens.otherAdmin, path)).status, path).toBe(403);
      // a satellite never reads its core lab
      expect((await get(tokens.satellite, `${base(f.labs.core.id)}/years/2030`)).status).toBe(403);
      // writes too
      expect((await patch(tokens.lab, f.labs.core.id, 2030, o.products.cert, change([[r2030(2), 1]]))).status).toBe(403);
      expect((await get(tokens.lab, `${base(f.labs.core.id)}/years/2031/copy`)).status).toBe(403);
      expect((await rest(app, 'POST', `${base(f.labs.core.id)}/years/2030/document_type`, { token: tokens.lab, body: { paper: true } })).status).toBe(403);
    });

    it('the permission walk: every route of the orders router answers 403 to a lab user on another lab, 401 without a session', async () => {
      const procedures = Object.values(ordersRouter._def.procedures as Record<string, { _def: { meta?: { openapi?: { method: string; path: string } } } }>);
      const routes = procedures.map((procedure) => procedure._def.meta?.openapi).filter((route) => route !== undefined);
      // with the copy's POST twin (issue 36)
      expect(routes).toHaveLength(10);
      const failures: string[] = [];
      for (const route of routes) {
        const path =
          route.path
            .replace('{labId}', String(f.labs.core.id))
            .replace('{orgId}', String(f.org.id))
            .replace('{year}', '2030')
            .replace('{productId}', String(o.products.cert)) + (route.path.endsWith('/copy/check') ? '?year=2030' : '');
        const body = route.method === 'PATCH' ? change([[r2030(2), 1]]) : route.method === 'POST' ? { paper: true } : undefined;
        const denied = await rest<ErrorBody>(app, route.method, path, { token: tokens.lab, ...(body ? { body } : {}) });
        if (denied.status !== 403 || denied.body.error.type !== 'authorization_error') failures.push(`${route.method} ${path} → ${denied.status}`);
        const anonymous = await rest(app, route.method, path, body ? { body } : {});
        if (anonymous.status !== 401) failures.push(`anonymous ${route.method} ${path} → ${anonymous.status}`);
      }
      expect(failures).toEqual([]);
      expect(await t.db.selectFrom('orders').select('id').where('labId', '=', f.labs.core.id).execute()).toEqual([]);
    });

    it("403 for an org user asking for another org's orders; 404 for an org that is not the lab's, or a lab that does not exist", async () => {
      const other = await get<ErrorBody>(tokens.admin, `${base(f.labs.plain.id, f.otherOrg.id)}/years/2030`);
      expect(other.status).toBe(403);
      const notTheLabs = await get<ErrorBody>(tokens.lab, `${base(f.labs.plain.id, f.otherOrg.id)}/years/2030`);
      expect(notTheLabs.status).toBe(404);
      expect(notTheLabs.body.error.type).toBe('not_found_error');
      expect((await get(tokens.admin, `${base(999_999)}/years/2030`)).status).toBe(404);
      // a lab user cannot probe lab ids
      expect((await get(tokens.lab, `${base(999_999)}/years/2030`)).status).toBe(403);
    });

    it('403 missing_contract_error for a lab user without an accepted contract for the year; org users are not stopped', async () => {
      for (const path of paths(f.labs.small.id)) {
        const response = await get<ErrorBody>(tokens.small, path);
        expect(response.status, path).toBe(403);
        expect(response.body.error.type).toBe('missing_contract_error');
      }
      // the year and org travel with it: the web opens the contract of that year
      const yearError = await get<{ error: { type: string; params?: Record<string, unknown> } }>(tokens.small, `${base(f.labs.small.id)}/years/2030`);
      expect(yearError.body.error.params).toEqual({ year: 2030, orgId: f.org.id });
      const write = await patch(tokens.small, f.labs.small.id, 2030, o.products.cert, change([[r2030(2), 1]]));
      expect(write.status).toBe(403);
      expect(write.body.error.type).toBe('missing_contract_error');
      const copy = await get<ErrorBody>(tokens.small, `${base(f.labs.small.id)}/years/2031/copy`);
      expect(copy.body.error.type).toBe('missing_contract_error');
      for (const path of paths(f.labs.small.id)) expect((await get(tokens.admin, path)).status, path).toBe(200);
      // the plain lab has a contract for 2030 but none for 2033
      const noContractYear = await get<ErrorBody>(tokens.lab, `${base(f.labs.plain.id)}/years/2033`);
      expect(noContractYear.body.error.type).toBe('missing_contract_error');
      expect((noContractYear.body.error as { params?: unknown }).params).toEqual({ year: 2033, orgId: f.org.id });
    });

    it('a core lab reads its satellite read-only', async () => {
      const year = await get<TYearOrders>(tokens.coreLab, `${base(f.labs.satellite.id)}/years/2030`);
      expect(year.status).toBe(200);
      const catalog = await get<TCatalog>(tokens.coreLab, `${base(f.labs.satellite.id)}/years/2030/catalog`);
      expect(catalog.status).toBe(200);
      expect(catalog.body).toMatchObject({ readOnly: true, orderingDisabled: false, orgUser: false });
      expect(productOf(catalog.body, o.products.cert).rounds.every((r) => !r.editable)).toBe(true);
      expect((await patch(tokens.coreLab, f.labs.satellite.id, 2030, o.products.cert, change([[r2030(2), 1]]))).status).toBe(403);
      expect((await get(tokens.coreLab, `${base(f.labs.satellite.id)}/years/2031/copy`)).status).toBe(403);
    });

    it('malformed input answers 422 with the param, never 500', async () => {
      const plain = f.labs.plain.id;
      const bad = async (response: Promise<{ status: number; body: unknown }>, param: string) => {
        const { status, body } = await response;
        expect(status, JSON.stringify(body)).toBe(422);
        expect((body as ErrorBody).error.param).toBe(param);
      };
      await bad(get(tokens.lab, `${base(plain)}/years/abc`), 'year');
      await bad(get(tokens.lab, `${base(plain)}/years/99999/catalog`), 'year');
      await bad(get(tokens.lab, `${base(plain)}/copy/check`), 'year');
      await bad(patch(tokens.admin, plain, 2030, 0, change([])), 'productId');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, { ...change([]), rounds: 'x' }), 'rounds');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([[r2030(2), 101]])), 'rounds.0.sampleSetQuantity');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([[r2030(2), -1]])), 'rounds.0.sampleSetQuantity');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([[r2030(2), 1.5]])), 'rounds.0.sampleSetQuantity');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, { ...change([]), rounds: [{ roundId: r2030(2), sampleSetQuantity: null, extraEvaluationQuantity: 0 }] }), 'rounds.0.sampleSetQuantity');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, { ...change([]), rounds: [{ roundId: r2030(2), sampleSetQuantity: '2', extraEvaluationQuantity: 0 }] }), 'rounds.0.sampleSetQuantity');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([], { paper: 'yes' })), 'paper');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([], { active: 1 })), 'active');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([], { variantId: '3' })), 'variantId');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, change([], { comment: 'x'.repeat(2001) })), 'comment');
      await bad(patch(tokens.admin, plain, 2030, o.products.cert, { rounds: [] }), 'variantId');
      await bad(rest(app, 'POST', `${base(plain)}/years/2030/document_type`, { token: tokens.admin, body: { paper: 'yes' } }), 'paper');
      await bad(rest(app, 'POST', `${base(plain)}/years/2030/document_type`, { token: tokens.admin, body: {} }), 'paper');
      // nothing was written
      expect(await t.db.selectFrom('orders').select('id').where('labId', '=', plain).where('year', '=', 2030).execute()).toEqual([]);
    });
  });

  describe('GET /years/{year}/catalog', () => {
    it("lists the year's groups and products for the lab: hidden and other countries' products left out, prices in the lab's currency", async () => {
      const response = await get<TCatalog>(tokens.lab, `${base(f.labs.plain.id)}/years/2030/catalog`);
      expect(response.status).toBe(200);
      const catalog = response.body;
      expect(catalog).toMatchObject({ year: 2030, currency: 'HUF', orderingDisabled: false, orderingDisabledReason: null, readOnly: false, orgUser: false });
      expect(catalog.groups.map((g) => [g.name.en, g.products.map((p) => p.id)])).toEqual([
        ['Chemistry', [o.products.chem, o.products.chemPlus, o.products.haem]],
        ['Other', [o.products.cert, o.products.external]],
      ]);
      const chem = productOf(catalog, o.products.chem);
      expect(chem).toMatchObject({
        type: 'survey',
        minRounds: 2,
        extraEvaluationAvailable: true,
        accredited: false,
        disabled: false,
        schemes: [{ id: o.schemes.a, name: { en: 'Scheme A' }, shortName: expect.stringMatching(/^A/) }],
        prices: [{ currencyId: 'HUF', paper: false, variantId: null, value: 1000, discountValue: 900, extraEvaluationValue: 300, minRounds: null }],
      });
      // lab users: the round deadline (or the product's own); r1 and r2 have passed, r3 is open
      expect(chem.rounds.map((r) => [r.id, r.ordinal, r.editable, r.editDeadline])).toEqual([
        [r2030(0), 1, false, '2030-02-01T22:59:59.000Z'],
        [r2030(1), 2, false, '2030-06-01T21:59:59.000Z'],
        [r2030(2), 3, true, '2030-10-01T21:59:59.000Z'],
      ]);
      expect(chem.rounds[1]).toMatchObject({ name: '2030/2', startsAt: '2030-09-01T08:00:00.000Z', deadline: '2030-06-01T21:59:59.000Z', productRoundDeadline: null });
      const cert = productOf(catalog, o.products.cert);
      expect(cert.rounds.map((r) => [r.id, r.editable, r.productRoundDeadline])).toEqual([
        [r2030(1), true, '2030-08-01T21:59:59.000Z'],
        [r2030(2), true, null],
      ]);
      expect(cert.options.map((option) => option.name.en)).toEqual(['Printed', 'Framed']);
      expect(productOf(catalog, o.products.haem).variants.map((v) => v.id)).toEqual([o.variants.v1, o.variants.v2]);
      expect(productOf(catalog, o.products.haem).prices).toHaveLength(3);
      // EUR only: listed, without a price for the lab
      expect(productOf(catalog, o.products.external).prices).toEqual([]);
    });

    it('org users: the round start is the deadline', async () => {
      const catalog = (await get<TCatalog>(tokens.admin, `${base(f.labs.plain.id)}/years/2030/catalog`)).body;
      expect(catalog.orgUser).toBe(true);
      expect(productOf(catalog, o.products.chem).rounds.map((r) => [r.editable, r.editDeadline])).toEqual([
        [false, '2030-03-01T08:00:00.000Z'],
        [true, '2030-09-01T08:00:00.000Z'],
        [true, '2030-11-01T08:00:00.000Z'],
      ]);
    });

    it('a past year is read-only (past_year); the lab flag of the org disables ordering (lab)', async () => {
      const past = (await get<TCatalog>(tokens.lab, `${base(f.labs.plain.id)}/years/2029/catalog`)).body;
      expect(past).toMatchObject({ orderingDisabled: true, orderingDisabledReason: 'past_year', readOnly: true });
      expect(past.groups.flatMap((g) => g.products).flatMap((p) => p.rounds).every((r) => !r.editable)).toBe(true);

      await t.db.updateTable('orgLabs').set({ orderingDisabled: true }).where('labId', '=', f.labs.satellite.id).where('orgId', '=', f.org.id).execute();
      try {
        const flagged = (await get<TCatalog>(tokens.satellite, `${base(f.labs.satellite.id)}/years/2030/catalog`)).body;
        expect(flagged).toMatchObject({ orderingDisabled: true, orderingDisabledReason: 'lab', readOnly: true });
        const refused = await patch(tokens.satellite, f.labs.satellite.id, 2030, o.products.cert, change([[r2030(2), 1]]));
        expect(refused.status).toBe(409);
        expect(refused.body.error.type).toBe('ordering_disabled');
      } finally {
        await t.db.updateTable('orgLabs').set({ orderingDisabled: false }).where('labId', '=', f.labs.satellite.id).where('orgId', '=', f.org.id).execute();
      }
      await t.db.updateTable('orgs').set({ orderingDisabled: true }).where('id', '=', f.org.id).execute();
      try {
        const org = (await get<TCatalog>(tokens.satellite, `${base(f.labs.satellite.id)}/years/2030/catalog`)).body;
        expect(org.orderingDisabledReason).toBe('org');
      } finally {
        await t.db.updateTable('orgs').set({ orderingDisabled: false }).where('id', '=', f.org.id).execute();
      }
    });

    it('the global flag (ApiSettings.orderingDisabled) disables ordering everywhere: 409 ordering_disabled on every change', async () => {
      const closed = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString(), orderingDisabled: true } });
      try {
        const catalog = await rest<TCatalog>(closed, 'GET', `${base(f.labs.plain.id)}/years/2030/catalog`, { token: tokens.lab });
        expect(catalog.body).toMatchObject({ orderingDisabled: true, orderingDisabledReason: 'global', readOnly: true });
        const edit = await rest<ErrorBody>(closed, 'PATCH', `${base(f.labs.plain.id)}/years/2030/products/${o.products.cert}`, { token: tokens.admin, body: change([[r2030(2), 1]]) });
        expect(edit.status).toBe(409);
        expect(edit.body.error.type).toBe('ordering_disabled');
        const documentType = await rest<ErrorBody>(closed, 'POST', `${base(f.labs.plain.id)}/years/2030/document_type`, { token: tokens.admin, body: { paper: true } });
        expect(documentType.status).toBe(409);
        const copy = await rest<ErrorBody>(closed, 'GET', `${base(f.labs.plain.id)}/years/2031/copy`, { token: tokens.admin });
        expect(copy.status).toBe(409);
        expect(copy.body.error.type).toBe('ordering_disabled');
      } finally {
        await closed.close();
      }
    });
  });

  describe('PATCH /years/{year}/products/{productId}', () => {
    it('a lab user orders a certificate: the order is created with core pricing, dirty, and listed in the year', async () => {
      const plain = f.labs.plain.id;
      const response = await patch(tokens.lab, plain, 2030, o.products.cert, change([[r2030(1), 1], [r2030(2), 2]], { optionIds: [o.options.o2], comment: '  Please frame it  ' }));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toMatchObject({
        productId: o.products.cert,
        type: 'certificate',
        paper: false,
        variantId: null,
        amount: 1500,
        currency: 'HUF',
        dirty: true,
        active: true,
        comment: '  Please frame it  ',
        optionIds: [o.options.o2],
        confirmedAt: null,
        confirmedAmount: null,
      });
      expect(quantities(response.body)).toEqual([
        [r2030(1), 1, 0],
        [r2030(2), 2, 0],
      ]);
      expect(response.body.rounds.every((r) => r.dirty && r.active && r.type === 'certificate')).toBe(true);

      const year = (await get<TYearOrders>(tokens.lab, `${base(plain)}/years/2030`)).body;
      expect(year).toMatchObject({ year: 2030, paper: null, currency: 'HUF', sum: 1500, dirty: true, copyAction: 'check_differences' });
      expect(year.orders.map((order) => order.productId)).toEqual([o.products.cert]);
      // 2 invoices of 1000 HUF, one paid: both in force
      expect(year.totals).toEqual([{ currency: 'HUF', ordered: 1500, invoiced: 2000, difference: -500 }]);
      const stored = await t.db.selectFrom('orders').select(['amount', 'dirty', 'currencyId']).where('labId', '=', plain).where('productId', '=', o.products.cert).executeTakeFirstOrThrow();
      expect(stored).toEqual({ amount: 1500, dirty: true, currencyId: 'HUF' });
    });

    it('rounds not listed keep their saved quantities; extra evaluations are reset where no sample set', async () => {
      const response = await patch(tokens.admin, f.labs.plain.id, 2030, o.products.chem, change([[r2030(1), 1, 1], [r2030(2), 0, 3]]));
      expect(response.status).toBe(422); // one round < minRounds 2
      expect(response.body.error).toMatchObject({ param: 'rounds', type: 'orders.minimumRounds', params: { minRounds: 2, rounds: 1 }, message: 'Order at least 2 rounds of this product (now 1)' });
      const ok = await patch(tokens.admin, f.labs.plain.id, 2030, o.products.chem, change([[r2030(1), 1, 1], [r2030(2), 1]]));
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      // 2 of 3 rounds: no discount; 2 × 1000 + 1 extra × 300
      expect(ok.body.amount).toBe(2300);
      const next = await patch(tokens.admin, f.labs.plain.id, 2030, o.products.chem, change([[r2030(2), 2]], { comment: 'more' }));
      expect(next.status).toBe(200);
      expect(quantities(next.body)).toEqual([
        [r2030(0), 0, 0],
        [r2030(1), 1, 1],
        [r2030(2), 2, 0],
      ]);
      expect(next.body).toMatchObject({ amount: 3300, comment: 'more' });
    });

    it('422 with the param of every broken rule, nothing written', async () => {
      const plain = f.labs.plain.id;
      const refused = async (token: string, productId: number, body: unknown, error: Partial<ErrorBody['error']>) => {
        const response = await patch(token, plain, 2030, productId, body);
        expect(response.status, JSON.stringify(response.body)).toBe(422);
        expect(response.body.error).toMatchObject(error);
      };
      const before = await t.db.selectFrom('roundOrders').selectAll().orderBy('id').execute();
      // lab user: r2 closed by the round deadline, r1 long closed
      await refused(tokens.lab, o.products.chem, change([[r2030(1), 3]]), { param: 'rounds.1', type: 'orders.deadlinePassed' });
      // org user: r1 has started
      await refused(tokens.admin, o.products.chem, change([[r2030(0), 1]]), { param: 'rounds.0', type: 'orders.deadlinePassed' });
      // cancelling changes every round to 0: a lab user cannot cancel an order with closed rounds
      await refused(tokens.lab, o.products.chem, change([], { active: false }), { param: 'rounds.1', type: 'orders.deadlinePassed' });
      await refused(tokens.lab, o.products.haem, change([[r2030(2), 1]], { variantId: null }), { param: 'variantId', type: 'orders.variantRequired' });
      await refused(tokens.lab, o.products.haem, change([[r2030(2), 1]], { variantId: 999_999 }), { param: 'variantId', type: 'orders.unknownVariant' });
      await refused(tokens.lab, o.products.cert, change([[r2030(0), 1]]), { param: 'rounds.0.roundId', type: 'orders.unknownRound' });
      await refused(tokens.lab, o.products.cert, change([[r2030(2), 1], [r2030(2), 2]]), { param: 'rounds.1.roundId', type: 'orders.duplicateRound' });
      await refused(tokens.lab, o.products.cert, change([[r2030(2), 1, 1]]), { param: 'rounds.0.extraEvaluationQuantity', type: 'orders.extraEvaluationUnavailable' });
      await refused(tokens.lab, o.products.cert, change([[r2030(2), 1]], { optionIds: [o.options.o1, 999_999] }), { param: 'optionIds.1', type: 'orders.unknownOption' });
      await refused(tokens.lab, o.products.cert, change([[r2030(2), 1]], { paper: true }), { param: 'paper', type: 'orders.paperUnavailable' });
      await refused(tokens.lab, o.products.external, change([[r2030(2), 1]]), { param: 'currencyId', type: 'orders.noPriceForCurrency', params: { currencyId: 'HUF' } });
      // chem is ordered: chemPlus shares its scheme
      await refused(tokens.admin, o.products.chemPlus, change([[r2030(2), 1]]), { param: 'productId', type: 'orders.schemeAlreadyOrdered' });
      expect(await t.db.selectFrom('roundOrders').selectAll().orderBy('id').execute()).toEqual(before);
      expect(await t.db.selectFrom('orders').select('id').where('labId', '=', plain).where('productId', 'in', [o.products.haem, o.products.external, o.products.chemPlus]).execute()).toEqual([]);
    });

    it('the catalogue marks the products that share a scheme with an ordered one', async () => {
      const catalog = (await get<TCatalog>(tokens.lab, `${base(f.labs.plain.id)}/years/2030/catalog`)).body;
      expect(productOf(catalog, o.products.chemPlus)).toMatchObject({ disabled: true, conflictingProductIds: [o.products.chem] });
      expect(productOf(catalog, o.products.chem)).toMatchObject({ disabled: false, conflictingProductIds: [] });
    });

    it('404 for a product outside the lab catalogue of the year (hidden, another country, another year, unknown)', async () => {
      for (const productId of [o.products.hidden, o.products.german, o.products.chem2031, 999_999]) {
        const response = await patch(tokens.admin, f.labs.plain.id, 2030, productId, change([[r2030(2), 1]]));
        expect(response.status, String(productId)).toBe(404);
      }
      // a past year: ordering is disabled before the product is looked at
      const past = await patch(tokens.admin, f.labs.plain.id, 2029, o.products.chem2029, change([]));
      expect(past.status).toBe(409);
      expect(past.body.error.type).toBe('ordering_disabled');
    });

    it('variants pick their price rows; a lab user orders haem in its open round', async () => {
      const response = await patch(tokens.lab, f.labs.plain.id, 2030, o.products.haem, change([[r2030(2), 2]], { variantId: o.variants.v2 }));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toMatchObject({ variantId: o.variants.v2, amount: 4600 });
      expect(response.body.rounds.every((r) => r.variantId === o.variants.v2)).toBe(true);
    });

    it('cancelling sets active false (counted 0); ordering again reactivates it', async () => {
      const plain = f.labs.plain.id;
      const cancelled = await patch(tokens.lab, plain, 2030, o.products.haem, change([], { variantId: o.variants.v2, active: false }));
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      // never checked out: a cancelled order stands for nothing, so it is no longer dirty
      expect(cancelled.body).toMatchObject({ active: false, dirty: false, amount: 4600 });
      expect(cancelled.body.rounds.every((r) => !r.active)).toBe(true);
      const year = (await get<TYearOrders>(tokens.lab, `${base(plain)}/years/2030`)).body;
      expect(year.sum).toBe(1500 + 3300);
      const again = await patch(tokens.lab, plain, 2030, o.products.haem, change([], { variantId: o.variants.v1, active: true }));
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ active: true, dirty: true, variantId: o.variants.v1, amount: 4000 });
    });

    it('a checked-out order becomes dirty when a round changes and clean again when it is changed back', async () => {
      const plain = f.labs.plain.id;
      const order = await t.db.selectFrom('orders').select(['id', 'amount']).where('labId', '=', plain).where('productId', '=', o.products.cert).executeTakeFirstOrThrow();
      // what checkout writes (core confirmOrder): the current quantities and amount confirmed
      await t.db.updateTable('orders').set({ confirmedAt: TEST_NOW, confirmedAmount: order.amount, dirty: false }).where('id', '=', order.id).execute();
      await t.db
        .updateTable('roundOrders')
        .set((eb) => ({ confirmedSampleSetQuantity: eb.ref('sampleSetQuantity'), confirmedExtraEvaluationQuantity: eb.ref('extraEvaluationQuantity'), dirty: false }))
        .where('orderId', '=', order.id)
        .execute();
      const changed = await patch(tokens.lab, plain, 2030, o.products.cert, change([[r2030(2), 3]], { optionIds: [o.options.o2] }));
      expect(changed.body).toMatchObject({ dirty: true, amount: 2000, confirmedAmount: 1500 });
      expect(changed.body.rounds.map((r) => r.dirty)).toEqual([false, true]);
      const back = await patch(tokens.lab, plain, 2030, o.products.cert, change([[r2030(2), 2]], { optionIds: [o.options.o2] }));
      expect(back.body).toMatchObject({ dirty: false, amount: 1500 });
      expect((await t.db.selectFrom('orders').select('dirty').where('id', '=', order.id).executeTakeFirstOrThrow()).dirty).toBe(false);
    });

    it('tRPC: the same change set, and a 422 with its param in error.data.appError', async () => {
      const client = trpcClient(app, { token: tokens.admin });
      const order = await client.orders.updateProductOrder.mutate({
        labId: f.labs.plain.id,
        orgId: f.org.id,
        year: 2030,
        productId: o.products.cert,
        rounds: [{ roundId: r2030(1), sampleSetQuantity: 1, extraEvaluationQuantity: 0 }],
        variantId: null,
        comment: null,
        optionIds: [o.options.o2],
      });
      expect(order).toMatchObject({ productId: o.products.cert, amount: 1500 });
      const error = await client.orders.updateProductOrder
        .mutate({ labId: f.labs.plain.id, orgId: f.org.id, year: 2030, productId: o.products.chem, rounds: [{ roundId: r2030(0), sampleSetQuantity: 5, extraEvaluationQuantity: 0 }], variantId: null, comment: null, optionIds: [] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { code: 'CONSTRAINT', param: 'rounds.0', type: 'orders.deadlinePassed' } });
      const year = await client.orders.year.query({ labId: f.labs.plain.id, orgId: f.org.id, year: 2030 });
      expect(year.orders.map((x) => x.productId).sort()).toEqual([o.products.chem, o.products.haem, o.products.cert].sort());
      const catalog = await client.orders.catalog.query({ labId: f.labs.plain.id, orgId: f.org.id, year: 2030 });
      expect(catalog.orgUser).toBe(true);
    });

    it('two concurrent edits of one order both land (the order year is locked), also when they create it', async () => {
      const plain = f.labs.plain.id;
      for (const [a, b] of [
        [5, 7],
        [9, 4],
        [1, 1],
      ] as const) {
        const [first, second] = await Promise.all([
          patch(tokens.admin, plain, 2030, o.products.chem, change([[r2030(1), a]])),
          patch(tokens.admin, plain, 2030, o.products.chem, change([[r2030(2), b]])),
        ]);
        expect([first.status, second.status]).toEqual([200, 200]);
        const stored = await t.db.selectFrom('roundOrders as ro').innerJoin('orders as o', 'o.id', 'ro.orderId').select(['ro.roundId', 'ro.sampleSetQuantity']).where('o.labId', '=', plain).where('o.productId', '=', o.products.chem).orderBy('ro.roundId').execute();
        expect(stored.map((r) => r.sampleSetQuantity)).toEqual([0, a, b]);
      }
      // two first changes of a new order at once: one order, both rounds
      const satellite = f.labs.satellite.id;
      const results = await Promise.all([
        patch(tokens.admin, satellite, 2030, o.products.cert, change([[r2030(1), 2]])),
        patch(tokens.admin, satellite, 2030, o.products.cert, change([[r2030(2), 3]])),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const orders = await t.db.selectFrom('orders').select(['id', 'amount']).where('labId', '=', satellite).where('productId', '=', o.products.cert).execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]!.amount).toBe(2500);
    });
  });

  describe('POST /years/{year}/document_type', () => {
    it('sets the year to online plus paper: survey-like orders take paper and are priced again, certificates stay online', async () => {
      const plain = f.labs.plain.id;
      const before = (await get<TYearOrders>(tokens.lab, `${base(plain)}/years/2030`)).body;
      const chemBefore = before.orders.find((x) => x.productId === o.products.chem)!;
      const response = await rest<TYearOrders>(app, 'POST', `${base(plain)}/years/2030/document_type`, { token: tokens.lab, body: { paper: true } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.paper).toBe(true);
      const byProduct = new Map(response.body.orders.map((x) => [x.productId, x]));
      // chem (r2 1, r3 1): no paper row, 10 % on the sample sets: 2 × 1000 + 200
      expect(chemBefore).toMatchObject({ paper: false, amount: 2000 });
      expect(byProduct.get(o.products.chem)).toMatchObject({ paper: true, amount: 2200 });
      expect(byProduct.get(o.products.chem)!.rounds.every((r) => r.paper)).toBe(true);
      // haem v1 has a paper row: 2 × 2100
      expect(byProduct.get(o.products.haem)).toMatchObject({ paper: true, amount: 4200 });
      expect(byProduct.get(o.products.cert)).toMatchObject({ paper: false, amount: 1500 });
      expect(response.body.sum).toBe(2200 + 4200 + 1500);
      const stored = await t.db.selectFrom('orderYears').select('paper').where('labId', '=', plain).where('orgId', '=', f.org.id).where('year', '=', 2030).executeTakeFirstOrThrow();
      expect(stored.paper).toBe(true);
      // a new order takes the year's document type (the satellite: only a certificate so far)
      const satellite = f.labs.satellite.id;
      const satelliteYear = await rest<TYearOrders>(app, 'POST', `${base(satellite)}/years/2030/document_type`, { token: tokens.admin, body: { paper: true } });
      expect(satelliteYear.body.orders.map((x) => [x.productId, x.paper])).toEqual([[o.products.cert, false]]);
      const newOrder = await patch(tokens.admin, satellite, 2030, o.products.haem, change([[r2030(1), 1], [r2030(2), 1]], { variantId: o.variants.v1 }));
      expect(newOrder.status, JSON.stringify(newOrder.body)).toBe(200);
      expect(newOrder.body).toMatchObject({ paper: true, amount: 4200 });
      // back to online only
      const online = await rest<TYearOrders>(app, 'POST', `${base(plain)}/years/2030/document_type`, { token: tokens.admin, body: { paper: false } });
      expect(online.body.orders.find((x) => x.productId === o.products.chem)).toMatchObject({ paper: false, amount: 2000 });
      expect(online.body.paper).toBe(false);
    });
  });

  describe('copy of last year\'s orders', () => {
    async function waitForCopy(token: string, labId: number, year: number): Promise<TOrderCopyStatus> {
      for (let i = 0; i < 100; i++) {
        const status = await get<TOrderCopyStatus>(token, `${base(labId)}/copy/check?year=${year}`);
        expect(status.status).toBe(200);
        if (!status.body.running) return status.body;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the copy did not finish');
    }

    it('start → check → differences → orders, end to end', async () => {
      const core = f.labs.core.id;
      const orgId = f.org.id;
      const r = o.rounds[2030];
      // the core lab's 2030 orders, checked out
      const confirmedAt = new Date('2029-12-01T09:00:00Z');
      await insertOrder(t.db, { labId: core, orgId, year: 2030, productId: o.products.chem, amount: 3600, rounds: [{ roundId: r[0]!, quantity: 1 }, { roundId: r[1]!, quantity: 2 }, { roundId: r[2]!, quantity: 1 }], confirmedAt });
      await insertOrder(t.db, { labId: core, orgId, year: 2030, productId: o.products.chemPlus, amount: 1500, rounds: [{ roundId: r[1]!, quantity: 1 }], active: false, confirmedAt });
      await insertOrder(t.db, { labId: core, orgId, year: 2030, productId: o.products.haem, amount: 4600, variantId: o.variants.v2, rounds: [{ roundId: r[1]!, quantity: 1 }, { roundId: r[2]!, quantity: 1 }], confirmedAt });
      await insertOrder(t.db, { labId: core, orgId, year: 2030, productId: o.products.cert, amount: 500, rounds: [{ roundId: r[2]!, quantity: 1 }], confirmedAt });
      await insertOrder(t.db, { labId: core, orgId, year: 2030, productId: o.products.external, amount: 20, currencyId: 'EUR', rounds: [{ roundId: r[1]!, quantity: 1 }], confirmedAt });
      // 2031: online plus paper chosen
      await t.db.insertInto('orderYears').values({ labId: core, orgId, year: 2031, paper: true, checkoutRequestedAt: null, confirmedAt: null }).execute();

      const before = await get<TOrderCopyStatus>(tokens.coreLab, `${base(core)}/copy/check?year=2031`);
      expect(before.body).toMatchObject({ year: 2031, state: 'not_started', started: false, running: false, finished: false });
      expect((await get<TYearOrders>(tokens.coreLab, `${base(core)}/years/2031`)).body).toMatchObject({ copyAction: 'copy', orders: [] });

      const started = await get<TOrderCopyStatus>(tokens.coreLab, `${base(core)}/years/2031/copy`);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body).toMatchObject({ year: 2031, started: true, failed: false });
      const done = await waitForCopy(tokens.coreLab, core, 2031);
      expect(done).toMatchObject({ state: 'succeeded', finished: true, running: false, failed: false, progress: 100, error: null, copied: 1, differences: 4 });
      const run = await t.db.selectFrom('jobRuns').select(['kind', 'key', 'createdBy']).where('kind', '=', 'orders.copy').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(run).toEqual({ kind: 'orders.copy', key: `lab${core}:org${orgId}:2031`, createdBy: f.users.coreLab.id });

      const differences = await get<TOrderCopyDifferences>(tokens.coreLab, `${base(core)}/years/2031/differences`);
      expect(differences.status).toBe(200);
      expect(differences.body.total).toBe(4);
      expect(differences.body.items.map(({ id: _id, name: _name, shortName: _shortName, ...d }) => d)).toEqual([
        { productId: o.products.chem2031, year: 2031, paper: true, empty: false, reason: 'paper' },
        { productId: null, year: 2031, paper: false, empty: false, reason: 'missing' },
        { productId: o.products.cert2031, year: 2031, paper: false, empty: true, reason: 'empty' },
        { productId: o.products.external2031, year: 2031, paper: false, empty: false, reason: 'no_price' },
      ]);
      expect(differences.body.items[1]!.shortName).toMatch(/^HAEM/);
      expect(differences.body.items[1]!.name).toMatchObject({ en: expect.stringMatching(/^HAEM/) });

      const year = (await get<TYearOrders>(tokens.coreLab, `${base(core)}/years/2031`)).body;
      expect(year).toMatchObject({ paper: true, dirty: true, copyAction: 'check_differences', sum: 3300 });
      expect(year.orders).toHaveLength(1);
      // both 2031 rounds ordered: discount 1000 × 3 sample sets + 10 % paper
      expect(year.orders[0]).toMatchObject({ productId: o.products.chem2031, paper: true, active: true, dirty: true, amount: 3300, confirmedAt: null });
      expect(quantities(year.orders[0]!)).toEqual([
        [o.rounds[2031][0], 1, 0],
        [o.rounds[2031][1], 2, 0],
      ]);

      // a second copy: the year has active orders now
      const again = await get<ErrorBody>(tokens.coreLab, `${base(core)}/years/2031/copy`);
      expect(again.status).toBe(409);
      expect(again.body.error.type).toBe('orders_exist');
      // org users read the same status
      expect((await get<TOrderCopyStatus>(tokens.admin, `${base(core)}/copy/check?year=2031`)).body.state).toBe('succeeded');
    });

    it('is offered for the current and the next year only, without active orders; one run at a time', async () => {
      const notOffered = await get<ErrorBody>(tokens.admin, `${base(f.labs.plain.id)}/years/2032/copy`);
      expect(notOffered.status).toBe(422);
      expect(notOffered.body.error).toMatchObject({ param: 'year', type: 'copy_not_offered' });
      const past = await get<ErrorBody>(tokens.admin, `${base(f.labs.plain.id)}/years/2029/copy`);
      expect(past.status).toBe(409);
      expect(past.body.error.type).toBe('ordering_disabled');
      const withOrders = await get<ErrorBody>(tokens.lab, `${base(f.labs.plain.id)}/years/2030/copy`);
      expect(withOrders.status).toBe(409);
      expect(withOrders.body.error.type).toBe('orders_exist');

      const satellite = f.labs.satellite.id;
      await t.db
        .insertInto('jobRuns')
        .values({
          kind: 'orders.copy',
          key: `lab${satellite}:org${f.org.id}:2031`,
          status: 'running',
          payload: {},
          result: null,
          error: null,
          createdBy: null,
          startedAt: new Date(),
          finishedAt: null,
          runner: 'bullmq',
          heartbeatAt: new Date(),
        })
        .execute();
      const running = await get<ErrorBody>(tokens.satellite, `${base(satellite)}/years/2031/copy`);
      expect(running.status).toBe(409);
      expect(running.body.error.type).toBe('job_running');
      expect((await get<TOrderCopyStatus>(tokens.satellite, `${base(satellite)}/copy/check?year=2031`)).body).toMatchObject({ state: 'running', running: true, started: true });
    });

    it('tRPC: copy and checkCopy', async () => {
      const client = trpcClient(app, { token: tokens.admin });
      const small = f.labs.small.id;
      const started = await client.orders.copy.mutate({ labId: small, orgId: f.org.id, year: 2030 });
      expect(started).toMatchObject({ year: 2030, started: true });
      await app.jobs.idle();
      const status = await client.orders.checkCopy.query({ labId: small, orgId: f.org.id, year: 2030 });
      // the small lab had no 2029 orders: nothing copied, nothing to report
      expect(status).toMatchObject({ state: 'succeeded', copied: 0, differences: 0 });
      expect(await client.orders.differences.query({ labId: small, orgId: f.org.id, year: 2030 })).toEqual({ items: [], total: 0 });
    });
  });
});
