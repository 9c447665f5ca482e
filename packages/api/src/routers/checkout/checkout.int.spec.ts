import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TListSurveysOutput } from '../../services/surveys/list-surveys.types';
import type { TListInvoicesOutput } from '../../services/invoices/invoices.types';
import { restWithHost } from '../registration/testing/registration-helpers';
import { BILLING_NOW, changeRound, createBillingFixture, placeOrder, YEAR, type BillingFixture } from './billing-fixture';
import { DEFAULT_PUBLIC_URL } from '../../settings';
import type { TCheckoutResult, TCheckoutState, TProformaDisabled, TRequestCheckoutResult } from '../../services/checkout/checkout.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let b: BillingFixture;
const tokens = { lab: '', coreLab: '', satellite: '', small: '', admin: '', otherAdmin: '' };
const settings = { demoMode: true, defaultDemoDate: BILLING_NOW.toISOString() };

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings });
  b = await createBillingFixture(t.db);
  const { users } = b.f;
  const signed = await Promise.all(
    [users.lab, users.coreLab, users.satellite, users.noEmail, users.orgAdmin, users.otherOrgAdmin].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)),
  );
  [tokens.lab, tokens.coreLab, tokens.satellite, tokens.small, tokens.admin, tokens.otherAdmin] = signed as [string, string, string, string, string, string];
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const base = (labId: number, orgId = b.f.org.id, year = YEAR) => `/labs/${labId}/orders/orgs/${orgId}/years/${year}`;
const state = (token: string, labId: number, orgId?: number) => rest<TCheckoutState & ErrorBody>(app, 'GET', `${base(labId, orgId)}/checkout`, { token });
const checkOut = (token: string, labId: number, validationPassword: string = FIXTURE_VALIDATION_PASSWORD) =>
  rest<TCheckoutResult & ErrorBody>(app, 'POST', `${base(labId)}/checkout`, { token, body: { validationPassword } });
// sent with a forged Host: the e-mailed link must come from PUBLIC_URL (settings.publicUrl) all the same
const requestCheckout = (token: string, labId: number) =>
  restWithHost<TRequestCheckoutResult & ErrorBody>(app, 'POST', `${base(labId)}/request_checkout`, { token, host: 'attacker.example.com' });

async function outboxOf(kind: string) {
  return t.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).orderBy('id').execute();
}

describe('the REST surface', () => {
  it('lists the checkout and invoice procedures in the OpenAPI document', async () => {
    const document = await rest<{ paths: Record<string, Record<string, unknown>> }>(app, 'GET', '/openapi.json');
    expect(document.status).toBe(200);
    const year = '/labs/{labId}/orders/orgs/{orgId}/years/{year}';
    const methods = (path: string) => Object.keys(document.body.paths[`${year}${path}`] ?? {}).sort();
    expect(methods('/checkout')).toEqual(['get', 'post']);
    expect(methods('/request_checkout')).toEqual(['post']);
    expect(methods('/isProformaDisabled')).toEqual(['get']);
    expect(methods('/invoices')).toEqual(['get']);
    expect(methods('/invoices/{invoiceId}')).toEqual(['patch']);
    expect(methods('/invoices/{invoiceId}/cancel')).toEqual(['post']);
    expect(methods('/invoices/{invoiceId}/generate_document')).toEqual(['post']);
  });
});

