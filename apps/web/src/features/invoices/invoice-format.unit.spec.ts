import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { JOB_INTERRUPTED } from '@eqa/core';
import { awaitsGeneratedDocument, documentJobNotice, documentLabel, documentPollInterval, DOCUMENT_POLL_MS, DOCUMENT_SLOW_POLL_MS, DOCUMENT_WAIT_MS, formatDay, invoiceKindLabel } from './invoice-format';

loadAllLocales();

describe('invoice labels', () => {
  it('shows a payment deadline day in the language’s style', () => {
    expect(formatDay('2017-06-30', 'en')).toBe('30/06/2017');
    expect(formatDay('2017-06-30', 'hu')).toBe('2017. 06. 30.');
  });
  it('says what a row is: a proforma, a proforma with its uploaded invoice (by the proforma number), an invoice, a cancellation', () => {
    const proforma = {
      proforma: true,
      year: 2017,
      annualNumber: 5,
      number: '2017/00005',
      kind: 'proforma' as const,
      cancelledNumber: null,
      lacksAccountingInvoice: false,
      documents: [{ type: 'proforma' as const, generated: true }],
    };
    const uploaded = { type: 'invoice' as const, generated: false };
    expect(invoiceKindLabel(proforma, i18nObject('en'))).toBe('Proforma invoice');
    expect(invoiceKindLabel({ ...proforma, documents: [...proforma.documents, uploaded] }, i18nObject('en'))).toBe('Invoice of proforma 2017/00005');
    expect(invoiceKindLabel({ ...proforma, documents: [...proforma.documents, uploaded] }, i18nObject('hu'))).toBe('A(z) 2017/00005 díjbekérő számlája');
    expect(invoiceKindLabel({ ...proforma, proforma: false, kind: 'invoice', documents: [uploaded] }, i18nObject('hu'))).toBe('Számla');
    // a proforma-disabled checkout's row before the accounting's invoice is uploaded
    expect(invoiceKindLabel({ ...proforma, proforma: false, kind: 'invoice', lacksAccountingInvoice: true, documents: [] }, i18nObject('en'))).toBe('Awaiting the accounting’s invoice');
    expect(invoiceKindLabel({ ...proforma, kind: 'cancellation', number: 'S-2017/00001', cancelledNumber: '2017/00005' }, i18nObject('hu'))).toBe('A(z) 2017/00005 sztornója');
  });
  it('names uploaded documents by their name, generated ones by their kind', () => {
    const LL = i18nObject('hu');
    expect(documentLabel({ name: 'SZ-2017/12', type: 'invoice', generated: false, fileName: 'scan.pdf' }, LL)).toBe('SZ-2017/12');
    expect(documentLabel({ name: null, type: 'proforma', generated: true, fileName: 'D-2017-00005.pdf' }, LL)).toBe('Díjbekérő');
    // an unnamed upload by its file name
    expect(documentLabel({ name: null, type: 'invoice', generated: false, fileName: 'scan.pdf' }, LL)).toBe('scan.pdf');
    expect(documentLabel({ name: '  ', type: 'invoice', generated: false, fileName: '' }, LL)).toBe('Számla');
  });
});

describe('the PDF job of a row', () => {
  const job = (status: 'queued' | 'running' | 'succeeded' | 'failed', error: string | null = null) => ({ documentJob: { status, error } });
  const made = job('succeeded');
  const making = job('queued');
  const none = { documentJob: null };
  it.each([
    { row: job('queued'), awaits: true, notice: 'making' },
    { row: job('running'), awaits: true, notice: 'making' },
    { row: job('succeeded'), awaits: false, notice: null },
    { row: job('failed', 'the renderer fell over'), awaits: false, notice: 'failed' },
    { row: job('failed', JOB_INTERRUPTED), awaits: false, notice: 'interrupted' },
    // a row issued before the job outbox, or imported: nothing to wait for
    { row: none, awaits: false, notice: null },
  ])('$row.documentJob: awaited $awaits, notice $notice', ({ row, awaits, notice }) => {
    expect(awaitsGeneratedDocument(row)).toBe(awaits);
    expect(documentJobNotice(row)).toBe(notice);
  });
  it.each([
    { rows: [made], since: null, now: 0, interval: false },
    { rows: [made, making], since: null, now: 5_000, interval: DOCUMENT_POLL_MS },
    { rows: [made, making], since: 1_000, now: 1_000 + DOCUMENT_WAIT_MS - 1, interval: DOCUMENT_POLL_MS },
    { rows: [made, making], since: 1_000, now: 1_000 + DOCUMENT_WAIT_MS, interval: DOCUMENT_SLOW_POLL_MS },
    { rows: [made, job('failed')], since: 1_000, now: 2_000, interval: false },
    { rows: [], since: 1_000, now: 2_000, interval: false },
  ])('polls every $interval ms while a PDF is being made ($since → $now)', ({ rows, since, now, interval }) => {
    expect(documentPollInterval(rows, since, now)).toBe(interval);
  });
});
