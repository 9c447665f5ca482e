import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { pdftotext } from '@eqa/documents/testing/pdftotext';
import { FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD } from '../../testing/fixtures';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TCheckoutResult, TRequestCheckoutResult } from '../../services/checkout/checkout.types';
import type { TListInvoicesOutput } from '../../services/invoices/invoices.types';
import type { TOrgSettingsOut } from '../../services/orgs/org-settings.types';
import { BILLING_NOW, createBillingFixture, placeOrder, YEAR, type BillingFixture } from './billing-fixture';

/**
 * A checkout's proforma as the lab downloads it, read back with poppler's pdftotext: the seller
 * details the org admin saved (tax number, IBAN), the lines with their VAT, the totals per rate, HUF
 * without decimals, the purchase-order number — in the contract's language, Hungarian and English.
 */

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let b: BillingFixture;
const tokens = { admin: '', otherAdmin: '', lab: '', small: '', coreLab: '' };

const SETTINGS = {
  legalName: 'Minőségügyi Körvizsgálati Szolgáltató Kft.',
  address: { zipCode: '1095', city: 'Budapest', address: 'Soroksári út 30-34.', countryId: 'HU' },
  taxNumber: '10597190-2-44',
  euVatNumber: 'HU 1059 7190',
  groupIdentificationNumber: null,
  bank: { accountNumber: '11773016-11111018', iban: 'HU42 1177 3016 1111 1018 0000 0000', swift: 'otpvhuhb' },
  paymentTermDays: 8,
  documentFooter: 'Cégjegyzékszám: 01-09-123456',
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: BILLING_NOW.toISOString() } });
  b = await createBillingFixture(t.db);
  const { users, labs } = b.f;
  [tokens.admin, tokens.otherAdmin, tokens.lab, tokens.small, tokens.coreLab] = (await Promise.all(
    [users.orgAdmin, users.otherOrgAdmin, users.lab, users.noEmail, users.coreLab].map((u) => signIn(app, u.username, FIXTURE_PASSWORD)),
  )) as [string, string, string, string, string];
  // the contracts' languages: the plain lab's was made by a Hungarian reader, the small lab's by an English one
  await t.db.updateTable('users').set({ localeId: 'hu' }).where('id', '=', users.lab.id).execute();
  await t.db.updateTable('contracts').set({ createdBy: users.lab.id }).where('labId', '=', labs.plain.id).execute();
  await t.db.updateTable('contracts').set({ createdBy: users.noEmail.id }).where('labId', '=', labs.small.id).execute();
  // net catalogue prices with their VAT rates: the survey at the standard 27 %, the certificate at 5 %
  await t.db
    .insertInto('productPrices')
    .values([
      { productId: b.survey.productId, type: 'survey', currencyId: 'HUF', value: 38120, discountValue: 0, extraEvaluationValue: 0 },
      { productId: b.certificate.productId, type: 'certificate', currencyId: 'HUF', value: 12345, vatRate: 5 },
    ])
    .execute();
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const base = (labId: number) => `/labs/${labId}/orders/orgs/${b.f.org.id}/years/${YEAR}`;
const settingsPath = () => `/orgs/${b.f.org.id}/settings`;

/** The text of the generated proforma of a checkout, as pdftotext reads it (single spaces). */
async function proformaText(labId: number, token: string): Promise<string> {
  await app.jobs.idle();
  const list = await rest<TListInvoicesOutput>(app, 'GET', `${base(labId)}/invoices`, { token });
  const document = list.body.items[0]?.documents.find((d) => d.type === 'proforma');
  if (!document) throw new Error('no proforma document');
  const download = await fetch(`${app.url}/api/v1${document.downloadPath}`, { headers: { authorization: `Bearer ${token}` } });
  expect(download.status).toBe(200);
  return (await pdftotext(Buffer.from(await download.arrayBuffer()))).replace(/\s+/g, ' ');
}

describe('the seller details (the organisation settings, GET/PATCH /orgs/{orgId}/settings)', () => {
  it('start without seller details', async () => {
    const response = await rest<TOrgSettingsOut>(app, 'GET', settingsPath(), { token: tokens.admin });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ legalName: null, taxNumber: null, bank: { iban: null }, paymentTermDays: 15 });
  });

  it.each([
    [{ bank: { iban: 'HU43 1177 3016 1111 1018 0000 0000' } }, 'bank.iban', 'billing.settings.errors.ibanChecksum'],
    [{ euVatNumber: 'HU10597191' }, 'euVatNumber', 'billing.settings.errors.vatChecksum'],
    [{ taxNumber: '10597191-2-44' }, 'taxNumber', 'billing.settings.errors.taxNumberChecksum'],
    [{ bank: { swift: 'OTPV' } }, 'bank.swift', 'billing.settings.errors.bicUnknownCountry'],
    [{ address: { ...SETTINGS.address, countryId: 'XX' }, euVatNumber: null }, 'address.countryId', 'contracts.unknownCountry'],
    [{ paymentTermDays: 0 }, 'paymentTermDays', 'billing.settings.errors.paymentTerm'],
  ])('refuse %o with 422 on the field (%s, %s)', async (change, param, type) => {
    const response = await rest<ErrorBody>(app, 'PATCH', settingsPath(), { token: tokens.admin, body: { ...SETTINGS, ...change } });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ param, type });
  });

  it('are saved normalised by an admin', async () => {
    const response = await rest<TOrgSettingsOut>(app, 'PATCH', settingsPath(), { token: tokens.admin, body: SETTINGS });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ saved: true, euVatNumber: 'HU10597190', bank: { iban: 'HU42117730161111101800000000', swift: 'OTPVHUHB' }, paymentTermDays: 8 });
    expect((await rest<TOrgSettingsOut>(app, 'GET', settingsPath(), { token: tokens.admin })).body).toEqual(response.body);
  });
});

