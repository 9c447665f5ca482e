import { describe, expect, it } from 'vitest';
import { copyTargetProduct, orderCopyAction, orderCopyDifferences, planOrderCopy, shouldCheckCopyStatus, type CopySourceOrder, type CopyTargetProduct, type OrderCopyInput } from './order-copy';

const price = { currencyId: 'HUF', paper: false, variantId: null, value: 100, discountValue: 90, extraEvaluationValue: 25, minRounds: null };
const source: CopySourceOrder = {
  productId: 11,
  shortName: 'CHEM',
  name: { en: 'Clinical chemistry 2016' },
  active: true,
  paper: false,
  comment: 'Monday',
  variantOrdinal: null,
  optionOrdinals: [2],
  rounds: [
    { roundOrdinal: 1, active: true, sampleSetQuantity: 2, extraEvaluationQuantity: 1 },
    { roundOrdinal: 2, active: true, sampleSetQuantity: 1, extraEvaluationQuantity: 0 },
  ],
};
const target: CopyTargetProduct = {
  id: 21,
  copiedFromProductId: 11,
  shortName: 'CHEM',
  name: { en: 'Clinical chemistry 2017' },
  year: 2017,
  type: 'survey',
  extraEvaluationAvailable: true,
  minRounds: null,
  rounds: [
    { roundId: 101, ordinal: 1 },
    { roundId: 102, ordinal: 2 },
  ],
  variants: [],
  options: [
    { id: 31, ordinal: 1 },
    { id: 32, ordinal: 2 },
  ],
  prices: [price],
};
const input: OrderCopyInput = { year: 2017, orders: [source], catalogue: [target], currencyId: 'HUF', yearPaper: null };

