import { describe, expect, it } from 'vitest';
import { invoiceDocumentName, invoiceEditViolation, isInvoiceEditChanged, isValidInvoiceTotal } from './invoice-edit';

// created 2017-06-10 08:00 in Budapest
const invoice = { createdAt: new Date('2017-06-10T06:00:00Z') };

describe('invoice edit (spec 2 §5)', () => {
  it.each([
    ['a later deadline', { paymentDeadline: '2017-06-25', total: 12500 }, null],
    ['the creation day itself', { paymentDeadline: '2017-06-10', total: 0 }, null],
    ['the day before creation', { paymentDeadline: '2017-06-09', total: 12500 }, ['paymentDeadline', 'invoices.paymentDeadlineBeforeCreation']],
    ['a negative total', { paymentDeadline: '2017-06-25', total: -1 }, ['total', 'invoices.invalidTotal']],
    ['three decimals', { paymentDeadline: '2017-06-25', total: 12.345 }, ['total', 'invoices.invalidTotal']],
    ['NaN', { paymentDeadline: '2017-06-25', total: Number.NaN }, ['total', 'invoices.invalidTotal']],
    ['total checked first', { paymentDeadline: '2017-06-01', total: -1 }, ['total', 'invoices.invalidTotal']],
  ] as const)('%s', (_name, edit, violation) => {
    const result = invoiceEditViolation(edit, invoice);
    if (violation === null) expect(result).toBeNull();
    else expect(result).toEqual({ param: violation[0], message: violation[1] });
  });

  it('compares with the creation day in the provider’s zone', () => {
    // 2017-06-09T23:30Z is 2017-06-10 01:30 in Budapest
    expect(invoiceEditViolation({ paymentDeadline: '2017-06-10', total: 1 }, { createdAt: '2017-06-09T23:30:00Z' })).toBeNull();
    expect(invoiceEditViolation({ paymentDeadline: '2017-06-09', total: 1 }, { createdAt: '2017-06-09T23:30:00Z' })).not.toBeNull();
  });

  it.each([
    [0, true],
    [12.5, true],
    [12.34, true],
    [0.1 + 0.2, false],
    [12.345, false],
    [-0.01, false],
    [999999999999.99, true],
    [1e12, false],
    [1e-7, false],
    [Number.POSITIVE_INFINITY, false],
  ])('total %s valid: %s', (total, valid) => {
    expect(isValidInvoiceTotal(total)).toBe(valid);
  });

  it.each([
    [null, 'SZLA-2017-345.pdf', 'SZLA-2017-345'],
    ['', 'SZLA-2017-345.pdf', 'SZLA-2017-345'],
    ['  ', 'invoice.final.PDF', 'invoice.final'],
    ['Given', 'file.pdf', 'Given'],
    [' Given ', 'file.pdf', 'Given'],
    [null, 'C:\\Users\\me\\scan.pdf', 'scan'],
    [null, 'noextension', 'noextension'],
    [null, '.pdf', '.pdf'],
  ])('document name %j from file %j → %j', (name, fileName, result) => {
    expect(invoiceDocumentName(name, fileName)).toBe(result);
  });

  const original = { paymentDeadline: '2017-06-25', total: 125, paid: false };
  it.each([
    ['nothing', original, false],
    ['the same total written differently', { ...original, total: 125.0 }, false],
    ['paid', { ...original, paid: true }, true],
    ['the deadline', { ...original, paymentDeadline: '2017-06-26' }, true],
    ['the total', { ...original, total: 125.01 }, true],
  ] as const)('changed: %s → %s', (_name, edit, changed) => {
    expect(isInvoiceEditChanged(original, edit)).toBe(changed);
  });
});
