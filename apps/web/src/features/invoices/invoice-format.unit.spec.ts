import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { awaitsGeneratedDocument, documentLabel, documentPollInterval, DOCUMENT_POLL_MS, DOCUMENT_WAIT_MS, formatDay, invoiceKindLabel } from './invoice-format';

loadAllLocales();

describe('invoice labels', () => {
  it('shows a payment deadline day in the language’s style', () => {
    expect(formatDay('2017-06-30', 'en')).toBe('30/06/2017');
    expect(formatDay('2017-06-30', 'hu')).toBe('2017. 06. 30.');
  });
  it('says what a row is: a proforma, a proforma with its uploaded invoice (by the proforma number), an invoice', () => {
    const proforma = { proforma: true, year: 2017, annualNumber: 5, documents: [{ type: 'proforma' as const, generated: true }] };
    const uploaded = { type: 'invoice' as const, generated: false };
    expect(invoiceKindLabel(proforma, i18nObject('en'))).toBe('Proforma invoice');
    expect(invoiceKindLabel({ ...proforma, documents: [...proforma.documents, uploaded] }, i18nObject('en'))).toBe('Invoice of proforma 2017/00005');
    expect(invoiceKindLabel({ ...proforma, documents: [...proforma.documents, uploaded] }, i18nObject('hu'))).toBe('A(z) 2017/00005 díjbekérő számlája');
    expect(invoiceKindLabel({ ...proforma, proforma: false, documents: [uploaded] }, i18nObject('hu'))).toBe('Számla');
  });
  it('names uploaded documents by their name, generated ones by their kind', () => {
    const LL = i18nObject('hu');
    expect(documentLabel({ name: 'SZ-2017/12', type: 'invoice', generated: false }, LL)).toBe('SZ-2017/12');
    expect(documentLabel({ name: null, type: 'proforma', generated: true }, LL)).toBe('Díjbekérő');
    expect(documentLabel({ name: '  ', type: 'invoice', generated: false }, LL)).toBe('Számla');
  });
});

describe('waiting for a generated document', () => {
  const made = { documents: [{ generated: true }] };
  const uploadedOnly = { documents: [{ generated: false }] };
  const none = { documents: [] };
  it('awaits a row without a generated document (uploads do not count)', () => {
    expect(awaitsGeneratedDocument(made)).toBe(false);
    expect(awaitsGeneratedDocument(none)).toBe(true);
    expect(awaitsGeneratedDocument(uploadedOnly)).toBe(true);
  });
  it.each([
    { rows: [made], since: null, now: 0, interval: false },
    { rows: [made, none], since: null, now: 5_000, interval: DOCUMENT_POLL_MS },
    { rows: [made, none], since: 1_000, now: 1_000 + DOCUMENT_WAIT_MS - 1, interval: DOCUMENT_POLL_MS },
    { rows: [made, none], since: 1_000, now: 1_000 + DOCUMENT_WAIT_MS, interval: false },
    { rows: [], since: 1_000, now: 2_000, interval: false },
  ])('polls every $interval ms while a document is awaited for less than the wait ($since → $now)', ({ rows, since, now, interval }) => {
    expect(documentPollInterval(rows, since, now)).toBe(interval);
  });
});
