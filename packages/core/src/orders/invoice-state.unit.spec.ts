import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceIdentifier, invoiceState } from './invoice-state';
import { hasLatePayment, isLatePayment, latePaymentCutoffDay, type InvoicePaymentState } from './late-payment';

const unpaid: InvoicePaymentState = { paid: false, cancelled: false, cancelledAnnualNumber: null, paymentDeadline: '2017-06-14', year: 2017 };
// 2017-06-15 in Budapest (UTC+2 in summer)
const now = '2017-06-15T05:00:00Z';

describe('late payment: unpaid, not cancelled, not a cancellation, deadline before today', () => {
  it.each([
    ['deadline yesterday', unpaid, now, true],
    ['deadline today', { ...unpaid, paymentDeadline: '2017-06-15' }, now, false],
    ['deadline tomorrow', { ...unpaid, paymentDeadline: '2017-06-16' }, now, false],
    ['paid', { ...unpaid, paid: true }, now, false],
    ['cancelled', { ...unpaid, cancelled: true }, now, false],
    ['a cancellation document', { ...unpaid, cancelledAnnualNumber: 4 }, now, false],
    ['today is Budapest’s: 22:30 UTC on the deadline is the next day there', { ...unpaid, paymentDeadline: '2017-06-15' }, '2017-06-15T22:30:00Z', true],
    ['21:59:59 UTC on the deadline is still the deadline day', { ...unpaid, paymentDeadline: '2017-06-15' }, '2017-06-15T21:59:59Z', false],
    ['deadline as a Date', { ...unpaid, paymentDeadline: new Date('2017-06-14T10:00:00Z') }, now, true],
  ] as const)('%s → %s', (_name, invoice, at, late) => {
    expect(isLatePayment(invoice, at)).toBe(late);
  });

  it.each([
    ['2017-06-15T05:00:00Z', '2017-06-15'],
    ['2017-06-15T22:30:00Z', '2017-06-16'],
    ['2017-01-31T23:00:00Z', '2017-02-01'],
    ['2017-01-31T22:59:59Z', '2017-01-31'],
  ])('the SQL cutoff day at %s is %s (Budapest)', (at, day) => {
    expect(latePaymentCutoffDay(at)).toBe(day);
  });

  it('a lab is late when any invoice or proforma is', () => {
    expect(hasLatePayment([], now)).toBe(false);
    expect(hasLatePayment([{ ...unpaid, paid: true }, { ...unpaid, paymentDeadline: '2017-07-01' }], now)).toBe(false);
    expect(hasLatePayment([{ ...unpaid, paid: true }, unpaid], now)).toBe(true);
  });
});

describe('invoice state label, by priority', () => {
  it.each([
    ['late payment', unpaid, 'late_payment'],
    ['payable before the deadline', { ...unpaid, paymentDeadline: '2017-06-30' }, 'payable'],
    ['paid', { ...unpaid, paid: true }, 'paid'],
    ['cancelled', { ...unpaid, cancelled: true }, 'cancelled'],
    ['cancelled and paid', { ...unpaid, cancelled: true, paid: true }, 'cancelled'],
    ['cancellation before cancelled', { ...unpaid, cancelled: true, cancelledAnnualNumber: 3 }, 'cancellation'],
    ['cancellation, unpaid past the deadline', { ...unpaid, cancelledAnnualNumber: 3 }, 'cancellation'],
    ['cancellation, paid', { ...unpaid, paid: true, cancelledAnnualNumber: 3 }, 'cancellation'],
  ] as const)('%s → %s', (_name, invoice, state) => {
    expect(invoiceState(invoice, now)).toBe(state);
  });
});

describe('invoice identifier', () => {
  it.each([
    [2017, 12, '2017/00012'],
    [2017, 1, '2017/00001'],
    [2018, 99999, '2018/99999'],
    [2018, 123456, '2018/123456'],
  ])('%s/%s → %s', (year, annualNumber, identifier) => {
    expect(formatInvoiceNumber(year, annualNumber)).toBe(identifier);
    expect(invoiceIdentifier({ year, annualNumber })).toBe(identifier);
  });

  const doc = (id: number, type: string, name: string | null, ordinal = 0) => ({ id, type, name, ordinal });
  it.each([
    ['no documents', [], '2017/00012'],
    ['documents without names', [doc(1, 'proforma', null), doc(2, 'invoice', '  ')], '2017/00012'],
    ['a named document', [doc(1, 'proforma', 'D-2017-12')], 'D-2017-12'],
    ['an uploaded invoice wins', [doc(1, 'proforma', 'D-2017-12'), doc(2, 'invoice', ' SZLA-2017-345 ')], 'SZLA-2017-345'],
    ['the latest named upload among invoices', [doc(5, 'invoice', 'B', 2), doc(6, 'invoice', 'A', 1)], 'B'],
    ['then the highest id', [doc(6, 'invoice', 'B', 1), doc(5, 'invoice', 'A', 1)], 'B'],
    ['an unnamed later upload changes nothing', [doc(5, 'invoice', 'A', 1), doc(6, 'invoice', null, 2)], 'A'],
  ] as const)('%s → %s', (_name, documents, identifier) => {
    expect(invoiceIdentifier({ year: 2017, annualNumber: 12, documents })).toBe(identifier);
  });
});
