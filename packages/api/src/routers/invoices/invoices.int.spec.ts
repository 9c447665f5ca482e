import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { download, rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { BILLING_NOW, createBillingFixture, placeOrder, TINY_PDF, YEAR, type BillingFixture } from '../checkout/billing-fixture';
import type { TCheckoutResult, TCheckoutState } from '../../services/checkout/checkout.types';
import type { TLabStats } from '../../services/labs/get-lab-stats.types';
import type { TCancelInvoiceOutput, TGenerateDocumentOutput, TInvoice, TInvoiceDocument, TListInvoicesOutput } from '../../services/invoices/invoices.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let b: BillingFixture;
const tokens = { lab: '', coreLab: '', satellite: '', admin: '', otherAdmin: '' };
const settings = { demoMode: true, defaultDemoDate: BILLING_NOW.toISOString() };
/** The proforma of the plain lab's checkout (2017/00001, due 2017-06-30). */
let proforma: { id: number; number: string };

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings });
  b = await createBillingFixture(t.db);
  const { users } = b.f;
  const signed = await Promise.all([users.lab, users.coreLab, users.satellite, users.orgAdmin, users.otherOrgAdmin].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)));
  [tokens.lab, tokens.coreLab, tokens.satellite, tokens.admin, tokens.otherAdmin] = signed as [string, string, string, string, string];
  await placeOrder(t.db, {
    labId: b.f.labs.plain.id,
    orgId: b.f.org.id,
    productId: b.survey.productId,
    rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 1 })),
    amount: 50_000,
  });
  const done = await rest<TCheckoutResult>(app, 'POST', `${base()}/checkout`, { token: tokens.lab, body: { validationPassword: '4321' } });
  if (done.status !== 200) throw new Error(`checkout: ${done.status} ${JSON.stringify(done.body)}`);
  proforma = done.body.proformas[0]!;
  await app.jobs.idle();
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

function base(labId = b.f.labs.plain.id, orgId = b.f.org.id, year = YEAR): string {
  return `/labs/${labId}/orders/orgs/${orgId}/years/${year}`;
}
const list = (token: string, query = '', labId?: number) => rest<TListInvoicesOutput & ErrorBody>(app, 'GET', `${base(labId)}/invoices${query}`, { token });
const patch = (token: string, invoiceId: number, body: Record<string, unknown>) => rest<TInvoice & ErrorBody>(app, 'PATCH', `${base()}/invoices/${invoiceId}`, { token, body });
const invoiceOf = async (id: number) => (await list(tokens.admin)).body.items.find((i) => i.id === id)!;

