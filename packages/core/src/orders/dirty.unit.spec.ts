import { describe, expect, it } from 'vitest';
import { confirmOrder, invoicedDifference, isAnnualSummaryDirty, isOrderDirty, isRoundOrderDirty, type OrderState, type RoundOrderState } from './dirty';

const r = (sampleSetQuantity: number, extraEvaluationQuantity: number, confirmedSampleSetQuantity: number | null, confirmedExtraEvaluationQuantity: number | null, active = true): RoundOrderState => ({
  active,
  sampleSetQuantity,
  extraEvaluationQuantity,
  confirmedSampleSetQuantity,
  confirmedExtraEvaluationQuantity,
});
const confirmed: OrderState = { active: true, confirmedAt: '2016-12-01T09:30:00Z', amount: 300, confirmedAmount: 300, rounds: [r(1, 0, 1, 0), r(2, 1, 2, 1)] };

describe('round order dirty: differs from the confirmed quantities', () => {
  it.each([
    ['as confirmed', r(1, 0, 1, 0), true, false],
    ['more sample sets', r(2, 0, 1, 0), true, true],
    ['fewer sample sets', r(0, 0, 1, 0), true, true],
    ['an extra evaluation added', r(1, 1, 1, 0), true, true],
    ['never confirmed, nothing ordered', r(0, 0, null, null), true, false],
    ['never confirmed, ordered', r(1, 0, null, null), true, true],
    ['round cancelled since checkout', r(1, 0, 1, 0, false), true, true],
    ['order cancelled since checkout', r(1, 0, 1, 0), false, true],
    ['cancellation confirmed', r(1, 0, 0, 0), false, false],
    ['cancelled round, cancellation confirmed', r(3, 1, 0, 0, false), true, false],
  ] as const)('%s → %s', (_name, round, orderActive, dirty) => {
    expect(isRoundOrderDirty(round, orderActive)).toBe(dirty);
  });
});

describe('order dirty: new, cancelled or changed since the last checkout', () => {
  it.each([
    ['as confirmed', confirmed, false],
    ['a round changed', { ...confirmed, rounds: [r(1, 0, 1, 0), r(3, 1, 2, 1)] }, true],
    ['new: active and never checked out', { active: true, confirmedAt: null, amount: 0, confirmedAmount: null, rounds: [r(0, 0, null, null)] }, true],
    ['new but cancelled before any checkout', { active: false, confirmedAt: null, amount: 100, confirmedAmount: null, rounds: [r(1, 0, null, null)] }, false],
    ['cancelled since the checkout', { ...confirmed, active: false }, true],
    ['cancellation checked out', { ...confirmed, active: false, confirmedAmount: 0, rounds: [r(1, 0, 0, 0), r(2, 1, 0, 0)] }, false],
    ['the amount moved (paper chosen)', { ...confirmed, amount: 330 }, true],
    ['the amount equal within float noise', { ...confirmed, amount: 0.1 + 0.2, confirmedAmount: 0.3 }, false],
  ] as const)('%s → %s', (_name, order, dirty) => {
    expect(isOrderDirty(order)).toBe(dirty);
  });

  it('an annual summary is dirty when any order is', () => {
    expect(isAnnualSummaryDirty([])).toBe(false);
    expect(isAnnualSummaryDirty([confirmed, confirmed])).toBe(false);
    expect(isAnnualSummaryDirty([confirmed, { ...confirmed, amount: 1 }])).toBe(true);
  });
});

describe('confirmOrder: what checkout writes leaves the order clean', () => {
  const orders: Array<[string, OrderState]> = [
    ['a new order', { active: true, confirmedAt: null, amount: 250.5, confirmedAmount: null, rounds: [r(2, 1, null, null), r(0, 0, null, null)] }],
    ['a changed order', { ...confirmed, amount: 410, rounds: [r(3, 0, 1, 0), r(0, 0, 2, 1)] }],
    ['a cancelled order', { ...confirmed, active: false }],
    ['a cancelled round', { ...confirmed, rounds: [r(1, 0, 1, 0), r(2, 1, 2, 1, false)] }],
  ];
  it.each(orders)('%s', (_name, order) => {
    const confirmation = confirmOrder(order, '2017-06-15T05:00:00Z');
    expect(confirmation.confirmedAt).toEqual(new Date('2017-06-15T05:00:00Z'));
    const after: OrderState = {
      ...order,
      confirmedAt: confirmation.confirmedAt,
      confirmedAmount: confirmation.confirmedAmount,
      rounds: order.rounds.map((round, i) => ({ ...round, ...confirmation.rounds[i] })),
    };
    expect(isOrderDirty(after)).toBe(false);
    expect(confirmation.confirmedAmount).toBe(order.active ? order.amount : 0);
  });
});

describe('difference against invoiced totals (minor units, per currency)', () => {
  const inv = (total: number, fields: Partial<{ cancelled: boolean; cancelledAnnualNumber: number | null; currencyId: string; netTotal: number | null }> = {}) => ({
    total,
    netTotal: null,
    cancelled: false,
    cancelledAnnualNumber: null,
    currencyId: 'HUF',
    ...fields,
  });
  const ord = (amount: number, active = true, currencyId = 'HUF') => ({ amount, active, currencyId });

  it.each([
    ['nothing', [], [], []],
    ['ordered, not invoiced', [ord(100.1), ord(200.2)], [], [{ currencyId: 'HUF', ordered: 30030, invoiced: 0, difference: 30030 }]],
    ['fully invoiced', [ord(100.1), ord(200.2)], [inv(300.3)], [{ currencyId: 'HUF', ordered: 30030, invoiced: 30030, difference: 0 }]],
    ['inactive orders do not count', [ord(100), ord(50, false)], [inv(100)], [{ currencyId: 'HUF', ordered: 10000, invoiced: 10000, difference: 0 }]],
    ['cancelled invoices do not count', [ord(100)], [inv(100, { cancelled: true })], [{ currencyId: 'HUF', ordered: 10000, invoiced: 0, difference: 10000 }]],
    ['cancellation documents do not count', [ord(100)], [inv(100, { cancelled: true }), inv(-100, { cancelledAnnualNumber: 3 }), inv(100)], [{ currencyId: 'HUF', ordered: 10000, invoiced: 10000, difference: 0 }]],
    ['invoiced more than ordered', [ord(80)], [inv(100)], [{ currencyId: 'HUF', ordered: 8000, invoiced: 10000, difference: -2000 }]],
    ['a document with VAT counts its net total (orders are net)', [ord(100)], [inv(127, { netTotal: 100 })], [{ currencyId: 'HUF', ordered: 10000, invoiced: 10000, difference: 0 }]],
    ['per currency', [ord(10, true, 'EUR'), ord(100)], [inv(5, { currencyId: 'EUR' })], [
      { currencyId: 'EUR', ordered: 1000, invoiced: 500, difference: 500 },
      { currencyId: 'HUF', ordered: 10000, invoiced: 0, difference: 10000 },
    ]],
  ] as const)('%s', (_name, orders, invoices, expected) => {
    expect(invoicedDifference(orders, invoices)).toEqual(expected);
  });
});
