import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { FIXTURE_PASSWORD, insertSurvey } from '../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { BILLING_NOW, createBillingFixture, placeOrder, YEAR, type BillingFixture } from '../checkout/billing-fixture';
import type { TCheckoutResult, TCheckoutState } from '../../services/checkout/checkout.types';
import type { TInvoiceTerms } from '../../services/invoices/invoice-terms.types';

/** Issue 31: the accounting export, the next-year due day, late payment per service year. */

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let b: BillingFixture;
const tokens = { lab: '', admin: '', otherAdmin: '' };
const settings = { demoMode: true, defaultDemoDate: BILLING_NOW.toISOString() };
let checkout: TCheckoutResult;

function base(year = YEAR, labId = b.f.labs.plain.id): string {
  return `/labs/${labId}/orders/orgs/${b.f.org.id}/years/${year}`;
}

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings });
  b = await createBillingFixture(t.db);
  const { users } = b.f;
  [tokens.lab, tokens.admin, tokens.otherAdmin] = (await Promise.all([users.lab, users.orgAdmin, users.otherOrgAdmin].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)))) as [string, string, string];
  // a buyer name a spreadsheet would run as a formula
  await t.db.updateTable('contracts').set({ invoiceName: '=HYPERLINK("http://x")' }).where('labId', '=', b.f.labs.plain.id).execute();
  await placeOrder(t.db, { labId: b.f.labs.plain.id, orgId: b.f.org.id, productId: b.survey.productId, rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 1 })), amount: 50_000 });
  const done = await rest<TCheckoutResult>(app, 'POST', `${base()}/checkout`, { token: tokens.lab, body: { validationPassword: '4321', purchaseOrderNumber: 'PO-4711' } });
  if (done.status !== 200) throw new Error(`checkout: ${done.status} ${JSON.stringify(done.body)}`);
  checkout = done.body;
  await app.jobs.idle();
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('GET /orgs/{orgId}/invoices/accounting_export.csv', () => {
  const exportCsv = (token: string, query: string) => fetch(`${app.url}/api/v1/orgs/${b.f.org.id}/invoices/accounting_export.csv${query}`, { headers: { authorization: `Bearer ${token}` } });

  it('lists every line of the period’s checkouts with net, VAT, gross, rate, tax ids, PO and proforma number', async () => {
    const response = await exportCsv(tokens.admin, '?from=2017-06-01&to=2017-06-30');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('accounting-2017-06-01_2017-06-30.csv');
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'issue_day,document_kind,document_number,proforma_number,accounting_invoice,service_year,lab_code,buyer_name,buyer_country,buyer_tax_number,buyer_group_id,vat_treatment,po_number,currency,line,description,quantity,unit_net,net,vat_rate_percent,vat,gross,payment_deadline,paid,cancelled',
    );
    expect(lines).toHaveLength(2);
    const number = checkout.proformas[0]!.number;
    expect(lines[1]).toContain(`2017-06-15,proforma,${number},${number},,2017,`);
    // CSV injection: the formula-like buyer name is text
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(',PO-4711,HUF,1,');
    // net 50 000, 27 %, VAT 13 500, gross 63 500 (HUF without decimals)
    expect(lines[1]).toContain(',1,50000,50000,27,13500,63500,2017-06-30,no,no');
  });

  it('another period is empty; the org’s admins only; the period is checked', async () => {
    const empty = await exportCsv(tokens.admin, '?from=2017-07-01&to=2017-07-31');
    expect((await empty.text()).replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1);
    expect((await exportCsv(tokens.lab, '?from=2017-06-01&to=2017-06-30')).status).toBe(403);
    expect((await exportCsv(tokens.otherAdmin, '?from=2017-06-01&to=2017-06-30')).status).toBe(403);
    expect((await fetch(`${app.url}/api/v1/orgs/${b.f.org.id}/invoices/accounting_export.csv?from=2017-06-01&to=2017-06-30`)).status).toBe(401);
    expect((await exportCsv(tokens.admin, '?from=2017-07-01&to=2017-06-30')).status).toBe(422);
    expect((await exportCsv(tokens.admin, '?from=June')).status).toBe(422);
  });
});

describe('rows lacking the accounting’s invoice', () => {
  it('a paid proforma is listed (REST and tRPC) until the invoice is uploaded', async () => {
    const proforma = checkout.proformas[0]!;
    const missing = () => trpcClient(app, { token: tokens.admin }).invoices.missing.query({ orgId: b.f.org.id });
    expect((await missing()).items.map((i) => i.invoiceId)).not.toContain(proforma.id);
    await t.db.updateTable('invoices').set({ paid: true, paidAt: BILLING_NOW }).where('id', '=', proforma.id).execute();
    expect((await missing()).items).toContainEqual(expect.objectContaining({ invoiceId: proforma.id, kind: 'proforma', number: proforma.number, labId: b.f.labs.plain.id }));
    const viaRest = await rest<{ items: Array<{ invoiceId: number }> }>(app, 'GET', `/orgs/${b.f.org.id}/invoices/missing_invoices?year=${YEAR}`, { token: tokens.admin });
    expect(viaRest.body.items.map((i) => i.invoiceId)).toContain(proforma.id);
    expect((await rest(app, 'GET', `/orgs/${b.f.org.id}/invoices/missing_invoices`, { token: tokens.lab })).status).toBe(403);
    await t.db.updateTable('invoices').set({ paid: false, paidAt: null }).where('id', '=', proforma.id).execute();
  });
});

