import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TSatelliteCheckoutResult, TSatelliteCheckoutState } from '../../services/checkout/satellite-checkout.types';
import { BILLING_NOW, changeRound, createBillingFixture, placeOrder, YEAR, type BillingFixture } from './billing-fixture';

/**
 * Issue 31 "a core lab may check out for its satellites in one step, each satellite still getting its
 * own documents" (docs/decisions/invoices.md "A core lab checks out for its satellites"), over REST and
 * tRPC against real PostgreSQL: the core lab's user, with the core lab's validation password, checks
 * out each satellite that has something to check out and needs no staff, each with its own documents
 * per its own contract; the others are reported with their reason.
 */

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let b: BillingFixture;
/** A second fixture in the same database: another org, with a core lab of its own. */
let other: ApiFixture;
const tokens = { coreLab: '', satellite: '', lab: '', admin: '', otherAdmin: '', otherCoreLab: '' };
/** Satellites of the core lab besides the fixture's (which has no contract): with a proforma, proforma disabled, a lowered order, ordering closed by staff. */
const labs = { proforma: 0, disabled: 0, lowered: 0, closed: 0 };
const orders = { proforma: 0, disabled: 0, core: 0, missingContract: 0 };

async function insertSatellite(qc: string, options: { proformaDisabled?: boolean; orderingDisabled?: boolean } = {}): Promise<number> {
  const lab = await t.db
    .insertInto('labs')
    .values({ shortName: qc, name: `Satellite ${qc}`, city: 'Szeged', address: `${qc} Side Street`, zipCode: '6720', countryId: 'HU', satelliteConnection: 'child_lab', parentLabId: b.f.labs.core.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('orgLabs')
    .values({ orgId: b.f.org.id, labId: lab.id, proformaInvoiceDisabled: options.proformaDisabled ?? false, orderingDisabled: options.orderingDisabled ?? false })
    .execute();
  await insertAcceptedContract(t.db, { labId: lab.id, orgId: b.f.org.id, year: YEAR, acceptedAt: new Date(Date.UTC(YEAR - 1, 10, 1)) });
  return lab.id;
}

const certificateOrder = (labId: number, amount: number, confirmed?: Date) =>
  placeOrder(t.db, { labId, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount, ...(confirmed ? { confirmed } : {}) });

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: BILLING_NOW.toISOString() } });
  b = await createBillingFixture(t.db);
  other = await createApiFixture(t.db, { qcSuffix: 'o' });
  labs.proforma = await insertSatellite('1044');
  labs.disabled = await insertSatellite('1045', { proformaDisabled: true });
  labs.lowered = await insertSatellite('1046');
  labs.closed = await insertSatellite('1047', { orderingDisabled: true });
  // the fixture's satellite (QC 1043) has no contract for the year
  orders.missingContract = await certificateOrder(b.f.labs.satellite.id, 5_000);
  orders.proforma = await placeOrder(t.db, {
    labId: labs.proforma,
    orgId: b.f.org.id,
    productId: b.survey.productId,
    rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 1 })),
    amount: 40_000,
  });
  orders.disabled = await certificateOrder(labs.disabled, 10_000);
  // checked out before, then lowered: staff must check it out
  const lowered = await placeOrder(t.db, { labId: labs.lowered, orgId: b.f.org.id, productId: b.survey.productId, rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 2 })), amount: 80_000, confirmed: new Date(Date.UTC(YEAR - 1, 11, 1)) });
  await changeRound(t.db, lowered, b.survey.rounds[1]!.roundId, 1, 60_000);
  await certificateOrder(labs.closed, 10_000);
  // the core lab's own change stays its own checkout's
  orders.core = await certificateOrder(b.f.labs.core.id, 10_000);

  const { users } = b.f;
  [tokens.coreLab, tokens.satellite, tokens.lab, tokens.admin, tokens.otherAdmin, tokens.otherCoreLab] = (await Promise.all(
    [users.coreLab, users.satellite, users.lab, users.orgAdmin, users.otherOrgAdmin, other.users.coreLab].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)),
  )) as [string, string, string, string, string, string];
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const path = (labId: number, orgId = b.f.org.id, year = YEAR) => `/labs/${labId}/orders/orgs/${orgId}/years/${year}/satellite_checkout`;
const checkOutSatellites = (token: string, body: Record<string, unknown> = { validationPassword: FIXTURE_VALIDATION_PASSWORD }, labId = b.f.labs.core.id) =>
  rest<TSatelliteCheckoutResult & ErrorBody>(app, 'POST', path(labId), { token, body });