describe('access to GET/POST …/checkout, POST …/request_checkout', () => {
  it('answers 401 without a session, 403 for another lab or org, 404 for an org that is not the lab’s', async () => {
    const plain = b.f.labs.plain.id;
    expect((await rest(app, 'GET', `${base(plain)}/checkout`)).status).toBe(401);
    expect((await rest(app, 'POST', `${base(plain)}/checkout`, { body: { validationPassword: 'x' } })).status).toBe(401);
    expect((await state(tokens.coreLab, plain)).status).toBe(403);
    expect((await state(tokens.otherAdmin, plain)).status).toBe(403);
    expect((await checkOut(tokens.coreLab, plain)).status).toBe(403);
    expect((await requestCheckout(tokens.coreLab, plain)).status).toBe(403);
    expect((await state(tokens.lab, plain, b.f.otherOrg.id)).status).toBe(404);
    expect((await state(tokens.admin, 999_999)).status).toBe(404);
  });

  it('answers 403 missing_contract_error to lab users without the year’s accepted contract, not to org users', async () => {
    const satellite = b.f.labs.satellite.id;
    await placeOrder(t.db, { labId: satellite, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 5000 });
    for (const response of [await state(tokens.satellite, satellite), await checkOut(tokens.satellite, satellite), await requestCheckout(tokens.satellite, satellite)]) {
      expect(response.status).toBe(403);
      expect(response.body.error.type).toBe('missing_contract_error');
    }
    const invoices = await rest<ErrorBody>(app, 'GET', `${base(satellite)}/invoices`, { token: tokens.satellite });
    expect(invoices.status).toBe(403);
    expect(invoices.body.error.type).toBe('missing_contract_error');
    expect((await state(tokens.admin, satellite)).body).toMatchObject({ allowed: true, dirty: true });
    // a core lab reads its satellite's orders, but the satellite's contract is missing for it too
    const core = await state(tokens.coreLab, satellite);
    expect(core.status).toBe(403);
    expect(core.body.error.type).toBe('missing_contract_error');
    // with it, the core lab sees the state as read-only and may not check out
    await insertAcceptedContract(t.db, { labId: satellite, orgId: b.f.org.id, year: YEAR, acceptedAt: new Date(Date.UTC(YEAR - 1, 10, 1)) });
    expect((await state(tokens.coreLab, satellite)).body).toMatchObject({ allowed: false, disabledReason: 'read_only', action: null, requestCheckoutAllowed: false });
    expect((await checkOut(tokens.coreLab, satellite)).status).toBe(403);
  });
});

