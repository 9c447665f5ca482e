import { describe, expect, it } from 'vitest';
import { closesEvaluationsOf, isLatePayment, latePaymentCutoffYear, type InvoicePaymentState } from './late-payment';
import { DEFAULT_NEXT_YEAR_DUE_DAY, invoiceTermsDay, nextYearDueFloor, paymentDeadline, ZInvoiceTermsFields, ZMonthDay } from './payment-deadline';

describe('due dates: the term from issue; a later service year not before the provider’s day of that year', () => {
  it.each([
    ['this year’s order: term from issue', { issueDay: '2017-06-10', termDays: 15, serviceYear: 2017, nextYearDueNotBefore: null }, '2017-06-25'],
    ['the term crosses the year end', { issueDay: '2017-12-20', termDays: 15, serviceYear: 2017, nextYearDueNotBefore: null }, '2018-01-04'],
    ['next year’s order in June (issue 31): not before the default day', { issueDay: '2017-06-15', termDays: 15, serviceYear: 2018, nextYearDueNotBefore: null }, `2018-${DEFAULT_NEXT_YEAR_DUE_DAY}`],
    ['next year’s order, the provider’s day', { issueDay: '2017-06-15', termDays: 15, serviceYear: 2018, nextYearDueNotBefore: '03-15' }, '2018-03-15'],
    ['next year’s order late in December: the term is later than the day', { issueDay: '2017-12-28', termDays: 30, serviceYear: 2018, nextYearDueNotBefore: '01-15' }, '2018-01-27'],
    ['two years ahead', { issueDay: '2017-06-15', termDays: 15, serviceYear: 2019, nextYearDueNotBefore: '02-01' }, '2019-02-01'],
    ['a past year’s order: term from issue', { issueDay: '2018-01-10', termDays: 8, serviceYear: 2017, nextYearDueNotBefore: '03-01' }, '2018-01-18'],
  ] as const)('%s → %s', (_name, input, due) => {
    expect(paymentDeadline(input)).toBe(due);
  });

  it.each([
    ['this year’s order: none', { issueDay: '2017-06-10', serviceYear: 2017, nextYearDueNotBefore: '03-01' }, null],
    ['a past year’s order: none', { issueDay: '2018-01-10', serviceYear: 2017, nextYearDueNotBefore: null }, null],
    ['next year’s order: the default day of that year', { issueDay: '2017-06-15', serviceYear: 2018, nextYearDueNotBefore: null }, '2018-01-31'],
    ['next year’s order: the provider’s day of that year', { issueDay: '2017-12-28', serviceYear: 2018, nextYearDueNotBefore: '02-15' }, '2018-02-15'],
  ] as const)('the floor of %s → %s', (_name, input, floor) => {
    expect(nextYearDueFloor(input)).toBe(floor);
  });

  it.each([
    ['', true, null],
    ['  ', true, null],
    ['02-15', true, '02-15'],
    [' 02-15 ', true, '02-15'],
    ['02-29', false, null],
    ['2-15', false, null],
    ['15-02', false, null],
  ] as const)('the settings form’s day %j: valid %s, sent as %j', (value, valid, sent) => {
    const parsed = ZInvoiceTermsFields.safeParse({ nextYearDueNotBefore: value });
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('invoices.invalidMonthDay');
    else expect(invoiceTermsDay(parsed.data)).toBe(sent);
  });

  it.each([
    ['01-31', true],
    ['12-31', true],
    ['02-28', true],
    ['02-29', false],
    ['04-31', false],
    ['13-01', false],
    ['1-31', false],
    ['2018-01-31', false],
  ])('the provider’s day %s is valid: %s', (value, valid) => {
    expect(ZMonthDay.safeParse(value).success).toBe(valid);
  });
});

const proforma2018: InvoicePaymentState = { paid: false, cancelled: false, cancelledAnnualNumber: null, paymentDeadline: '2017-06-30', year: 2018 };
const proforma2017: InvoicePaymentState = { ...proforma2018, year: 2017 };

describe('which documents close which evaluations: late payment of the year the document is for', () => {
  it.each([
    ['issue 31: a 2018 proforma due June 2017 closes nothing in 2017', proforma2018, 2017, '2017-07-15T10:00:00Z', false],
    ['… nor the 2018 evaluations before 2018 begins', proforma2018, 2018, '2017-12-31T10:00:00Z', false],
    ['… but once 2018 has begun it closes 2018’s', proforma2018, 2018, '2018-01-02T10:00:00Z', true],
    ['… never 2017’s, even in 2018', proforma2018, 2017, '2018-01-02T10:00:00Z', false],
    ['a late 2017 proforma closes 2017’s evaluations', proforma2017, 2017, '2017-07-15T10:00:00Z', true],
    ['… and not 2016’s', proforma2017, 2016, '2017-07-15T10:00:00Z', false],
    ['… not before its deadline has passed', proforma2017, 2017, '2017-06-30T10:00:00Z', false],
    ['a paid one closes nothing', { ...proforma2017, paid: true }, 2017, '2017-07-15T10:00:00Z', false],
    ['a cancelled one closes nothing', { ...proforma2017, cancelled: true }, 2017, '2017-07-15T10:00:00Z', false],
    ['a cancellation document closes nothing', { ...proforma2017, cancelledAnnualNumber: 3 }, 2017, '2017-07-15T10:00:00Z', false],
    ['New Year in Budapest is 23:00 UTC on 31 December', proforma2018, 2018, '2017-12-31T23:30:00Z', true],
  ] as const)('%s', (_name, invoice, evaluationYear, now, closes) => {
    expect(closesEvaluationsOf(invoice, evaluationYear, now)).toBe(closes);
  });

  it.each([
    [proforma2018, '2017-07-15T10:00:00Z', false],
    [proforma2018, '2018-01-01T10:00:00Z', true],
    [proforma2017, '2017-07-15T10:00:00Z', true],
  ] as const)('isLatePayment of a %o at %s: %s (a future year is never late)', (invoice, now, late) => {
    expect(isLatePayment(invoice, now)).toBe(late);
  });

  it('the SQL cutoff year is the cutoff day’s', () => {
    expect(latePaymentCutoffYear('2018-01-01')).toBe(2018);
  });
});