describe('who checks out for satellites', () => {
  it('the core lab’s users only: 403 for a plain lab, a satellite, staff, another org’s staff and another org’s core lab; 401 signed out', async () => {
    const refused = async (token: string | undefined, labId = b.f.labs.core.id, orgId = b.f.org.id) => {
      const options = token ? { token } : {};
      const get = await rest<ErrorBody>(app, 'GET', path(labId, orgId), options);
      const post = await rest<ErrorBody>(app, 'POST', path(labId, orgId), { ...options, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } });
      return [get.status, post.status];
    };
    expect(await refused(undefined)).toEqual([401, 401]);
    // a plain lab: on its own lab (not a core lab) and on the core lab
    expect(await refused(tokens.lab, b.f.labs.plain.id)).toEqual([403, 403]);
    expect(await refused(tokens.lab)).toEqual([403, 403]);
    // a satellite does not check out for its siblings
    expect(await refused(tokens.satellite)).toEqual([403, 403]);
    // staff check out each lab with the org's password (POST …/checkout)
    expect(await refused(tokens.admin)).toEqual([403, 403]);
    expect(await refused(tokens.otherAdmin)).toEqual([403, 403]);
    // another org's core lab: not ours (403), and our org is not its (404)
    expect(await refused(tokens.otherCoreLab)).toEqual([403, 403]);
    expect(await refused(tokens.otherCoreLab, other.labs.core.id)).toEqual([404, 404]);
    // the core lab's own contract of the year is needed, as for its own checkout
    const nextYear = await rest<ErrorBody>(app, 'GET', path(b.f.labs.core.id, b.f.org.id, YEAR + 1), { token: tokens.coreLab });
    expect(nextYear.status).toBe(403);
    expect(nextYear.body.error.type).toBe('missing_contract_error');
    // nothing was checked out by any of them
    const order = await t.db.selectFrom('orders').select(['dirty']).where('id', '=', orders.proforma).executeTakeFirstOrThrow();
    expect(order.dirty).toBe(true);
  });
});

describe('GET …/satellite_checkout', () => {
  it('says per satellite (by QC code) what a checkout now would do, over REST and tRPC alike', async () => {
    const response = await rest<TSatelliteCheckoutState>(app, 'GET', path(b.f.labs.core.id), { token: tokens.coreLab });
    expect(response.status).toBe(200);
    const due = '2017-06-30';
    expect(response.body).toEqual({
      year: YEAR,
      allowed: true,
      satellites: [
        { labId: b.f.labs.satellite.id, shortName: b.f.labs.satellite.shortName, name: b.f.labs.satellite.name, skipReason: 'missing_contract', proformaDisabled: false, paymentDeadline: null },
        { labId: labs.proforma, shortName: '1044', name: 'Satellite 1044', skipReason: null, proformaDisabled: false, paymentDeadline: due },
        { labId: labs.disabled, shortName: '1045', name: 'Satellite 1045', skipReason: null, proformaDisabled: true, paymentDeadline: due },
        { labId: labs.lowered, shortName: '1046', name: 'Satellite 1046', skipReason: 'requires_cancellation', proformaDisabled: false, paymentDeadline: null },
        { labId: labs.closed, shortName: '1047', name: 'Satellite 1047', skipReason: 'ordering_disabled', proformaDisabled: false, paymentDeadline: null },
      ],
    });
    const viaTrpc = await trpcClient(app, { token: tokens.coreLab }).checkout.satelliteCheckoutState.query({ labId: b.f.labs.core.id, orgId: b.f.org.id, year: YEAR });
    expect(viaTrpc).toEqual(response.body);
  });
});