/** PUT …/documents/invoice/content on the invoice routes. */
async function upload(token: string, invoiceId: number, content: Uint8Array, options: { type?: string; fileName?: string; name?: string } = {}) {
  const query = options.name === undefined ? '' : `?name=${encodeURIComponent(options.name)}`;
  const response = await fetch(`${app.url}/api/v1${base()}/invoices/${invoiceId}/documents/invoice/content${query}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': options.type ?? 'application/pdf',
      ...(options.fileName ? { 'x-file-name': encodeURIComponent(options.fileName) } : {}),
    },
    body: content,
  });
  return { status: response.status, body: (await response.json()) as { document: TInvoiceDocument } & ErrorBody };
}

describe('GET …/years/{year}/invoices', () => {
  it('lists the lab’s invoices with their documents, over REST and tRPC alike', async () => {
    expect((await rest(app, 'GET', `${base()}/invoices`)).status).toBe(401);
    const response = await list(tokens.lab);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(response.body.items).toEqual([
      {
        id: proforma.id,
        identifier: `${YEAR}/00001`,
        number: `${YEAR}/00001`,
        year: YEAR,
        annualNumber: 1,
        cancelledAnnualNumber: null,
        cancelledNumber: null,
        proforma: true,
        kind: 'proforma',
        series: 'proforma',
        lacksAccountingInvoice: false,
        cancelled: false,
        paid: false,
        paidAt: null,
        latePayment: false,
        state: 'payable',
        createdAt: BILLING_NOW.toISOString(),
        paymentDeadline: '2017-06-30',
        // net 50 000 + 27 % VAT: what is to be paid
        total: 63_500,
        currency: 'HUF',
        // in the contract's language: made by no user, so the org's first language (Hungarian)
        documents: [expect.objectContaining({ type: 'proforma', name: null, generated: true, mediaType: 'application/pdf', title: `Díjbekérő ${YEAR}/00001` })],
        documentJob: { id: expect.any(Number), status: 'succeeded', error: null, createdAt: expect.any(String), finishedAt: expect.any(String) },
        updatedAt: expect.any(String),
      },
    ]);
    const viaTrpc = await trpcClient(app, { token: tokens.lab }).invoices.list.query({ labId: b.f.labs.plain.id, orgId: b.f.org.id, year: YEAR });
    expect(viaTrpc).toEqual(response.body);
  });

  it('pages; lab users see only invoices with documents when asked and while the proforma is disabled, org users all', async () => {
    // an older invoice without any document (e.g. issued before the portal made PDFs)
    const bare = await t.db
      .insertInto('invoices')
      .values({ orgId: b.f.org.id, labId: b.f.labs.plain.id, year: YEAR, annualNumber: 900, proforma: false, paymentDeadline: '2017-07-31', total: 10, currencyId: 'HUF', createdAt: new Date('2017-01-10T10:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const page = await list(tokens.lab, '?limit=1&offset=1');
      expect(page.body).toMatchObject({ total: 2, items: [{ id: bare.id }] });
      expect((await list(tokens.lab, '?only_with_documents=true')).body).toMatchObject({ total: 1, items: [{ id: proforma.id }] });
      expect((await list(tokens.admin, '?onlyWithDocuments=true')).body.total).toBe(2);
      await t.db.updateTable('orgLabs').set({ proformaInvoiceDisabled: true }).where('labId', '=', b.f.labs.plain.id).execute();
      expect((await list(tokens.lab)).body.total).toBe(1);
      expect((await list(tokens.admin)).body.total).toBe(2);
    } finally {
      await t.db.updateTable('orgLabs').set({ proformaInvoiceDisabled: false }).where('labId', '=', b.f.labs.plain.id).execute();
      await t.db.deleteFrom('invoices').where('id', '=', bare.id).execute();
    }
  });

  it('answers 403 for another lab or org, 403 missing_contract_error without the year’s contract', async () => {
    expect((await list(tokens.coreLab)).status).toBe(403);
    expect((await list(tokens.otherAdmin)).status).toBe(403);
    const missing = await list(tokens.satellite, '', b.f.labs.satellite.id);
    expect(missing.status).toBe(403);
    expect(missing.body.error.type).toBe('missing_contract_error');
  });
});

describe('late payment (core isLatePayment) and evaluations', () => {
  const evaluations = (demoDay: string) => rest<ErrorBody>(app, 'GET', `/labs/${b.f.labs.plain.id}/evaluations?status=evaluated`, { token: tokens.lab, headers: { 'x-demo-date': demoDay } });
  const stats = (demoDay: string) => rest<TLabStats>(app, 'GET', `/labs/${b.f.labs.plain.id}/stats`, { token: tokens.lab, headers: { 'x-demo-date': demoDay } });

  it('an unpaid proforma past its deadline answers 403 late_payment_error; marking it paid gives access back', async () => {
    // the deadline day itself is not late
    expect((await evaluations('2017-06-30')).status).toBe(200);
    expect((await stats('2017-06-30')).body).toMatchObject({ unpaidInvoices: 1, lateInvoicePayments: 0 });
    const late = await evaluations('2017-07-01');
    expect(late.status).toBe(403);
    expect(late.body.error.type).toBe('late_payment_error');
    expect((await stats('2017-07-01')).body).toMatchObject({ unpaidInvoices: 1, lateInvoicePayments: 1 });
    const item = (await rest<TListInvoicesOutput>(app, 'GET', `${base()}/invoices`, { token: tokens.lab, headers: { 'x-demo-date': '2017-07-01' } })).body.items[0];
    expect(item).toMatchObject({ latePayment: true, state: 'late_payment' });

    const paid = await patch(tokens.admin, proforma.id, { paymentDeadline: '2017-06-30', total: 63_500, paid: true });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paid: true, paidAt: BILLING_NOW.toISOString(), state: 'paid', latePayment: false });
    expect((await evaluations('2017-07-01')).status).toBe(200);
    expect((await stats('2017-07-01')).body).toMatchObject({ unpaidInvoices: 0, lateInvoicePayments: 0 });
  });
});

describe('PATCH …/invoices/{invoiceId}', () => {
  it('is for org users: 403 for lab users, 404 for an invoice of another lab or a missing one', async () => {
    const edit = { paymentDeadline: '2017-07-15', total: 50_000, paid: true };
    expect((await patch(tokens.lab, proforma.id, edit)).status).toBe(403);
    expect((await patch(tokens.admin, 999_999, edit)).status).toBe(404);
    const other = await rest(app, 'PATCH', `${base(b.f.labs.core.id)}/invoices/${proforma.id}`, { token: tokens.admin, body: edit });
    expect(other.status).toBe(404);
  });

  it('422 with the param for a deadline before the creation day and a total that is not an amount', async () => {
    const before = await patch(tokens.admin, proforma.id, { paymentDeadline: '2017-06-14', total: 50_000, paid: true });
    expect(before.status).toBe(422);
    expect(before.body.error).toMatchObject({ param: 'paymentDeadline', type: 'invoices.paymentDeadlineBeforeCreation' });
    for (const total of [-1, 1.234]) {
      const bad = await patch(tokens.admin, proforma.id, { paymentDeadline: '2017-07-15', total, paid: true });
      expect(bad.status).toBe(422);
      expect(bad.body.error).toMatchObject({ param: 'total', type: 'invoices.invalidTotal' });
    }
    const missing = await rest<ErrorBody>(app, 'PATCH', `${base()}/invoices/${proforma.id}`, { token: tokens.admin, body: { total: 1, paid: true } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.param).toBe('paymentDeadline');
  });

  it('changes the deadline and the paid flag (paidAt follows); the same day as creation is allowed; the total follows the lines (422)', async () => {
    const apart = await patch(tokens.admin, proforma.id, { paymentDeadline: '2017-06-15', total: 49_999.99, paid: false });
    expect(apart.status).toBe(422);
    expect(apart.body.error).toMatchObject({ param: 'total', type: 'invoices.totalFollowsLines' });
    const unpaid = await patch(tokens.admin, proforma.id, { paymentDeadline: '2017-06-15', total: 63_500, paid: false });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ paymentDeadline: '2017-06-15', total: 63_500, paid: false, paidAt: null, state: 'payable' });
    const viaTrpc = await trpcClient(app, { token: tokens.admin }).invoices.update.mutate({
      labId: b.f.labs.plain.id,
      orgId: b.f.org.id,
      year: YEAR,
      invoiceId: proforma.id,
      paymentDeadline: '2017-06-30',
      total: 63_500,
      paid: true,
    });
    expect(viaTrpc).toMatchObject({ paid: true, paidAt: BILLING_NOW.toISOString(), total: 63_500 });
    // the issued lines do not change
    const row = await t.db.selectFrom('invoices').select(['lines', 'annualNumber']).where('id', '=', proforma.id).executeTakeFirstOrThrow();
    expect(row.annualNumber).toBe(1);
    expect(row.lines?.map((l) => l.amountMinor)).toEqual([5_000_000]);
  });
});

describe('invoice documents: PUT …/documents/invoice/content, GET …/documents/{docId}/content', () => {
  let uploaded: TInvoiceDocument;

  it('refuses lab users (403), a file that is not a PDF by its bytes (415) and an empty one (422)', async () => {
    expect((await upload(tokens.lab, proforma.id, TINY_PDF, { fileName: 'x.pdf' })).status).toBe(403);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const fake = await upload(tokens.admin, proforma.id, png, { fileName: 'invoice.pdf', type: 'application/pdf' });
    expect(fake.status).toBe(415);
    expect(fake.body.error).toMatchObject({ param: 'file', type: 'invoices.onlyPdfAccepted', message: 'Only PDF files are accepted' });
    const empty = await upload(tokens.admin, proforma.id, new Uint8Array(0), { fileName: 'invoice.pdf' });
    expect(empty.status).toBe(422);
    expect((await upload(tokens.admin, 999_999, TINY_PDF, { fileName: 'x.pdf' })).status).toBe(404);
  });

  it('stores a PDF whatever type it is declared as; every upload is added, the identifier changes only when staff name one', async () => {
    // paid (above) and nothing uploaded: it lacks the accounting's invoice
    expect((await invoiceOf(proforma.id)).lacksAccountingInvoice).toBe(true);
    expect((await list(tokens.admin, '?missing_invoice=true')).body.items.map((i) => i.id)).toEqual([proforma.id]);
    const created = await upload(tokens.admin, proforma.id, TINY_PDF, { fileName: 'SZ-2017-0042.pdf', type: 'application/octet-stream' });
    expect(created.status).toBe(201);
    uploaded = created.body.document;
    expect(uploaded).toMatchObject({ type: 'invoice', name: null, fileName: 'SZ-2017-0042.pdf', generated: false, mediaType: 'application/pdf', size: TINY_PDF.length });
    const first = await invoiceOf(proforma.id);
    expect(first.identifier).toBe(`${YEAR}/00001`);
    expect(first.lacksAccountingInvoice).toBe(false);
    expect((await list(tokens.admin, '?missing_invoice=true')).body.total).toBe(0);

    // a second upload is added too, named by staff: both stay, the name becomes the identifier
    const second = await upload(tokens.admin, proforma.id, TINY_PDF, { fileName: 'scan.pdf', name: 'SZ-2017-0043' });
    expect(second.status).toBe(201);
    expect(second.body.document.id).not.toBe(uploaded.id);
    expect(second.body.document).toMatchObject({ name: 'SZ-2017-0043', fileName: 'scan.pdf' });
    uploaded = second.body.document;
    const item = await invoiceOf(proforma.id);
    expect(item.identifier).toBe('SZ-2017-0043');
    expect(item.documents.map((d) => [d.type, d.generated, d.fileName])).toEqual([
      ['proforma', true, expect.any(String)],
      ['invoice', false, 'SZ-2017-0042.pdf'],
      ['invoice', false, 'scan.pdf'],
    ]);
  });

  it('downloads for the lab’s users and org users with Content-Disposition; 403 for another lab, 404 for another document', async () => {
    const path = (await invoiceOf(proforma.id)).documents.find((d) => d.id === uploaded.id)!.downloadPath;
    for (const token of [tokens.lab, tokens.admin]) {
      const file = await download(app, path, token);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain('scan.pdf');
      expect(file.bytes.equals(TINY_PDF)).toBe(true);
    }
    expect((await download(app, path, tokens.coreLab)).status).toBe(403);
    expect((await download(app, path.replace(/documents\/\d+/, 'documents/999999'), tokens.lab)).status).toBe(404);
    expect((await download(app, path.replace(`/invoices/${proforma.id}/`, '/invoices/999999/'), tokens.lab)).status).toBe(404);
  });

  it('PATCH names uploaded documents (blank: un-named), never generated ones', async () => {
    const edit = { paymentDeadline: '2017-06-30', total: 63_500, paid: true };
    const renamed = await patch(tokens.admin, proforma.id, { ...edit, documents: [{ id: uploaded.id, name: '  ' }] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.identifier).toBe(`${YEAR}/00001`);
    expect(renamed.body.documents.filter((d) => !d.generated)).toHaveLength(2);
    const generated = renamed.body.documents.find((d) => d.generated)!;
    const refused = await patch(tokens.admin, proforma.id, { ...edit, documents: [{ id: generated.id, name: 'mine' }] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ param: 'documents.0.id', type: 'invoices.refusals.generatedDocumentName', message: 'A generated document keeps its name' });
  });
});

describe('POST …/invoices/{invoiceId}/cancel', () => {
  let cancellation: TInvoice;

  it('is for org users (403 for lab users)', async () => {
    expect((await rest(app, 'POST', `${base()}/invoices/${proforma.id}/cancel`, { token: tokens.lab })).status).toBe(403);
  });

  it('issues a numbered cancellation document referencing the original, which is marked cancelled', async () => {
    const response = await rest<TCancelInvoiceOutput>(app, 'POST', `${base()}/invoices/${proforma.id}/cancel`, { token: tokens.admin });
    expect(response.status).toBe(200);
    cancellation = response.body.cancellation;
    expect(response.body.cancelled).toMatchObject({ id: proforma.id, cancelled: true, state: 'cancelled' });
    // numbered in its own series, named as what it is
    expect(cancellation).toMatchObject({
      number: `S-${YEAR}/00001`,
      identifier: `S-${YEAR}/00001`,
      kind: 'cancellation',
      series: 'cancellation',
      proforma: true,
      annualNumber: 1,
      cancelledAnnualNumber: 1,
      cancelledNumber: `${YEAR}/00001`,
      cancelled: false,
      paid: false,
      total: -63_500,
      state: 'cancellation',
      paymentDeadline: '2017-06-15',
    });
    const row = await t.db.selectFrom('invoices').select(['lines', 'customer']).where('id', '=', cancellation.id).executeTakeFirstOrThrow();
    expect(row.lines?.map((l) => [l.kind, l.quantity, l.amountMinor])).toEqual([['order', -1, -5_000_000]]);
    expect(row.customer).toMatchObject({ name: 'St. Stephen Hospital Finance' });

    // its own PDF, made by the job
    await app.jobs.idle();
    const item = await invoiceOf(cancellation.id);
    const document = item.documents.find((d) => d.type === 'cancellation');
    expect(document).toMatchObject({ generated: true, name: null, title: `Díjbekérő sztornó S-${YEAR}/00001` });
    const file = await download(app, document!.downloadPath, tokens.lab);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('409 for a cancelled invoice and for a cancellation document; a cancellation asks for no payment', async () => {
    const again = await rest<ErrorBody>(app, 'POST', `${base()}/invoices/${proforma.id}/cancel`, { token: tokens.admin });
    expect(again.status).toBe(409);
    expect(again.body.error.type).toBe('already_cancelled');
    const ofCancellation = await rest<ErrorBody>(app, 'POST', `${base()}/invoices/${cancellation.id}/cancel`, { token: tokens.admin });
    expect(ofCancellation.status).toBe(409);
    expect(ofCancellation.body.error.type).toBe('not_cancellable');
    const edit = await patch(tokens.admin, cancellation.id, { paymentDeadline: cancellation.paymentDeadline, total: 0, paid: true });
    expect(edit.status).toBe(409);
    expect(edit.body.error.type).toBe('invoice_not_editable');
    // never late, not unpaid: the cancelled proforma and its cancellation count for nothing
    const stats = await rest<TLabStats>(app, 'GET', `/labs/${b.f.labs.plain.id}/stats`, { token: tokens.lab, headers: { 'x-demo-date': '2017-12-01' } });
    expect(stats.body).toMatchObject({ unpaidInvoices: 0, lateInvoicePayments: 0 });
  });

  it('what is left to invoice is checked out again by staff: a new proforma without the cancelled one', async () => {
    const current = await rest<TCheckoutState>(app, 'GET', `${base()}/checkout`, { token: tokens.admin });
    expect(current.body).toMatchObject({ allowed: true, dirty: false, differences: [{ currency: 'HUF', ordered: 50_000, invoiced: 0, difference: 50_000 }] });
    const done = await rest<TCheckoutResult>(app, 'POST', `${base()}/checkout`, { token: tokens.admin, body: { validationPassword: '4321' } });
    expect(done.status).toBe(200);
    // the proforma series has no gap: the cancellation was numbered in its own
    expect(done.body).toMatchObject({ confirmedOrders: 0, proformas: [{ number: `${YEAR}/00002`, total: 63_500 }] });
    const row = await t.db.selectFrom('invoices').select('lines').where('id', '=', done.body.proformas[0]!.id).executeTakeFirstOrThrow();
    expect(row.lines?.map((l) => l.kind)).toEqual(['order']);
  });

  it('POST …/generate_document makes the generated PDF again (org users)', async () => {
    expect((await rest(app, 'POST', `${base()}/invoices/${cancellation.id}/generate_document`, { token: tokens.lab })).status).toBe(403);
    const before = (await invoiceOf(cancellation.id)).documents;
    const queued = await rest<TGenerateDocumentOutput>(app, 'POST', `${base()}/invoices/${cancellation.id}/generate_document`, { token: tokens.admin });
    expect(queued).toMatchObject({ status: 200, body: { queued: true, documentJob: { status: 'queued', error: null, finishedAt: null } } });
    await app.jobs.idle();
    const item = await invoiceOf(cancellation.id);
    expect(item.documents).toHaveLength(before.length);
    expect(item.documents[0]!.id).not.toBe(before[0]!.id);
    expect(item.documentJob).toMatchObject({ id: queued.body.documentJob.id, status: 'succeeded' });
  });

  it('a failed PDF job: the list says so (why, to staff only), and staff make it again', async () => {
    const run = await t.db
      .selectFrom('jobRuns')
      .select('id')
      .where('kind', '=', 'invoices.document')
      .where('key', '=', `invoice:${cancellation.id}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('jobRuns').set({ status: 'failed', error: 'the renderer fell over', finishedAt: new Date() }).where('id', '=', run.id).execute();
    const failed = (await list(tokens.admin)).body.items.find((i) => i.id === cancellation.id);
    expect(failed?.documentJob).toMatchObject({ id: run.id, status: 'failed', error: 'the renderer fell over' });
    const forLab = await trpcClient(app, { token: tokens.lab }).invoices.list.query({ labId: b.f.labs.plain.id, orgId: b.f.org.id, year: YEAR });
    expect(forLab.items.find((i) => i.id === cancellation.id)?.documentJob).toMatchObject({ status: 'failed', error: null });

    const again = await trpcClient(app, { token: tokens.admin }).invoices.generateDocument.mutate({ labId: b.f.labs.plain.id, orgId: b.f.org.id, year: YEAR, invoiceId: cancellation.id });
    expect(again.documentJob).toMatchObject({ status: 'queued' });
    expect(again.documentJob.id).not.toBe(run.id);
    await app.jobs.idle();
    expect((await invoiceOf(cancellation.id)).documentJob).toMatchObject({ id: again.documentJob.id, status: 'succeeded', error: null });
  });
});
