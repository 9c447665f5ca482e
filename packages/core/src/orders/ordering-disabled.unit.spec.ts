import { describe, expect, it } from 'vitest';
import { orderingDisabledReason, type OrderingFlags } from './ordering-disabled';

const open: OrderingFlags = { globalDisabled: false, orgOrderingDisabled: false, year: 2017, productYears: [2017, 2017] };
const now = '2017-06-15T05:00:00Z';

describe('ordering disabled (spec 2 §4): the reason, or null', () => {
  it.each([
    ['open', open, now, null],
    ['next year', { ...open, year: 2018, productYears: [2018] }, now, null],
    ['an empty catalogue of this year', { ...open, productYears: [] }, now, null],
    ['the global flag', { ...open, globalDisabled: true }, now, 'global'],
    ["the org's flag", { ...open, orgOrderingDisabled: true }, now, 'org'],
    ["the lab's staff flag", { ...open, labOrderingDisabled: true }, now, 'lab'],
    ['global before org', { ...open, globalDisabled: true, orgOrderingDisabled: true }, now, 'global'],
    ['org before past year', { ...open, orgOrderingDisabled: true, year: 2016 }, now, 'org'],
    ['a past year', { ...open, year: 2016, productYears: [2016] }, now, 'past_year'],
    ['a product of a past year', { ...open, productYears: [2017, 2016] }, now, 'past_year'],
    ['a past year without products', { ...open, year: 2016, productYears: [] }, now, 'past_year'],
    // the current year is Budapest's: 2016-12-31T23:30Z is already 2017 there
    ['new year in Budapest, still the old one in UTC', { ...open, year: 2016, productYears: [2016] }, '2016-12-31T23:30:00Z', 'past_year'],
    ['last minute of the year in Budapest', { ...open, year: 2016, productYears: [2016] }, '2016-12-31T22:59:59Z', null],
  ] as const)('%s → %s', (_name, flags, at, reason) => {
    expect(orderingDisabledReason(flags, at)).toBe(reason);
  });

  it('takes another zone when given', () => {
    expect(orderingDisabledReason({ ...open, year: 2016, productYears: [2016] }, '2016-12-31T23:30:00Z', 'UTC')).toBeNull();
  });
});