describe('POST …/satellite_checkout', () => {
  it('422 validationPassword for an empty or a wrong password; nothing changes', async () => {
    const empty = await checkOutSatellites(tokens.coreLab, { validationPassword: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.param).toBe('validationPassword');
    const wrong = await checkOutSatellites(tokens.coreLab, { validationPassword: 'wrong' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({ message: 'Invalid validation password specified', param: 'validationPassword', type: 'invalid_validation_password' });
    expect(await t.db.selectFrom('invoices').select('id').where('labId', 'in', Object.values(labs)).execute()).toEqual([]);
  });

  it('checks out each satellite as its own checkout: own documents per own contract, the others skipped with their reason', async () => {
    const response = await checkOutSatellites(tokens.coreLab, { validationPassword: FIXTURE_VALIDATION_PASSWORD, purchaseOrderNumber: 'PO-CORE-7' });
    expect(response.status).toBe(200);
    const byLab = new Map(response.body.satellites.map((s) => [s.labId, s]));
    expect(response.body.checkedOut).toBe(2);
    expect(response.body.satellites.map((s) => [s.shortName, s.outcome, s.skipReason])).toEqual([
      [b.f.labs.satellite.shortName, 'skipped', 'missing_contract'],
      ['1044', 'checked_out', null],
      ['1045', 'checked_out', null],
      ['1046', 'skipped', 'requires_cancellation'],
      ['1047', 'skipped', 'ordering_disabled'],
    ]);

    // 1044: a proforma of its own (net 40 000 + 27 % VAT), on its own contract, with the PO number typed
    const withProforma = byLab.get(labs.proforma)?.checkout;
    expect(withProforma).toMatchObject({ confirmedOrders: 1, proformaDisabled: false, invoices: [] });
    expect(withProforma?.proformas).toEqual([{ id: expect.any(Number), number: expect.stringMatching(new RegExp(`^${YEAR}/\\d{5}$`)), proforma: true, total: 50_800, currency: 'HUF', paymentDeadline: '2017-06-30' }]);
    const proforma = await t.db.selectFrom('invoices').selectAll().where('id', '=', withProforma!.proformas[0]!.id).executeTakeFirstOrThrow();
    expect(proforma).toMatchObject({ labId: labs.proforma, orgId: b.f.org.id, year: YEAR, series: 'proforma', purchaseOrderNumber: 'PO-CORE-7', netTotal: 40_000 });
    expect(proforma.customer).toMatchObject({ name: 'Test institution', labCode: '1044' });
    // 1045 (proforma disabled): the row the accounting's invoice is uploaded onto, no proforma
    const withInvoice = byLab.get(labs.disabled)?.checkout;
    expect(withInvoice).toMatchObject({ confirmedOrders: 1, proformaDisabled: true, proformas: [] });
    expect(withInvoice?.invoices).toEqual([expect.objectContaining({ proforma: false, total: 12_700, currency: 'HUF' })]);
    const invoice = await t.db.selectFrom('invoices').select(['labId', 'series', 'purchaseOrderNumber']).where('id', '=', withInvoice!.invoices[0]!.id).executeTakeFirstOrThrow();
    expect(invoice).toEqual({ labId: labs.disabled, series: 'invoice', purchaseOrderNumber: 'PO-CORE-7' });

    // confirmed: the two checked out; the skipped ones and the core lab's own order untouched
    const dirty = async (orderId: number) => (await t.db.selectFrom('orders').select('dirty').where('id', '=', orderId).executeTakeFirstOrThrow()).dirty;
    expect([await dirty(orders.proforma), await dirty(orders.disabled)]).toEqual([false, false]);
    expect([await dirty(orders.core), await dirty(orders.missingContract)]).toEqual([true, true]);
    for (const labId of [labs.lowered, labs.closed, b.f.labs.satellite.id, b.f.labs.core.id]) {
      expect(await t.db.selectFrom('invoices').select('id').where('labId', '=', labId).execute()).toEqual([]);
    }
    // each checked-out satellite's year says it was checked out now
    const years = await t.db.selectFrom('orderYears').select(['labId', 'confirmedAt']).where('labId', 'in', [labs.proforma, labs.disabled]).where('year', '=', YEAR).execute();
    expect(years.map((y) => y.confirmedAt?.toISOString())).toEqual([BILLING_NOW.toISOString(), BILLING_NOW.toISOString()]);
    // the proforma's PDF is made by its own job, as after the lab's own checkout
    await app.jobs.idle();
    const documents = await t.db.selectFrom('invoiceDocuments').select(['type', 'uploaded']).where('invoiceId', '=', proforma.id).execute();
    expect(documents).toEqual([{ type: 'proforma', uploaded: false }]);
  });

  it('a second run has nothing left to check out: 409 nothing_to_check_out (tRPC), no password attempt spent', async () => {
    const state = await rest<TSatelliteCheckoutState>(app, 'GET', path(b.f.labs.core.id), { token: tokens.coreLab });
    expect(state.body.allowed).toBe(false);
    expect(state.body.satellites.find((s) => s.labId === labs.proforma)?.skipReason).toBe('nothing_to_check_out');
    const again = await trpcClient(app, { token: tokens.coreLab })
      .checkout.satelliteCheckout.mutate({ labId: b.f.labs.core.id, orgId: b.f.org.id, year: YEAR, validationPassword: 'wrong' })
      .catch((error: { data?: { appError?: unknown } }) => error.data?.appError);
    expect(again).toMatchObject({ code: 'CONFLICT', type: 'nothing_to_check_out' });
    const counter = await t.db.selectFrom('rateLimitCounters').select('hits').where('key', '=', `validation-password:lab:${b.f.labs.core.id}`).executeTakeFirst();
    // the one wrong attempt of the first test (a right password clears the count)
    expect(counter?.hits ?? 0).toBe(0);
  });

  it('a satellite whose contract comes is checked out by the next run; the password limiter is the core lab’s own checkout’s', async () => {
    await insertAcceptedContract(t.db, { labId: b.f.labs.satellite.id, orgId: b.f.org.id, year: YEAR, acceptedAt: new Date(Date.UTC(YEAR - 1, 10, 1)) });
    for (let i = 0; i < 5; i++) expect((await checkOutSatellites(tokens.coreLab, { validationPassword: `wrong-${i}` })).status).toBe(422);
    const limited = await checkOutSatellites(tokens.coreLab);
    expect(limited.status).toBe(429);
    // the core lab's own checkout shares the count
    const own = await rest<ErrorBody>(app, 'POST', `/labs/${b.f.labs.core.id}/orders/orgs/${b.f.org.id}/years/${YEAR}/checkout`, { token: tokens.coreLab, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } });
    expect(own.status).toBe(429);
    await t.db.deleteFrom('rateLimitCounters').where('key', '=', `validation-password:lab:${b.f.labs.core.id}`).execute();
    const done = await checkOutSatellites(tokens.coreLab);
    expect(done.status).toBe(200);
    expect(done.body.satellites.filter((s) => s.outcome === 'checked_out').map((s) => s.labId)).toEqual([b.f.labs.satellite.id]);
    // no PO number typed: the satellite's own (none)
    const row = await t.db.selectFrom('invoices').select(['purchaseOrderNumber', 'labId']).where('labId', '=', b.f.labs.satellite.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ purchaseOrderNumber: null, labId: b.f.labs.satellite.id });
  });
});
