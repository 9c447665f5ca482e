import { describe, expect, it } from 'vitest';
import { contractMailAddresses, deadlineOccasion, digestDue, emailRoute, invoiceOccasion, labVerdicts, lateLabsDue, normaliseOffsets, scoreVerdict } from './notification-rules';
import { channelsOf, contractAddressesReceive, NOTIFICATION_TYPES, type NotificationType, notificationTypesFor, webhookTakes, WEBHOOK_EVENT_OF } from './notification-types';

const DEADLINE = new Date('2030-06-20T22:00:00.000Z');
const before = (days: number) => new Date(DEADLINE.getTime() - days * 86_400_000);

describe('the deadline reminder due', () => {
  it.each<[string, Date, number[], string | null]>([
    ['none 8 days before with 7 and 1', before(8), [7, 1], null],
    ['d7 exactly 7 days before', before(7), [7, 1], 'd7'],
    ['d7 two days before (only the 7-day one has passed)', before(2), [7, 1], 'd7'],
    ['d1 half a day before (the closest passed offset)', before(0.5), [7, 1], 'd1'],
    ['none at the deadline', before(0), [7, 1], null],
    ['none after the deadline', before(-1), [7, 1], null],
    ['an organisation offset of 14', before(10), [14, 3], 'd14'],
    ['offsets in any order', before(0.5), [1, 7], 'd1'],
    ['no offsets: nothing', before(1), [], null],
  ])('%s', (_name, now, offsets, expected) => {
    expect(deadlineOccasion(DEADLINE, now, offsets)).toBe(expected);
  });
});

describe('the staff late-lab list', () => {
  it.each<[string, Date, boolean]>([
    ['not 4 days before', before(4), false],
    ['3 days before', before(3), true],
    ['1 day before', before(1), true],
    ['not after the deadline', before(-0.1), false],
  ])('%s', (_name, now, expected) => {
    expect(lateLabsDue(DEADLINE, now)).toBe(expected);
  });
});

describe('a score verdict', () => {
  it.each<[string, number | null, boolean | null, string | null]>([
    ['z 0 is fine', 0, null, null],
    ['z 1.99 is fine', 1.99, null, null],
    ['z 2 is a warning', 2, null, 'warning'],
    ['z -2.5 is a warning', -2.5, true, 'warning'],
    ['z 2.999 is a warning', 2.999, null, 'warning'],
    ['z 3 is unsatisfactory', 3, null, 'unsatisfactory'],
    ['z -4 is unsatisfactory', -4, null, 'unsatisfactory'],
    ['a failed acceptance rule is unsatisfactory', null, false, 'unsatisfactory'],
    ['a failed rule with a small z is unsatisfactory', 0.5, false, 'unsatisfactory'],
    ['accepted without z is fine', null, true, null],
    ['nothing known is nothing', null, null, null],
    ['NaN is nothing', Number.NaN, null, null],
  ])('%s', (_name, z, accepted, expected) => {
    expect(scoreVerdict(z, accepted)).toBe(expected);
  });

  it('counts a lab’s results', () => {
    expect(labVerdicts([{ zScore: 3.2, accepted: null }, { zScore: 2.1, accepted: null }, { zScore: 0.2, accepted: true }, { zScore: null, accepted: false }])).toEqual({ unsatisfactory: 2, warning: 1 });
  });
});

describe('an invoice reminder', () => {
  const at = (day: string) => new Date(`${day}T05:00:00.000Z`);
  it.each<[string, { paymentDeadline: string; paid: boolean; cancelled: boolean }, string, string | null]>([
    ['nothing a week before', { paymentDeadline: '2030-06-20', paid: false, cancelled: false }, '2030-06-13', null],
    ['due 3 days before', { paymentDeadline: '2030-06-20', paid: false, cancelled: false }, '2030-06-17', 'due'],
    ['due on the day', { paymentDeadline: '2030-06-20', paid: false, cancelled: false }, '2030-06-20', 'due'],
    ['late the day after', { paymentDeadline: '2030-06-20', paid: false, cancelled: false }, '2030-06-21', 'late'],
    ['never when paid', { paymentDeadline: '2030-06-20', paid: true, cancelled: false }, '2030-06-25', null],
    ['never when cancelled', { paymentDeadline: '2030-06-20', paid: false, cancelled: true }, '2030-06-25', null],
  ])('%s', (_name, invoice, day, expected) => {
    expect(invoiceOccasion(invoice, at(day))).toBe(expected);
  });
});