describe('planOrderCopy: what carries over', () => {
  it('copies an order to the same ordinal rounds, quantities kept, dirty, amount with the new prices', () => {
    expect(planOrderCopy(input)).toEqual({
      differences: [],
      orders: [
        {
          productId: 21,
          sourceProductId: 11,
          variantId: null,
          paper: false,
          comment: 'Monday',
          optionIds: [32],
          active: true,
          dirty: true,
          currencyId: 'HUF',
          amount: 3 * 9000 + 2500,
          amountValue: 295,
          rounds: [
            { roundId: 101, sampleSetQuantity: 2, extraEvaluationQuantity: 1, variantId: null, paper: false, active: true, dirty: true },
            { roundId: 102, sampleSetQuantity: 1, extraEvaluationQuantity: 0, variantId: null, paper: false, active: true, dirty: true },
          ],
          lines: expect.any(Array),
        },
      ],
    });
  });

  it.each([
    ['a product that no longer exists', { catalogue: [] }, { productId: null, shortName: 'CHEM', name: source.name, paper: false, empty: false, reason: 'missing' }],
    ['a product with no rounds', { catalogue: [{ ...target, rounds: [] }] }, { productId: 21, name: target.name, paper: false, empty: true, reason: 'empty' }],
    ['none of the ordered rounds exists', { catalogue: [{ ...target, rounds: [{ roundId: 103, ordinal: 3 }] }] }, { productId: 21, empty: true, reason: 'empty' }],
    ['no price in the currency', { currencyId: 'EUR' }, { productId: 21, paper: false, empty: false, reason: 'no_price' }],
  ] as const)('not copied: %s', (_name, change, difference) => {
    const plan = planOrderCopy({ ...input, ...change });
    expect(plan.orders).toEqual([]);
    expect(plan.differences).toEqual([expect.objectContaining({ year: 2017, ...difference })]);
  });

  it.each([
    ['the year went online only', { ...source, paper: true }, false, false, 27000 + 2500],
    ['the year went paper', source, true, true, 29700 + 2500],
    ['the year is not chosen: the order keeps paper', { ...source, paper: true }, null, true, 29700 + 2500],
  ] as const)('paper: %s', (_name, order, yearPaper, paper, amount) => {
    const plan = planOrderCopy({ ...input, orders: [order], yearPaper });
    expect(plan.orders[0]).toMatchObject({ paper, amount });
    const changed = paper !== order.paper;
    expect(plan.differences).toEqual(changed ? [expect.objectContaining({ productId: 21, paper: true, empty: false, reason: 'paper' })] : []);
  });

  it.each([
    ['inactive orders are not copied', { ...source, active: false }],
    ['orders without sample sets are not copied', { ...source, rounds: [{ roundOrdinal: 1, active: true, sampleSetQuantity: 0, extraEvaluationQuantity: 0 }] }],
    ['cancelled rounds count as nothing', { ...source, rounds: [{ roundOrdinal: 1, active: false, sampleSetQuantity: 2, extraEvaluationQuantity: 0 }] }],
  ])('%s, silently', (_name, order) => {
    expect(planOrderCopy({ ...input, orders: [order] })).toEqual({ orders: [], differences: [] });
  });

  it('keeps the same variant by ordinal, or none when it is gone', () => {
    const withVariants = { ...target, variants: [{ id: 41, ordinal: 1 }, { id: 42, ordinal: 2 }], prices: [{ ...price, variantId: 42 }, price] };
    expect(planOrderCopy({ ...input, orders: [{ ...source, variantOrdinal: 2 }], catalogue: [withVariants] }).orders[0]?.variantId).toBe(42);
    expect(planOrderCopy({ ...input, orders: [{ ...source, variantOrdinal: 3 }], catalogue: [withVariants] }).orders[0]?.variantId).toBeNull();
    const variantPricesOnly = { ...withVariants, prices: [{ ...price, variantId: 42 }] };
    expect(planOrderCopy({ ...input, orders: [{ ...source, variantOrdinal: 3 }], catalogue: [variantPricesOnly] }).differences).toEqual([
      expect.objectContaining({ reason: 'no_price' }),
    ]);
  });

  it('drops extra evaluations the product no longer offers, and gives new rounds 0', () => {
    const plan = planOrderCopy({ ...input, catalogue: [{ ...target, extraEvaluationAvailable: false, rounds: [...target.rounds, { roundId: 103, ordinal: 3 }] }] });
    expect(plan.orders[0]?.rounds.map((r) => [r.roundId, r.sampleSetQuantity, r.extraEvaluationQuantity])).toEqual([
      [101, 2, 0],
      [102, 1, 0],
      [103, 0, 0],
    ]);
    expect(plan.orders[0]?.amount).toBe(30000);
  });

  it('finds the new product by copiedFromProductId, then by short name; one order per new product', () => {
    const renamed = { ...target, shortName: 'CHEM-2' };
    expect(copyTargetProduct(source, [renamed])?.id).toBe(21);
    expect(copyTargetProduct(source, [{ ...target, copiedFromProductId: null }])?.id).toBe(21);
    expect(copyTargetProduct(source, [{ ...renamed, copiedFromProductId: null }])).toBeNull();
    const twice = planOrderCopy({ ...input, orders: [source, { ...source, productId: 12 }] });
    expect(twice.orders).toHaveLength(1);
    expect(twice.differences).toEqual([expect.objectContaining({ reason: 'missing', productId: null })]);
  });

  it('lists the differences alone for the job', () => {
    expect(orderCopyDifferences({ ...input, catalogue: [] })).toHaveLength(1);
    expect(orderCopyDifferences(input)).toEqual([]);
  });
});

describe('copy offer (spec 2 §4)', () => {
  const now = '2017-06-15T05:00:00Z';
  it.each([
    [2017, [], 'copy'],
    [2018, [], 'copy'],
    [2017, [{ active: false }], 'copy'],
    [2017, [{ active: false }, { active: true }], 'check_differences'],
    [2018, [{ active: true }], 'check_differences'],
    [2016, [], null],
    [2019, [], null],
  ] as const)('year %s with orders %j → %s', (year, orders, action) => {
    expect(orderCopyAction(year, orders, now)).toBe(action);
  });

  it.each([
    [{ year: 2018, loaded: true, orderCount: 0, copyRunning: false }, true],
    [{ year: 2017, loaded: true, orderCount: 0, copyRunning: false }, false],
    [{ year: 2018, loaded: false, orderCount: 0, copyRunning: false }, false],
    [{ year: 2018, loaded: true, orderCount: 1, copyRunning: false }, false],
    [{ year: 2018, loaded: true, orderCount: 0, copyRunning: true }, false],
  ])('auto check of the copy status %j → %s', (state, check) => {
    expect(shouldCheckCopyStatus(state, now)).toBe(check);
  });
});
