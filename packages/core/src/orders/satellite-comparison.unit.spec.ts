import { describe, expect, it } from 'vitest';
import { satelliteComparison, type ComparedOrder } from './satellite-comparison';

const round = (sampleSetQuantity: number, extraEvaluationQuantity = 0, active = true) => ({ active, sampleSetQuantity, extraEvaluationQuantity });
const order = (labId: number, productId: number, amountMinor: number, rounds = [round(1)], active = true): ComparedOrder => ({ labId, productId, active, amountMinor, rounds });

const labs = [
  { labId: 1, currencyId: 'HUF' },
  { labId: 2, currencyId: 'HUF' },
  { labId: 3, currencyId: 'EUR' },
];

describe('satellite comparison: products × labs', () => {
  it.each([
    ['nothing ordered', [], [], [0, 0, 0]],
    ['one lab, one product', [order(1, 10, 5000)], [[10, [5000, null, null]]], [5000, 0, 0]],
    ['the same product at two labs', [order(1, 10, 5000), order(2, 10, 2500)], [[10, [5000, 2500, null]]], [5000, 2500, 0]],
    ['cancelled orders do not count', [order(1, 10, 5000, [round(1)], false), order(2, 11, 700)], [[11, [null, 700, null]]], [0, 700, 0]],
    ['an order of a lab not compared is left out', [order(9, 10, 5000)], [], [0, 0, 0]],
    ['products in the order first met', [order(2, 12, 1), order(1, 10, 2), order(3, 12, 3)], [[12, [null, 1, 3]], [10, [2, null, null]]], [2, 1, 3]],
  ] as const)('%s', (_name, orders, expected, amounts) => {
    const result = satelliteComparison(labs, orders);
    expect(result.products.map((p) => [p.productId, p.cells.map((cell) => cell?.amountMinor ?? null)])).toEqual(expected);
    expect(result.labTotals.map((t) => t.amountMinor)).toEqual(amounts);
  });

  it.each([
    ['active rounds summed', [round(2, 1), round(3, 0)], { sampleSets: 5, extraEvaluations: 1 }],
    ['inactive rounds left out', [round(2, 1), round(3, 2, false)], { sampleSets: 2, extraEvaluations: 1 }],
    ['no rounds', [], { sampleSets: 0, extraEvaluations: 0 }],
  ] as const)('quantities: %s', (_name, rounds, expected) => {
    const [product] = satelliteComparison(labs, [order(1, 10, 100, [...rounds])]).products;
    expect(product?.cells[0]).toEqual({ ...expected, amountMinor: 100 });
  });

  it('counts the labs ordering a product, the products per lab, and totals per currency apart', () => {
    const result = satelliteComparison(labs, [order(1, 10, 5000), order(2, 10, 2500), order(3, 10, 40), order(2, 11, 100)]);
    expect(result.products.map((p) => p.labsOrdering)).toEqual([3, 1]);
    expect(result.labTotals).toEqual([
      { labId: 1, currencyId: 'HUF', products: 1, amountMinor: 5000 },
      { labId: 2, currencyId: 'HUF', products: 2, amountMinor: 2600 },
      { labId: 3, currencyId: 'EUR', products: 1, amountMinor: 40 },
    ]);
    expect(result.currencyTotals).toEqual([
      { currencyId: 'HUF', amountMinor: 7600 },
      { currencyId: 'EUR', amountMinor: 40 },
    ]);
  });
});
