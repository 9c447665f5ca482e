import { describe, expect, it } from 'vitest';
import { accountingExportCsv, accountingExportRows, csvAmount, csvCell, type AccountingExportDocument } from './accounting-export';
import { documentKind, formatDocumentNumber, lacksAccountingInvoice, totalFollowsLinesViolation, type AccountingInvoiceState } from './invoice-chain';

const paidProforma: AccountingInvoiceState = { series: 'proforma', paid: true, cancelled: false, cancelledAnnualNumber: null, hasUploadedDocument: false };

describe('which rows still lack the accounting’s invoice', () => {
  it.each([
    ['a paid proforma without an upload', paidProforma, true],
    ['an unpaid proforma (waits for payment)', { ...paidProforma, paid: false }, false],
    ['a paid proforma with the invoice uploaded', { ...paidProforma, hasUploadedDocument: true }, false],
    ['a cancelled proforma', { ...paidProforma, cancelled: true }, false],
    ['a proforma-disabled checkout’s row, unpaid', { ...paidProforma, series: 'invoice', paid: false }, true],
    ['a proforma-disabled checkout’s row, paid', { ...paidProforma, series: 'invoice' }, true],
    ['… once the invoice is uploaded', { ...paidProforma, series: 'invoice', hasUploadedDocument: true }, false],
    ['a cancellation document', { ...paidProforma, series: 'cancellation', cancelledAnnualNumber: 2 }, false],
    ['an old cancellation numbered in the proforma series', { ...paidProforma, cancelledAnnualNumber: 2 }, false],
  ] as const)('%s → %s', (_name, row, lacks) => {
    expect(lacksAccountingInvoice(row)).toBe(lacks);
  });
});

describe('numbers and names per series', () => {
  it.each([
    ['proforma', 2017, 12, '2017/00012'],
    ['invoice', 2017, 1, '2017/00001'],
    ['cancellation', 2017, 3, 'S-2017/00003'],
    ['proforma', 2018, 123456, '2018/123456'],
  ] as const)('%s %i #%i → %s', (series, year, number, text) => {
    expect(formatDocumentNumber(series, year, number)).toBe(text);
  });

  it.each([
    [{ series: 'proforma', proforma: true, cancelledAnnualNumber: null }, 'proforma'],
    [{ series: 'invoice', proforma: false, cancelledAnnualNumber: null }, 'invoice'],
    [{ series: 'cancellation', proforma: true, cancelledAnnualNumber: 4 }, 'cancellation'],
    [{ series: 'proforma', proforma: true, cancelledAnnualNumber: 4 }, 'cancellation'],
  ] as const)('%o is a %s', (row, kind) => {
    expect(documentKind(row)).toBe(kind);
  });
});

describe('an issued document’s total follows its lines', () => {
  it.each([
    ['the lines’ gross', 12_700, 12_700, null],
    ['another total', 10_000, 12_700, 'invoices.totalFollowsLines'],
    ['a row without lines (issued before the snapshot)', 10_000, null, null],
  ] as const)('%s', (_name, edit, lines, message) => {
    expect(totalFollowsLinesViolation(edit, lines)?.message ?? null).toBe(message);
  });
});

describe('CSV cells: quoting and formula injection', () => {
  it.each([
    ['plain', 'Lab one', 'Lab one'],
    ['a comma', 'Lab, one', '"Lab, one"'],
    ['a quote', 'Lab "one"', '"Lab ""one"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['=', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+', '+36 1 234', "'+36 1 234"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\t=1', "'\t=1"],
    ['null', null, ''],
  ] as const)('%s', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('numbers stay numbers, negative ones too', () => {
    expect(csvCell('-127.00', { numeric: true })).toBe('-127.00');
  });

  it.each([
    [3_812_000, 'HUF', '38120'],
    [12_345, 'EUR', '123.45'],
    [-12_700, 'EUR', '-127.00'],
  ] as const)('%i minor %s → %s', (minor, currency, text) => {
    expect(csvAmount(minor, currency)).toBe(text);
  });
});

describe('the accounting export', () => {
  const document: AccountingExportDocument = {
    issuedAt: '2017-06-15T08:00:00.000Z',
    issueDay: '2017-06-15',
    kind: 'proforma',
    number: '2017/00001',
    proformaNumber: '2017/00001',
    accountingInvoice: null,
    serviceYear: 2018,
    labCode: 'L-1',
    buyerName: '=cmd',
    buyerCountryId: 'HU',
    buyerVatNumber: '12345678-2-42',
    buyerGroupIdentificationNumber: null,
    vatTreatment: 'domestic',
    purchaseOrderNumber: 'PO-7',
    currencyId: 'HUF',
    paymentDeadline: '2018-01-31',
    paid: false,
    cancelled: false,
    lines: [
      { description: 'Haematology', quantity: 1, unitNetMinor: 3_000_000, netMinor: 3_000_000, vatRateBasisPoints: 2700, vatMinor: 810_000 },
      { description: 'Paper', quantity: 2, unitNetMinor: 5_000, netMinor: 10_000, vatRateBasisPoints: 500, vatMinor: 500 },
    ],
  };

  it('one row per line with net, VAT, gross, rate, tax ids, PO and proforma number', () => {
    const rows = accountingExportRows(document);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(['2017-06-15', 'proforma', '2017/00001', '2017/00001', '', '2018', 'L-1', "'=cmd", 'HU', '12345678-2-42', '', 'domestic', 'PO-7', 'HUF', '1', 'Haematology', '1', '30000', '30000', '27', '8100', '38100', '2018-01-31', 'no', 'no']);
    expect(rows[1]?.slice(16, 22)).toEqual(['2', '50', '100', '5', '5', '105']);
  });

  it('the file has a header and CRLF lines', () => {
    const csv = accountingExportCsv([document]);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toMatch(/^issue_day,document_kind,document_number,proforma_number/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});