describe('the e-mail route and the digest', () => {
  it.each<[number, string]>([
    [0, 'queued'],
    [2, 'queued'],
    [3, 'digest'],
    [10, 'digest'],
  ])('%i sent today → %s', (sent, expected) => {
    expect(emailRoute(sent)).toBe(expected);
  });
  it.each<[string, string, boolean]>([
    ['2030-06-15T08:00:00Z', '2030-06-15T21:00:00Z', false],
    ['2030-06-15T08:00:00Z', '2030-06-15T22:00:01Z', true],
  ])('a digest since %s is due at %s: %s', (since, now, expected) => {
    expect(digestDue(new Date(since), new Date(now))).toBe(expected);
  });
  it('normalises offsets', () => {
    expect(normaliseOffsets([1, 7, 7, 3])).toEqual([7, 3, 1]);
  });
});

describe('types and preferences', () => {
  it('splits the types between lab users and staff', () => {
    const lab = notificationTypesFor(false);
    const staff = notificationTypesFor(true);
    expect(lab).toContain('deadline_approaching');
    expect(staff).toEqual(['checkout_requested', 'lab_registered', 'late_labs']);
    expect(lab.length + staff.length).toBe(NOTIFICATION_TYPES.length);
  });
  it('takes a stored choice over the default', () => {
    expect(channelsOf('result_warning', undefined)).toEqual({ inApp: true, email: false });
    expect(channelsOf('deadline_approaching', new Map([['deadline_approaching', { inApp: true, email: false }]]))).toEqual({ inApp: true, email: false });
  });
  it.each<[string[], string, boolean]>([
    [['*'], 'invoice.issued', true],
    [['invoice.issued'], 'invoice.issued', true],
    [['invoice.due'], 'invoice.issued', false],
  ])('webhook events %j take %s: %s', (events, event, expected) => {
    expect(webhookTakes(events, event as 'invoice.issued')).toBe(expected);
  });
  it('maps every type to an event or none', () => {
    expect(Object.keys(WEBHOOK_EVENT_OF).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});

describe('the contract’s notification addresses', () => {
  it.each<[string, string[], Array<string | null>, string[]]>([
    ['every valid address when no user has one of them', ['lab@x.org', 'head@x.org'], ['user@x.org'], ['lab@x.org', 'head@x.org']],
    ['not an address a recipient user has (without case, trimmed)', ['  User@X.org ', 'lab@x.org'], ['user@x.org'], ['lab@x.org']],
    ['each address once (the first spelling kept)', ['Lab@x.org', 'lab@x.org ', 'LAB@X.ORG'], [], ['Lab@x.org']],
    ['no blank or malformed ones', ['', '  ', 'not-an-address', 'a@b'], [], []],
    ['users without an address take none', ['lab@x.org'], [null, '', '  '], ['lab@x.org']],
    ['no contract addresses: none', [], ['user@x.org'], []],
  ])('%s', (_name, contract, users, expected) => {
    expect(contractMailAddresses(contract, users)).toEqual(expected);
  });

  it.each<[NotificationType, boolean]>([
    ['deadline_approaching', true],
    ['survey_opened', true],
    ['evaluation_published', true],
    ['result_unsatisfactory', true],
    ['result_warning', false],
    ['invoice_issued', true],
    ['invoice_due', true],
    ['invoice_late', true],
    ['contract_missing', true],
    ['checkout_requested', false],
    ['lab_registered', false],
    ['late_labs', false],
  ])('%s mails the contract addresses: %s', (type, expected) => {
    expect(contractAddressesReceive(type)).toBe(expected);
  });
});