describe('the proforma of a checkout', () => {
  it('in Hungarian (the contract’s language): seller, lines with VAT, totals per rate, forints without decimals, the PO number', async () => {
    const plain = b.f.labs.plain.id;
    await placeOrder(t.db, { labId: plain, orgId: b.f.org.id, productId: b.survey.productId, rounds: b.survey.rounds.map((r) => ({ roundId: r.roundId, sampleSets: 1 })), amount: 76_240 });
    await placeOrder(t.db, { labId: plain, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 12_345 });
    const tooLong = await rest<ErrorBody>(app, 'POST', `${base(plain)}/checkout`, { token: tokens.lab, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD, purchaseOrderNumber: 'x'.repeat(51) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toMatchObject({ param: 'purchaseOrderNumber', type: 'billing.purchaseOrder.invalid' });

    const response = await rest<TCheckoutResult>(app, 'POST', `${base(plain)}/checkout`, {
      token: tokens.lab,
      body: { validationPassword: FIXTURE_VALIDATION_PASSWORD, purchaseOrderNumber: ' PO-4711/2017 ' },
    });
    expect(response.status).toBe(200);
    // 76 240 × 27 % = 20 584,80 → 20 585; 12 345 × 5 % = 617,25 → 617: gross 88 585 + 21 202 = 109 787, due in the org's 8 days
    expect(response.body.proformas).toEqual([expect.objectContaining({ total: 109_787, currency: 'HUF', paymentDeadline: '2017-06-23' })]);
    const row = await t.db.selectFrom('invoices').selectAll().where('id', '=', response.body.proformas[0]!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ total: 109_787, netTotal: 88_585, purchaseOrderNumber: 'PO-4711/2017', locale: 'hu' });
    expect(row.vat).toEqual({
      treatment: 'domestic',
      byRate: [
        { rateBasisPoints: 2700, netMinor: 7_624_000, vatMinor: 2_058_500, grossMinor: 9_682_500 },
        { rateBasisPoints: 500, netMinor: 1_234_500, vatMinor: 61_700, grossMinor: 1_296_200 },
      ],
      netMinor: 8_858_500,
      vatMinor: 2_120_200,
      grossMinor: 10_978_700,
      exchangeRate: null,
    });

    const text = await proformaText(plain, tokens.lab);
    expect(text).toContain('Díjbekérő');
    expect(text).toContain('Minőségügyi Körvizsgálati Szolgáltató Kft.');
    expect(text).toContain('1095 Budapest, Soroksári út 30-34., Magyarország');
    expect(text).toContain('Adószám: 10597190-2-44');
    expect(text).toContain('Közösségi adószám: HU10597190');
    expect(text).toContain('HU42 1177 3016 1111 1018 0000 0000');
    expect(text).toContain('OTPVHUHB');
    expect(text).toContain('St. Stephen Hospital Finance');
    expect(text).toContain('Adószám: 12345678-2-42');
    expect(text).toContain('PO-4711/2017');
    for (const header of ['Nettó egységár', 'Nettó érték', 'ÁFA-kulcs', 'Bruttó érték', 'Fizetendő végösszeg']) expect(text).toContain(header);
    for (const amount of ['76 240 Ft', '20 585 Ft', '12 345 Ft', '617 Ft', '88 585 Ft', '21 202 Ft', '109 787 Ft', '96 825 Ft', '12 962 Ft']) expect(text).toContain(amount);
    expect(text).toMatch(/27 ?%/);
    expect(text).toMatch(/5 ?%/);
    expect(text).not.toMatch(/\d,\d\d Ft/);
    expect(text).toContain('közleményként tüntesse fel a(z) 2017/00001 sorszámot');
    expect(text).toContain('Cégjegyzékszám: 01-09-123456');
    expect(text).toContain('2017. 06. 23.');
  });

  it('in English: the PO number given with the lab’s checkout request, on the staff checkout’s proforma', async () => {
    const small = b.f.labs.small.id;
    await placeOrder(t.db, { labId: small, orgId: b.f.org.id, productId: b.survey.productId, rounds: [{ roundId: b.survey.rounds[1]!.roundId, sampleSets: 1 }], amount: 38_120 });
    const requested = await rest<TRequestCheckoutResult>(app, 'POST', `${base(small)}/request_checkout`, { token: tokens.small, body: { purchaseOrderNumber: 'REQ-PO-9' } });
    expect(requested.status).toBe(200);
    const checkedOut = await rest<TCheckoutResult>(app, 'POST', `${base(small)}/checkout`, { token: tokens.admin, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } });
    expect(checkedOut.status).toBe(200);
    expect(checkedOut.body.proformas).toEqual([expect.objectContaining({ total: 48_412 })]);

    const text = await proformaText(small, tokens.small);
    expect(text).toContain('Request for payment');
    expect(text).toContain('Tax number: 10597190-2-44');
    expect(text).toContain('EU VAT number: HU10597190');
    expect(text).toContain('IBAN: HU42 1177 3016 1111 1018 0000 0000');
    expect(text).toContain('Hungary');
    expect(text).not.toContain('Magyarország');
    expect(text).toContain('REQ-PO-9');
    for (const header of ['Net unit price', 'Net amount', 'VAT rate', 'Gross amount', 'Total payable']) expect(text).toContain(header);
    // 38 120 × 27 % = 10 292,40 → 10 292; gross 48 412
    for (const amount of ['HUF 38,120', 'HUF 10,292', 'HUF 48,412']) expect(text).toContain(amount);
    expect(text).not.toMatch(/HUF [\d,]+\.\d\d/);
    expect(text).toContain('Please quote the number 2017/00002 as the payment reference');
  });

  it('to an Austrian lab with an EU VAT number, in euros: 0 %, reverse charge, its VAT in forints at the rate entered for the day or the latest before', async () => {
    const core = b.f.labs.core.id;
    await t.db
      .updateTable('contracts')
      .set({ invoiceName: 'Labor Graz GmbH', invoiceAddress: { city: 'Graz', address: 'Herrengasse 1', zipCode: '8010', countryId: 'AT' }, vatNumber: 'ATU13585627' })
      .where('labId', '=', core)
      .execute();
    const rate = (body: Record<string, unknown>, token = tokens.admin) => rest<ErrorBody>(app, 'PUT', `/orgs/${b.f.org.id}/exchange_rates`, { token, body });
    expect((await rate({ currencyId: 'EUR', day: '2017-06-14', rate: '309.5' }, tokens.lab)).status).toBe(403);
    expect((await rate({ currencyId: 'HUF', day: '2017-06-14', rate: '1' })).body.error).toMatchObject({ param: 'currencyId', type: 'billing.exchangeRates.homeCurrency' });
    expect((await rate({ currencyId: 'EUR', day: '2017-06-14', rate: '0' })).body.error).toMatchObject({ param: 'rate', type: 'billing.exchangeRates.invalidRate' });
    expect((await rate({ currencyId: 'XYZ', day: '2017-06-14', rate: '1' })).body.error).toMatchObject({ param: 'currencyId', type: 'billing.exchangeRates.unknownCurrency' });
    // the day before the checkout (the 15th has none) and one after it, which must not be taken
    expect((await rate({ currencyId: 'EUR', day: '2017-06-14', rate: '309,5' })).status).toBe(200);
    expect((await rate({ currencyId: 'EUR', day: '2017-06-16', rate: '400' })).status).toBe(200);
    const listed = await rest<{ items: Array<{ day: string; rate: string }> }>(app, 'GET', `/orgs/${b.f.org.id}/exchange_rates?currency_id=EUR`, { token: tokens.admin });
    expect(listed.body.items.map((r) => [r.day, r.rate])).toEqual([
      ['2017-06-16', '400.0000'],
      ['2017-06-14', '309.5000'],
    ]);

    await placeOrder(t.db, { labId: core, orgId: b.f.org.id, productId: b.survey.productId, rounds: [{ roundId: b.survey.rounds[1]!.roundId, sampleSets: 1 }], amount: 123.45, currencyId: 'EUR' });
    const checkedOut = await rest<TCheckoutResult>(app, 'POST', `${base(core)}/checkout`, { token: tokens.admin, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } });
    expect(checkedOut.status).toBe(200);
    expect(checkedOut.body.proformas).toEqual([expect.objectContaining({ total: 123.45, currency: 'EUR' })]);
    const row = await t.db.selectFrom('invoices').select(['vat', 'locale']).where('id', '=', checkedOut.body.proformas[0]!.id).executeTakeFirstOrThrow();
    expect(row.vat).toMatchObject({ treatment: 'eu_reverse_charge', vatMinor: 0, exchangeRate: { day: '2017-06-14', rate: 3_095_000 } });

    // the contract was made by no user: the org's first language, Hungarian
    expect(row.locale).toBe('hu');
    const text = await proformaText(core, tokens.coreLab);
    expect(text).toContain('Labor Graz GmbH');
    expect(text).toContain('Ausztria');
    expect(text).toContain('Közösségi adószám: ATU13585627');
    expect(text).toContain('123,45 EUR');
    expect(text).toMatch(/0 ?%/);
    expect(text).toContain('Fordított adózás');
    expect(text).toContain('ÁFA forintban');
    expect(text).toContain('1 EUR = 309,50 Ft');
  });
});