describe('payment term and late payment per service year', () => {
  it('the org sets the next-year due day (REST and tRPC); 422 for a day not every year has; admins only', async () => {
    const initial = await rest<TInvoiceTerms>(app, 'GET', `/orgs/${b.f.org.id}/invoice_terms`, { token: tokens.admin });
    expect(initial.body).toMatchObject({ orgId: b.f.org.id, nextYearDueNotBefore: null });
    const bad = await rest<ErrorBody>(app, 'PUT', `/orgs/${b.f.org.id}/invoice_terms`, { token: tokens.admin, body: { nextYearDueNotBefore: '02-29' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ param: 'nextYearDueNotBefore', type: 'invoices.invalidMonthDay' });
    expect((await rest(app, 'PUT', `/orgs/${b.f.org.id}/invoice_terms`, { token: tokens.otherAdmin, body: { nextYearDueNotBefore: '03-01' } })).status).toBe(403);
    const saved = await trpcClient(app, { token: tokens.admin }).invoices.updateTerms.mutate({ orgId: b.f.org.id, nextYearDueNotBefore: '03-15' });
    expect(saved).toMatchObject({ nextYearDueNotBefore: '03-15' });
  });

  it('next year’s order checked out in June is due on the org’s day of that year, as the checkout dialog says', async () => {
    const next = YEAR + 1;
    const small = b.f.labs.small.id;
    // the lab's contract of next year
    const contract = await t.db.selectFrom('contracts').selectAll().where('labId', '=', small).where('year', '=', YEAR).executeTakeFirstOrThrow();
    const { id: _id, ...rest2017 } = contract;
    await t.db.insertInto('contracts').values({ ...rest2017, year: next }).execute();
    await placeOrder(t.db, { labId: small, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 1_000, year: next });
    const state = await rest<TCheckoutState>(app, 'GET', `${base(next, small)}/checkout`, { token: tokens.admin });
    expect(state.body).toMatchObject({ allowed: true, paymentDeadline: `${next}-03-15`, dueRule: { termDays: 15, notBefore: `${next}-03-15` } });
    const done = await rest<TCheckoutResult>(app, 'POST', `${base(next, small)}/checkout`, { token: tokens.admin, body: { validationPassword: '4321' } });
    expect(done.status).toBe(200);
    expect(done.body.proformas).toEqual([expect.objectContaining({ paymentDeadline: `${next}-03-15` })]);
  });

  it('an unpaid document closes the evaluations of its own year only, and a future year’s never before that year', async () => {
    const plain = b.f.labs.plain.id;
    const evaluatedAt = new Date('2017-06-01T10:00:00Z');
    await insertSurvey(t.db, { orgId: b.f.org.id, labIds: [plain], startsAt: new Date('2017-03-01T08:00:00Z'), endsAt: new Date('2017-04-01T08:00:00Z'), evaluatedAt, year: YEAR });
    const evaluations = (demoDay: string) => rest<{ items: Array<{ id: number }> } & ErrorBody>(app, 'GET', `/labs/${plain}/evaluations?status=evaluated`, { token: tokens.lab, headers: { 'x-demo-date': demoDay } });
    // the 2017 proforma is paid; a 2018 proforma issued in June 2017 and "due" 30 June 2017 (issue 31's case)
    await t.db.updateTable('invoices').set({ paid: true }).where('labId', '=', plain).execute();
    const next = await t.db
      .insertInto('invoices')
      .values({ orgId: b.f.org.id, labId: plain, year: YEAR + 1, annualNumber: 500, proforma: true, paymentDeadline: '2017-06-30', total: 10, currencyId: 'HUF', createdAt: BILLING_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await evaluations('2017-07-15');
    expect(before.status).toBe(200);
    expect(before.body.items).toHaveLength(1);
    // once 2018 has begun it is late, but it closes 2018's evaluations, not 2017's
    const in2018 = await evaluations('2018-01-05');
    expect(in2018.status).toBe(200);
    expect(in2018.body.items).toHaveLength(1);
    const stats = await rest<{ lateInvoicePayments: number }>(app, 'GET', `/labs/${plain}/stats`, { token: tokens.lab, headers: { 'x-demo-date': '2017-07-15' } });
    expect(stats.body.lateInvoicePayments).toBe(0);
    // a late 2017 document closes the 2017 evaluations: all the list has, so 403 late_payment_error
    await t.db.updateTable('invoices').set({ year: YEAR }).where('id', '=', next.id).execute();
    const closed = await evaluations('2017-07-15');
    expect(closed.status).toBe(403);
    expect(closed.body.error.type).toBe('late_payment_error');
    await t.db.deleteFrom('invoices').where('id', '=', next.id).execute();
  });
});
