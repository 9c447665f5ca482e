import { describe, expect, it } from 'vitest';
import { checkInvoiceForm, formatTotalInput, invoiceFormValues, parseTotalInput, uploadedDocumentName } from './invoice-form';

const invoice = { paymentDeadline: '2017-06-30', total: 12500.5, paid: false, createdAt: '2017-06-15T08:00:00Z' };

describe('the invoice dialog’s form (spec 2 §5)', () => {
  it('starts from the invoice, the total with the language’s separator', () => {
    expect(invoiceFormValues(invoice, 'hu')).toEqual({ paymentDeadline: '2017-06-30', total: '12500,5', paid: false, file: null, documentName: '' });
    expect(formatTotalInput(12500.5, 'en')).toBe('12500.5');
  });

  it('parses typed totals with spaces and either separator', () => {
    expect(parseTotalInput('12 500,50')).toBe(12500.5);
    expect(parseTotalInput('12\u00a0500.5')).toBe(12500.5);
    expect(parseTotalInput('1,2,3')).toBeNull();
    expect(parseTotalInput('-5')).toBeNull();
    expect(parseTotalInput('abc')).toBeNull();
  });

  it('is unchanged at start and changed by any field or a file', () => {
    const values = invoiceFormValues(invoice, 'en');
    expect(checkInvoiceForm(invoice, values)).toMatchObject({ changed: false, violation: null });
    expect(checkInvoiceForm(invoice, { ...values, total: '12500.50' }).changed).toBe(false);
    expect(checkInvoiceForm(invoice, { ...values, paid: true }).changed).toBe(true);
    expect(checkInvoiceForm(invoice, { ...values, paymentDeadline: '2017-07-01' }).changed).toBe(true);
    expect(checkInvoiceForm(invoice, { ...values, file: { name: 'SZ-2017-12.pdf' } }).changed).toBe(true);
  });

  it('names the broken rule at its field', () => {
    const values = invoiceFormValues(invoice, 'en');
    expect(checkInvoiceForm(invoice, { ...values, total: '12.345' }).violation).toEqual({ param: 'total', message: 'invoices.invalidTotal' });
    expect(checkInvoiceForm(invoice, { ...values, total: 'x' }).violation).toEqual({ param: 'total', message: 'invoices.invalidTotal' });
    expect(checkInvoiceForm(invoice, { ...values, total: '' }).violation).toEqual({ param: 'total', message: 'requiredField' });
    expect(checkInvoiceForm(invoice, { ...values, paymentDeadline: '2017-06-14' }).violation).toEqual({ param: 'paymentDeadline', message: 'invoices.paymentDeadlineBeforeCreation' });
    expect(checkInvoiceForm(invoice, { ...values, paymentDeadline: '2017-06-15' }).violation).toBeNull();
    expect(checkInvoiceForm(invoice, { ...values, paymentDeadline: '' }).violation).toEqual({ param: 'paymentDeadline', message: 'requiredField' });
  });

  it('takes the document’s name from the file when empty', () => {
    expect(uploadedDocumentName({ documentName: ' ', file: { name: 'SZ-2017-12.pdf' } })).toBe('SZ-2017-12');
    expect(uploadedDocumentName({ documentName: 'Számla 12', file: { name: 'x.pdf' } })).toBe('Számla 12');
  });
});