describe('checkout by a lab user', () => {
  let orderId: number;

  it('GET …/checkout: allowed with a new order, over REST and tRPC alike; isProformaDisabled', async () => {
    const plain = b.f.labs.plain.id;
    orderId = await placeOrder(t.db, {
      labId: plain,
      orgId: b.f.org.id,
      productId: b.survey.productId,
      rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 1 })),
      amount: 120_000.5,
    });
    const response = await state(tokens.lab, plain);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      allowed: true,
      disabledReason: null,
      action: 'checkout',
      requestCheckoutAllowed: true,
      orderingDisabled: false,
      proformaDisabled: false,
      requiresCancellation: false,
      dirty: true,
      differences: [{ currency: 'HUF', ordered: 120_000.5, invoiced: 0, difference: 120_000.5 }],
      confirmedAt: null,
      checkoutRequestedAt: null,
      // the org's term (15 days) from the issue day: what the checkout dialog shows
      paymentDeadline: '2017-06-30',
      dueRule: { termDays: 15, notBefore: null },
    });
    const viaTrpc = await trpcClient(app, { token: tokens.lab }).checkout.state.query({ labId: plain, orgId: b.f.org.id, year: YEAR });
    expect(viaTrpc).toEqual(response.body);
    const flag = await rest<TProformaDisabled>(app, 'GET', `${base(plain)}/isProformaDisabled`, { token: tokens.lab });
    expect(flag).toMatchObject({ status: 200, body: { proformaDisabled: false } });
  });

  it('POST …/checkout: 422 validationPassword for an empty or a wrong password', async () => {
    const plain = b.f.labs.plain.id;
    const empty = await checkOut(tokens.lab, plain, '');
    expect(empty.status).toBe(422);
    expect(empty.body.error.param).toBe('validationPassword');
    const wrong = await checkOut(tokens.lab, plain, 'wrong');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({ message: 'Invalid validation password specified', param: 'validationPassword', type: 'invalid_validation_password' });
    const viaTrpc = await trpcClient(app, { token: tokens.lab })
      .checkout.checkout.mutate({ labId: plain, orgId: b.f.org.id, year: YEAR, validationPassword: 'wrong' })
      .catch((error: { data?: { appError?: unknown } }) => error.data?.appError);
    expect(viaTrpc).toMatchObject({ code: 'CONSTRAINT', param: 'validationPassword', type: 'invalid_validation_password' });
  });

  it('confirms the orders, issues a numbered proforma with its PDF, makes the lab a participant and e-mails it', async () => {
    const plain = b.f.labs.plain.id;
    const response = await checkOut(tokens.lab, plain);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      confirmedAt: BILLING_NOW.toISOString(),
      confirmedOrders: 1,
      proformaDisabled: false,
      requiresCancellation: false,
      labNotified: true,
      participation: { added: b.survey.rounds.map((r) => r.surveyId).sort((x, y) => x - y), removed: [], kept: [] },
    });
    expect(response.body.proformas).toEqual([
      // net 120 000,50 + 27 % VAT (no price row left: the standard rate) 32 400,135 → 32 400: what is to be paid
      { id: expect.any(Number), number: `${YEAR}/00001`, proforma: true, total: 152_400.5, currency: 'HUF', paymentDeadline: '2017-06-30' },
    ]);

    // the order is confirmed and clean
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ dirty: false, confirmedAmount: 120_000.5 });
    expect(order.confirmedAt?.toISOString()).toBe(BILLING_NOW.toISOString());
    const rounds = await t.db.selectFrom('roundOrders').selectAll().where('orderId', '=', orderId).execute();
    expect(rounds.every((r) => !r.dirty && r.confirmedSampleSetQuantity === 1 && r.confirmedExtraEvaluationQuantity === 0)).toBe(true);
    const orderYear = await t.db.selectFrom('orderYears').selectAll().where('labId', '=', plain).where('year', '=', YEAR).executeTakeFirstOrThrow();
    expect(orderYear.confirmedAt?.toISOString()).toBe(BILLING_NOW.toISOString());

    // the proforma's snapshot: lines and the customer from the contract's invoice data
    const invoice = await t.db.selectFrom('invoices').selectAll().where('id', '=', response.body.proformas[0]!.id).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ proforma: true, annualNumber: 1, total: 152_400.5, netTotal: 120_000.5, paid: false, paymentDeadline: '2017-06-30', currencyId: 'HUF', purchaseOrderNumber: null });
    expect(invoice.customer).toMatchObject({ name: 'St. Stephen Hospital Finance', vatNumber: '12345678-2-42', labCode: b.f.labs.plain.shortName });
    expect(invoice.customer?.address).toMatchObject({ address: '2 Finance Street', zipCode: '1112', city: 'Budapest', countryId: 'HU' });
    expect(invoice.lines).toEqual([expect.objectContaining({ kind: 'order', orderId, quantity: 1, unitPriceMinor: 12_000_050, amountMinor: 12_000_050, vatRateBasisPoints: 2700, vatMinor: 3_240_000 })]);
    expect(invoice.issuer).toMatchObject({ name: b.f.org.name });

    // participation: the surveys of both rounds, each with its first result group; the survey list shows the running one
    const participation = await t.db.selectFrom('surveyLabs').select('surveyId').where('labId', '=', plain).orderBy('surveyId').execute();
    expect(participation.map((p) => p.surveyId)).toEqual(b.survey.rounds.map((r) => r.surveyId).sort((x, y) => x - y));
    const groups = await t.db.selectFrom('resultGroups').select(['surveyId', 'ordinal']).where('labId', '=', plain).execute();
    expect(groups).toHaveLength(2);
    const surveys = await rest<TListSurveysOutput>(app, 'GET', `/labs/${plain}/surveys?status=in_progress`, { token: tokens.lab });
    expect(surveys.body.items.map((s) => s.id)).toEqual([b.survey.rounds[0]!.surveyId]);

    // the confirmation e-mail to the lab's users (English: their locale)
    const [mail] = await outboxOf('checkout_confirmation');
    expect(mail).toMatchObject({ toAddresses: [expect.stringContaining('@lab.example.org')], subject: `Orders for ${YEAR} confirmed (${b.f.labs.plain.shortName})` });
    expect(mail!.textBody).toContain(`${YEAR}/00001`);
    expect(mail!.textBody).toContain('Clinical chemistry');

    // the job made the proforma's PDF: listed and downloadable
    await app.jobs.idle();
    const list = await rest<TListInvoicesOutput>(app, 'GET', `${base(plain)}/invoices`, { token: tokens.lab });
    expect(list.status).toBe(200);
    const [item] = list.body.items;
    expect(item).toMatchObject({ identifier: `${YEAR}/00001`, proforma: true, state: 'payable', latePayment: false, total: 152_400.5, currency: 'HUF' });
    expect(item!.documents).toEqual([expect.objectContaining({ type: 'proforma', name: null, generated: true, mediaType: 'application/pdf' })]);
    const download = await fetch(`${app.url}/api/v1${item!.documents[0]!.downloadPath}`, { headers: { authorization: `Bearer ${tokens.lab}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`proforma-${YEAR}-00001.pdf`);
    const pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 409 nothing_to_check_out once nothing changed; the state says why', async () => {
    const plain = b.f.labs.plain.id;
    const again = await checkOut(tokens.lab, plain);
    expect(again.status).toBe(409);
    expect(again.body.error.type).toBe('nothing_to_check_out');
    expect((await state(tokens.lab, plain)).body).toMatchObject({ allowed: false, disabledReason: 'nothing_to_check_out', action: null, dirty: false });
    const request = await requestCheckout(tokens.lab, plain);
    expect(request.status).toBe(409);
  });

  it('adds to the order: the next proforma lists the orders and takes off the one in force', async () => {
    const plain = b.f.labs.plain.id;
    await placeOrder(t.db, { labId: plain, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 10_000 });
    const response = await checkOut(tokens.lab, plain);
    expect(response.status).toBe(200);
    // net 10 000 + 27 % VAT 2 700
    expect(response.body.proformas).toEqual([expect.objectContaining({ number: `${YEAR}/00002`, total: 12_700 })]);
    // a certificate adds no participation
    expect(response.body.participation).toEqual({ added: [], removed: [], kept: [] });
    const invoice = await t.db.selectFrom('invoices').select(['lines']).where('id', '=', response.body.proformas[0]!.id).executeTakeFirstOrThrow();
    expect(invoice.lines?.map((l) => [l.kind, l.amountMinor, l.vatMinor])).toEqual([
      // the catalogue's order (certificate CERT… before CHEM…), then what was invoiced before: its net and VAT exactly
      ['order', 1_000_000, 270_000],
      ['order', 12_000_050, 3_240_000],
      ['deduction', -12_000_050, -3_240_000],
    ]);
  });
});

describe('a change that lowers what was confirmed needs staff', () => {
  let orderId: number;

  beforeAll(async () => {
    orderId = await placeOrder(t.db, {
      labId: b.f.labs.core.id,
      orgId: b.f.org.id,
      productId: b.survey.productId,
      rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 1 })),
      amount: 80_000,
    });
  });

  it('the lab checks out, then lowers it: checkout is refused, request checkout e-mails staff and the lab', async () => {
    const core = b.f.labs.core.id;
    expect((await checkOut(tokens.coreLab, core)).status).toBe(200);
    // recorded results in the running survey; none in the later one
    const [running, later] = b.survey.rounds;
    await t.db
      .insertInto('events')
      .values({ streamId: labSurveyStreamId(core, running!.surveyId), streamVersion: 1, type: 'ResultValuesSet', data: {}, metadata: { userId: null, userName: null, role: null, requestId: null } as never })
      .execute();
    // both rounds cancelled (sample sets 0)
    await changeRound(t.db, orderId, running!.roundId, 0, 40_000);
    await changeRound(t.db, orderId, later!.roundId, 0, 0);

    const current = await state(tokens.coreLab, core);
    expect(current.body).toMatchObject({ allowed: false, disabledReason: 'requires_cancellation', action: 'request_checkout', requestCheckoutAllowed: true, requiresCancellation: true, dirty: true });
    const refused = await checkOut(tokens.coreLab, core);
    expect(refused.status).toBe(403);
    expect(refused.body.error.type).toBe('requires_cancellation');

    const requested = await requestCheckout(tokens.coreLab, core);
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ orders: 1, requiresCancellation: true, labNotified: true });
    const [staffMail] = await outboxOf('checkout_request');
    // to the org's contact address, in the org's first language (Hungarian), reply-to the user
    expect(staffMail).toMatchObject({ toAddresses: [expect.stringMatching(/^support-.*@org\.example\.org$/)], replyTo: [expect.stringContaining('corelab')] });
    expect(staffMail!.subject).toContain(b.f.labs.core.shortName);
    expect(staffMail!.textBody).toContain('Klinikai kémia');
    expect(staffMail!.textBody).toContain('mintasorozat: 1 → 0');
    expect(staffMail!.textBody).toContain(`${DEFAULT_PUBLIC_URL}/labs/${core}/orders/orgs/`);
    expect(staffMail!.textBody).not.toContain('attacker.example.com');
    const [labMail] = await outboxOf('checkout_request_confirmation');
    expect(labMail!.toAddresses).toEqual([expect.stringContaining('corelab')]);
    // asked for on the business clock (the demo date), sent in real time (the flood guard)
    expect(requested.body.requestedAt).toBe(BILLING_NOW.toISOString());
    const orderYear = await t.db.selectFrom('orderYears').select(['checkoutRequestedAt', 'checkoutRequestSentAt']).where('labId', '=', core).where('year', '=', YEAR).executeTakeFirstOrThrow();
    expect(orderYear.checkoutRequestedAt).toEqual(BILLING_NOW);
    expect(Math.abs((orderYear.checkoutRequestSentAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect((await state(tokens.coreLab, core)).body.checkoutRequestedAt).toBe(BILLING_NOW.toISOString());

    // once per 10 minutes
    const again = await requestCheckout(tokens.coreLab, core);
    expect(again.status).toBe(429);
    expect(again.body.error.type).toBe('rate_limit_error');
  });

  it('org users do not request checkout; they check out with the org’s validation password, without a proforma', async () => {
    const core = b.f.labs.core.id;
    expect((await requestCheckout(tokens.admin, core)).status).toBe(403);
    expect((await state(tokens.admin, core)).body).toMatchObject({ allowed: true, action: 'checkout', requestCheckoutAllowed: false, requiresCancellation: true });
    const wrong = await checkOut(tokens.admin, core, 'not-the-org-password');
    expect(wrong.status).toBe(422);
    const done = await checkOut(tokens.admin, core);
    expect(done.status).toBe(200);
    const [running, later] = b.survey.rounds;
    // no proforma while an invoice must be cancelled; participation ends where nothing was recorded
    expect(done.body).toMatchObject({ proformas: [], requiresCancellation: true, participation: { added: [], removed: [later!.surveyId], kept: [running!.surveyId] } });
    // the lab's request is dealt with
    expect((await state(tokens.admin, core)).body.checkoutRequestedAt).toBeNull();
    const participation = await t.db.selectFrom('surveyLabs').select('surveyId').where('labId', '=', core).execute();
    expect(participation.map((p) => p.surveyId)).toEqual([running!.surveyId]);
    expect(await t.db.selectFrom('resultGroups').select('id').where('labId', '=', core).where('surveyId', '=', later!.surveyId).execute()).toEqual([]);
    const [, mail] = await outboxOf('checkout_confirmation').then((rows) => rows.filter((r) => r.toAddresses.some((a) => a.includes('corelab'))));
    expect(mail!.textBody).toContain('cancelled');
  });
});

describe('refusals that do not depend on the user', () => {
  it('429 after too many wrong validation passwords (the result validation limiter)', async () => {
    const small = b.f.labs.small.id;
    await placeOrder(t.db, { labId: small, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 10_000 });
    for (let i = 0; i < 5; i++) expect((await checkOut(tokens.small, small, `wrong-${i}`)).status).toBe(422);
    const limited = await checkOut(tokens.small, small);
    expect(limited.status).toBe(429);
    expect(limited.body.error.type).toBe('rate_limit_error');
    const counter = await t.db.selectFrom('rateLimitCounters').select('hits').where('key', '=', `validation-password:lab:${small}`).executeTakeFirst();
    expect(counter?.hits).toBe(5);
  });

  it('409 ordering_disabled while the org disabled ordering, for everyone', async () => {
    const small = b.f.labs.small.id;
    await t.db.updateTable('orgs').set({ orderingDisabled: true }).where('id', '=', b.f.org.id).execute();
    try {
      expect((await state(tokens.admin, small)).body).toMatchObject({ allowed: false, disabledReason: 'org', orderingDisabled: true, action: null });
      const refused = await checkOut(tokens.admin, small);
      expect(refused.status).toBe(409);
      expect(refused.body.error.type).toBe('ordering_disabled');
    } finally {
      await t.db.updateTable('orgs').set({ orderingDisabled: false }).where('id', '=', b.f.org.id).execute();
    }
  });

  it('with the proforma disabled, checkout confirms and makes an invoice row without a PDF, for the accounting’s invoice', async () => {
    const small = b.f.labs.small.id;
    await t.db.updateTable('orgLabs').set({ proformaInvoiceDisabled: true }).where('labId', '=', small).execute();
    expect((await rest<TProformaDisabled>(app, 'GET', `${base(small)}/isProformaDisabled`, { token: tokens.admin })).body).toEqual({ proformaDisabled: true });
    expect((await state(tokens.admin, small)).body).toMatchObject({ allowed: true, proformaDisabled: true });
    const done = await checkOut(tokens.admin, small);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ confirmedOrders: 1, proformas: [], invoices: [{ number: `${YEAR}/00001`, proforma: false }], proformaDisabled: true, labNotified: false });
    const rows = await t.db.selectFrom('invoices').select(['id', 'series', 'proforma']).where('labId', '=', small).execute();
    expect(rows).toEqual([{ id: done.body.invoices[0]!.id, series: 'invoice', proforma: false }]);
    // no PDF job: the accounting issues the invoice
    expect(await t.db.selectFrom('jobRuns').select('id').where('key', '=', `invoice:${rows[0]!.id}`).execute()).toEqual([]);
    // staff see it lacks the accounting's invoice
    const missing = await rest<{ items: Array<{ invoiceId: number; kind: string }>; total: number }>(app, 'GET', `/orgs/${b.f.org.id}/invoices/missing_invoices`, { token: tokens.admin });
    expect(missing.status).toBe(200);
    expect(missing.body.items).toContainEqual(expect.objectContaining({ invoiceId: rows[0]!.id, kind: 'invoice' }));
    // nothing is left to invoice: the next checkout has nothing to do
    expect((await state(tokens.admin, small)).body).toMatchObject({ allowed: false, disabledReason: 'nothing_to_check_out', paymentDeadline: null, dueRule: null });
  });
});

describe('20 concurrent checkouts of different labs', () => {
  it('number the proformas without gaps or duplicates', async () => {
    const labs = [];
    for (let i = 0; i < 20; i++) {
      const lab = await t.db
        .insertInto('labs')
        .values({ shortName: `C${process.pid % 10000}-${i}`, name: `Concurrent lab ${i}`, city: 'Pécs', address: `${i} Road`, zipCode: '7600', countryId: 'HU' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('orgLabs').values({ orgId: b.f.org.id, labId: lab.id }).execute();
      await placeOrder(t.db, { labId: lab.id, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 1000 + i });
      labs.push(lab.id);
    }
    const responses = await Promise.all(labs.map((labId) => checkOut(tokens.admin, labId)));
    expect(responses.map((r) => r.status)).toEqual(labs.map(() => 200));
    const numbers = responses.map((r) => r.body.proformas[0]!.number);
    expect(new Set(numbers).size).toBe(20);

    const proformas = await t.db.selectFrom('invoices').select('annualNumber').where('orgId', '=', b.f.org.id).where('year', '=', YEAR).where('proforma', '=', true).orderBy('annualNumber').execute();
    const all = proformas.map((p) => p.annualNumber);
    expect(all).toEqual(all.map((_, index) => index + 1));
    const counter = await t.db.selectFrom('invoiceCounters').select('lastNumber').where('orgId', '=', b.f.org.id).where('year', '=', YEAR).where('series', '=', 'proforma').executeTakeFirstOrThrow();
    expect(counter.lastNumber).toBe(all.length);
  });
});
