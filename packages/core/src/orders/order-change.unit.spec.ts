import { describe, expect, it } from 'vitest';
import { applyProductOrderChange, type OrderableProduct, type OrderChangeContext } from './order-change';
import type { ProductOrderChange } from './schemas';

const product: OrderableProduct = {
  type: 'survey',
  extraEvaluationAvailable: true,
  minRounds: 2,
  rounds: [
    { roundId: 1, startsAt: '2017-03-01T00:01:00Z', deadline: '2017-02-01T12:00:00Z', productRoundDeadline: null },
    { roundId: 2, startsAt: '2017-06-01T00:01:00Z', deadline: '2017-05-01T12:00:00Z', productRoundDeadline: null },
    { roundId: 3, startsAt: '2017-09-01T00:01:00Z', deadline: '2017-08-01T12:00:00Z', productRoundDeadline: null },
  ],
  variantIds: [],
  optionIds: [7, 8],
  prices: [{ currencyId: 'HUF', paper: false, variantId: null, value: 100, discountValue: 90, extraEvaluationValue: 25, minRounds: null }],
};
const context: OrderChangeContext = { currencyId: 'HUF', viewer: { orgUser: false }, now: '2017-01-15T00:00:00Z', saved: null, yearPaper: null };
const change = (rounds: Array<[number, number, number]>, fields: Partial<ProductOrderChange> = {}): ProductOrderChange => ({
  rounds: rounds.map(([roundId, sampleSetQuantity, extraEvaluationQuantity]) => ({ roundId, sampleSetQuantity, extraEvaluationQuantity })),
  variantId: null,
  comment: null,
  optionIds: [],
  ...fields,
});

describe('applyProductOrderChange: the first broken rule', () => {
  it.each([
    ['a round twice', product, change([[1, 1, 0], [1, 2, 0]]), context, 'rounds.1.roundId', 'orders.duplicateRound'],
    ['a round of another product', product, change([[9, 1, 0]]), context, 'rounds.0.roundId', 'orders.unknownRound'],
    ['extra evaluations not offered', { ...product, extraEvaluationAvailable: false }, change([[1, 1, 1], [2, 1, 0]]), context, 'rounds.0.extraEvaluationQuantity', 'orders.extraEvaluationUnavailable'],
    ['a variant on a product without variants', product, change([[1, 1, 0], [2, 1, 0]], { variantId: 4 }), context, 'variantId', 'orders.unknownVariant'],
    ['no variant on a product with variants', { ...product, variantIds: [4, 5] }, change([[1, 1, 0], [2, 1, 0]]), context, 'variantId', 'orders.variantRequired'],
    ['a variant of another product', { ...product, variantIds: [4, 5] }, change([[1, 1, 0], [2, 1, 0]], { variantId: 6 }), context, 'variantId', 'orders.unknownVariant'],
    ['an option of another product', product, change([[1, 1, 0], [2, 1, 0]], { optionIds: [7, 9] }), context, 'optionIds.1', 'orders.unknownOption'],
    ['paper for a certificate', { ...product, type: 'certificate', minRounds: null }, change([[1, 1, 0]], { paper: true }), context, 'paper', 'orders.paperUnavailable'],
    ['a lab user after the deadline', product, change([[1, 1, 0], [2, 1, 0]]), { ...context, now: '2017-02-01T12:00:00Z' }, 'rounds.0', 'orders.deadlinePassed'],
    ['no price in the currency', product, change([[1, 1, 0], [2, 1, 0]]), { ...context, currencyId: 'EUR' }, 'currencyId', 'orders.noPriceForCurrency'],
    ['below the minimum rounds', product, change([[1, 1, 0]]), context, 'rounds', 'orders.minimumRounds'],
    ['minimum rounds of the price row', { ...product, prices: [{ ...product.prices[0]!, minRounds: 3 }] }, change([[1, 1, 0], [2, 1, 0]]), context, 'rounds', 'orders.minimumRounds'],
    [
      'cancelling an order with a closed round',
      product,
      change([], { active: false }),
      { ...context, now: '2017-03-15T00:00:00Z', saved: { active: true, paper: false, rounds: [{ roundId: 1, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }, { roundId: 2, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }] } },
      'rounds.0',
      'orders.deadlinePassed',
    ],
  ] as const)('%s → %s %s', (_name, p, input, ctx, param, message) => {
    const result = applyProductOrderChange(p, input, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violation).toMatchObject({ param, message });
  });
});

describe('applyProductOrderChange: the resulting order', () => {
  const saved = { active: true, paper: false, rounds: [{ roundId: 1, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }, { roundId: 2, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }] };

  it.each([
    ['a new order of every round: discount', change([[1, 1, 0], [2, 1, 1], [3, 1, 0]]), context, { active: true, paper: false, total: 3 * 9000 + 2500 }],
    ['extra evaluations reset without sample sets', change([[1, 1, 0], [2, 1, 0], [3, 0, 4]]), context, { active: true, total: 20000 }],
    ['paper from the year document type: +10 %', change([[1, 1, 0], [2, 1, 0]]), { ...context, yearPaper: true }, { paper: true, total: 22000 }],
    ['paper flag of the change wins', change([[1, 1, 0], [2, 1, 0]], { paper: false }), { ...context, yearPaper: true }, { paper: false, total: 20000 }],
    ['unchanged closed rounds may stay', change([[1, 1, 0], [2, 2, 0]]), { ...context, now: '2017-03-15T00:00:00Z', saved }, { active: true, total: 30000 }],
    ['an org user after the lab deadline, before the round start', change([[1, 2, 0], [2, 1, 0]]), { ...context, now: '2017-02-15T00:00:00Z', viewer: { orgUser: true } }, { total: 30000 }],
    ['cancelling skips minimum rounds', change([[1, 1, 0]], { active: false }), context, { active: false, total: 10000 }],
    ['rounds not sent keep the saved quantities', change([[3, 1, 0]]), { ...context, saved }, { total: 27000 }],
  ] as const)('%s', (_name, input, ctx, expected) => {
    const result = applyProductOrderChange(product, input, ctx);
    expect(result.ok).toBe(true);
    if (result.ok) expect({ ...result.order, total: result.order.pricing?.total }).toMatchObject(expected);
  });

  it('cancels an order even when the product has no price for the lab any more', () => {
    const result = applyProductOrderChange(product, change([], { active: false }), { ...context, currencyId: 'EUR', saved });
    expect(result).toMatchObject({ ok: true, order: { active: false, pricing: null } });
  });

  it('keeps the comment, the variant and distinct options, with one round per product round', () => {
    const result = applyProductOrderChange({ ...product, variantIds: [4], prices: [{ ...product.prices[0]!, variantId: 4 }] }, change([[2, 1, 0], [1, 1, 0]], { variantId: 4, optionIds: [8, 8, 7], comment: 'Monday' }), context);
    expect(result.ok && result.order).toMatchObject({
      variantId: 4,
      comment: 'Monday',
      optionIds: [8, 7],
      rounds: [
        { roundId: 1, sampleSetQuantity: 1, extraEvaluationQuantity: 0 },
        { roundId: 2, sampleSetQuantity: 1, extraEvaluationQuantity: 0 },
        { roundId: 3, sampleSetQuantity: 0, extraEvaluationQuantity: 0 },
      ],
    });
  });
});
