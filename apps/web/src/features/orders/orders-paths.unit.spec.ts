import { describe, expect, it } from 'vitest';
import { parseId } from '../../lib/navigation';
import { legacyOrdersTarget, orderYearAvailability, ordersPath, parseOrderYear } from './orders-paths';

describe('orders paths (spec 2 §2)', () => {
  it('builds the three routes', () => {
    expect(ordersPath(7)).toBe('/labs/7/orders');
    expect(ordersPath(7, 1)).toBe('/labs/7/orders/orgs/1');
    expect(ordersPath(7, 1, 2017)).toBe('/labs/7/orders/orgs/1/2017');
  });

  it('parses a four-digit year the API accepts', () => {
    expect(parseOrderYear('2017')).toBe(2017);
    expect(parseOrderYear('1989')).toBeNull();
    expect(parseOrderYear('2201')).toBeNull();
    expect(parseOrderYear('17')).toBeNull();
    expect(parseOrderYear('2017x')).toBeNull();
    expect(parseOrderYear(undefined)).toBeNull();
  });
});

describe('legacy orders paths', () => {
  const own = { ownLabId: 7, defaultOrgId: 1 };
  it('fills in the own lab and the default org', () => {
    expect(legacyOrdersTarget({}, own, parseId)).toBe('/labs/7/orders/orgs/1');
    expect(legacyOrdersTarget({ year: '2017' }, own, parseId)).toBe('/labs/7/orders/orgs/1/2017');
    expect(legacyOrdersTarget({ orgId: '2', year: '2018' }, own, parseId)).toBe('/labs/7/orders/orgs/2/2018');
  });
  it('keeps the lab and org of the path', () => {
    expect(legacyOrdersTarget({ labId: '9', orgId: '3', year: '2016' }, own, parseId)).toBe('/labs/9/orders/orgs/3/2016');
    expect(legacyOrdersTarget({ labId: '9', orgId: '3' }, own, parseId)).toBe('/labs/9/orders/orgs/3');
  });
  it('drops a year that is not one, and goes to the summaries without an org', () => {
    expect(legacyOrdersTarget({ labId: '9', orgId: '3', year: 'abc' }, own, parseId)).toBe('/labs/9/orders/orgs/3');
    expect(legacyOrdersTarget({ labId: '9', year: '2017' }, { ownLabId: 7, defaultOrgId: null }, parseId)).toBe('/labs/9/orders');
  });
  it('has no target without a lab', () => {
    expect(legacyOrdersTarget({}, { ownLabId: null, defaultOrgId: 1 }, parseId)).toBeNull();
    expect(legacyOrdersTarget({ labId: 'x' }, own, parseId)).toBeNull();
  });
});

describe('orderYearAvailability (a typed URL of a year)', () => {
  const summaries = [
    { year: 2018, disabled: false },
    { year: 2017, disabled: false },
    { year: 2016, disabled: false },
    { year: 2014, disabled: false },
  ];
  it.each([
    [2017, summaries, 'open'],
    [2018, summaries, 'open'],
    [2019, summaries, 'not_yet'],
    [2030, summaries, 'not_yet'],
    [2015, summaries, 'none'],
    [1990, summaries, 'none'],
    [2019, [{ year: 2019, disabled: true }, { year: 2017, disabled: false }], 'not_yet'],
    [2017, [], 'not_yet'],
  ] as const)('%s → %s', (year, list, expected) => {
    expect(orderYearAvailability(year, list)).toBe(expected);
  });
});
