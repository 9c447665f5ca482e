import { describe, expect, it } from 'vitest';
import { priceOrder, selectProductPrice, type OrderPriceInput, type ProductPriceRow } from './pricing';

const row = (fields: Partial<ProductPriceRow> = {}): ProductPriceRow => ({
  currencyId: 'HUF',
  paper: false,
  variantId: null,
  value: 10000,
  discountValue: 9000,
  extraEvaluationValue: 2500,
  minRounds: null,
  ...fields,
});

const base: OrderPriceInput = {
  currencyId: 'HUF',
  variantId: null,
  paper: false,
  productType: 'survey',
  productMinRounds: null,
  productRoundIds: [1, 2, 3],
  rounds: [],
  prices: [row()],
};
const q = (roundId: number, sampleSetQuantity: number, extraEvaluationQuantity = 0) => ({ roundId, sampleSetQuantity, extraEvaluationQuantity });

describe('selectProductPrice', () => {
  const online = row({ value: 100 });
  const paperRow = row({ paper: true, value: 130 });
  const eurRow = row({ currencyId: 'EUR', value: 30 });
  const variant7 = row({ variantId: 7, value: 170 });
  const variant7Paper = row({ variantId: 7, paper: true, value: 190 });

  it.each([
    ['online row', [online, paperRow], { currencyId: 'HUF', variantId: null, paper: false }, 'survey', online, false, false],
    ['paper row when it exists', [online, paperRow], { currencyId: 'HUF', variantId: null, paper: true }, 'survey', paperRow, true, false],
    ['online row + surcharge without a paper row', [online], { currencyId: 'HUF', variantId: null, paper: true }, 'survey', online, true, true],
    ['the currency picks the row', [online, eurRow], { currencyId: 'EUR', variantId: null, paper: false }, 'survey', eurRow, false, false],
    ["the variant's own row wins", [online, variant7], { currencyId: 'HUF', variantId: 7, paper: false }, 'survey', variant7, false, false],
    ["the variant's own paper row", [online, paperRow, variant7, variant7Paper], { currencyId: 'HUF', variantId: 7, paper: true }, 'survey', variant7Paper, true, false],
    ["the variant's rows win over an all-variants paper row", [paperRow, variant7], { currencyId: 'HUF', variantId: 7, paper: true }, 'survey', variant7, true, true],
    ['rows for all variants when the variant has none', [online, variant7], { currencyId: 'HUF', variantId: 8, paper: false }, 'survey', online, false, false],
    ['no paper for certificates', [online, paperRow], { currencyId: 'HUF', variantId: null, paper: true }, 'certificate', online, false, false],
  ] as const)('%s', (_name, prices, query, type, price, paper, surcharge) => {
    expect(selectProductPrice(prices, query, type)).toEqual({ ok: true, price, paper, surcharge });
  });

  it.each([
    ['no price in the currency', [online], { currencyId: 'EUR', variantId: null, paper: false }, 'currencyId', 'orders.noPriceForCurrency'],
    ['no price at all', [], { currencyId: 'HUF', variantId: null, paper: false }, 'currencyId', 'orders.noPriceForCurrency'],
    ['no row for the variant nor for all', [variant7], { currencyId: 'HUF', variantId: 8, paper: false }, 'variantId', 'orders.noPriceForVariant'],
    ['variant rows only and no variant chosen', [variant7], { currencyId: 'HUF', variantId: null, paper: false }, 'variantId', 'orders.noPriceForVariant'],
    ['only a paper row, online wanted', [paperRow], { currencyId: 'HUF', variantId: null, paper: false }, 'variantId', 'orders.noPriceForVariant'],
  ] as const)('%s → violation', (_name, prices, query, param, message) => {
    const selection = selectProductPrice(prices, query, 'survey');
    expect(selection.ok).toBe(false);
    if (!selection.ok) expect(selection.violation).toMatchObject({ param, message });
  });
});

describe('priceOrder: Σ rounds (sample sets × round price + extra evaluations × extra price), in minor units', () => {
  it.each([
    ['nothing ordered', [], [row()], false, 0],
    ['one round at the normal price', [q(1, 1)], [row()], false, 1_000_000],
    ['two of three rounds: no discount', [q(1, 1), q(2, 2)], [row()], false, 3_000_000],
    ['every round: the discount price', [q(1, 1), q(2, 1), q(3, 1)], [row()], true, 2_700_000],
    ['every round, discount 0: the normal price', [q(1, 1), q(2, 1), q(3, 1)], [row({ discountValue: 0 })], false, 3_000_000],
    ['a round with 0 sample sets breaks the discount', [q(1, 1), q(2, 0), q(3, 1)], [row()], false, 2_000_000],
    ['extra evaluations at their own price', [q(1, 2, 3)], [row()], false, 2_000_000 + 750_000],
    ['extra evaluations with the discount', [q(1, 1, 1), q(2, 1), q(3, 1)], [row()], true, 2_700_000 + 250_000],
    ['rounds outside the product are ignored', [q(1, 1), q(99, 5)], [row()], false, 1_000_000],
    ['3 × 33.33', [q(1, 3)], [row({ value: 33.33, discountValue: 0, extraEvaluationValue: 0 })], false, 9999],
    ['decimal noise in a stored price', [q(1, 1)], [row({ value: 0.1 + 0.2 })], false, 30],
  ] as const)('%s', (_name, rounds, prices, discount, total) => {
    const result = priceOrder({ ...base, rounds, prices });
    expect(result).toMatchObject({ ok: true, discount, total, currencyId: 'HUF', paper: false, paperSurcharge: false });
  });

  it.each([
    // line sample-set part, surcharge (10 %, half away from zero per line), extra evaluations not surcharged
    ['3 × 33.33 + 10 %: 9999 + 999.9 → 10999', 3, 0, row({ value: 33.33, discountValue: 0, extraEvaluationValue: 5 }), 9999, 1000, 10999],
    ['1 × 0.05 + 10 %: 5 + 0.5 → 6', 1, 0, row({ value: 0.05, discountValue: 0 }), 5, 1, 6],
    ['1 × 0.04 + 10 %: 4 + 0.4 → 4', 1, 0, row({ value: 0.04, discountValue: 0 }), 4, 0, 4],
    ['2 × 12.345 (stored 12.35) + 10 %', 2, 0, row({ value: 12.345, discountValue: 0 }), 2470, 247, 2717],
    ['extra evaluations are not surcharged', 1, 2, row({ value: 100, discountValue: 0, extraEvaluationValue: 10 }), 10000, 1000, 13000],
    ['100 × 999.99 + 10 %', 100, 0, row({ value: 999.99, discountValue: 0 }), 9_999_900, 999_990, 10_999_890],
  ] as const)('paper by surcharge in EUR (cents): %s', (_name, quantity, extra, price, sampleSetAmount, paperSurcharge, amount) => {
    const result = priceOrder({ ...base, currencyId: 'EUR', paper: true, productRoundIds: [1, 2], rounds: [q(1, quantity, extra)], prices: [{ ...price, currencyId: 'EUR' }] });
    expect(result).toMatchObject({ ok: true, paper: true, paperSurcharge: true, total: amount });
    if (result.ok) expect(result.lines[0]).toMatchObject({ sampleSetAmount, paperSurcharge, amount });
  });

  it.each([
    // HUF: the surcharge in whole forints (docs/decisions/vat.md "Rounding")
    ['1 × 38 125 + 10 %: 3 812,50 → 3 813', 1, row({ value: 38125, discountValue: 0 }), 3_812_500, 381_300, 4_193_800],
    ['1 × 38 124 + 10 %: 3 812,40 → 3 812', 1, row({ value: 38124, discountValue: 0 }), 3_812_400, 381_200, 4_193_600],
    ['3 × 38 120 + 10 %: exact', 3, row({ value: 38120, discountValue: 0 }), 11_436_000, 1_143_600, 12_579_600],
  ] as const)('paper by surcharge in HUF (whole forints): %s', (_name, quantity, price, sampleSetAmount, paperSurcharge, amount) => {
    const result = priceOrder({ ...base, paper: true, productRoundIds: [1, 2], rounds: [q(1, quantity)], prices: [price] });
    expect(result).toMatchObject({ ok: true, paper: true, paperSurcharge: true, total: amount });
    if (result.ok) expect(result.lines[0]).toMatchObject({ sampleSetAmount, paperSurcharge, amount });
  });

  it('rounds the surcharge per line, not per order', () => {
    // each line 1 × 0.05: 5 + 0.5 → 6 per line, 12 in all (per order it would be 10 + 1 = 11)
    const result = priceOrder({ ...base, currencyId: 'EUR', paper: true, productRoundIds: [1, 2, 3], rounds: [q(1, 1), q(2, 1)], prices: [row({ currencyId: 'EUR', value: 0.05, discountValue: 0 })] });
    expect(result).toMatchObject({ ok: true, total: 12 });
  });

  it('uses a paper row as it is (no surcharge), with its discount and extra evaluation prices', () => {
    const prices = [row(), row({ paper: true, value: 11000, discountValue: 9500, extraEvaluationValue: 3000 })];
    expect(priceOrder({ ...base, paper: true, rounds: [q(1, 1, 1), q(2, 1), q(3, 1)], prices })).toMatchObject({
      ok: true,
      paper: true,
      paperSurcharge: false,
      discount: true,
      total: 3 * 950_000 + 300_000,
    });
  });

  it('answers one line per product round, in product order, with unit prices', () => {
    const result = priceOrder({ ...base, rounds: [q(3, 2, 1), q(1, 1)] });
    expect(result.ok && result.lines).toEqual([
      { roundId: 1, sampleSetQuantity: 1, unitPrice: 1_000_000, sampleSetAmount: 1_000_000, paperSurcharge: 0, extraEvaluationQuantity: 0, extraEvaluationUnitPrice: 250_000, extraEvaluationAmount: 0, amount: 1_000_000 },
      { roundId: 2, sampleSetQuantity: 0, unitPrice: 1_000_000, sampleSetAmount: 0, paperSurcharge: 0, extraEvaluationQuantity: 0, extraEvaluationUnitPrice: 250_000, extraEvaluationAmount: 0, amount: 0 },
      { roundId: 3, sampleSetQuantity: 2, unitPrice: 1_000_000, sampleSetAmount: 2_000_000, paperSurcharge: 0, extraEvaluationQuantity: 1, extraEvaluationUnitPrice: 250_000, extraEvaluationAmount: 250_000, amount: 2_250_000 },
    ]);
  });

  it.each([
    ['the price row', [row({ minRounds: 3 })], false, 2, 3],
    ['the product when the row sets none', [row()], false, 2, 2],
    ['none', [row()], false, null, null],
    ['the paper row', [row({ minRounds: 3 }), row({ paper: true, minRounds: 4 })], true, 2, 4],
    ["the online row under a paper row that sets none", [row({ minRounds: 3 }), row({ paper: true })], true, 2, 3],
  ] as const)('minRounds from %s', (_name, prices, paper, productMinRounds, minRounds) => {
    expect(priceOrder({ ...base, prices, paper, productMinRounds, rounds: [q(1, 1)] })).toMatchObject({ ok: true, minRounds });
  });

  it.each([
    ['no price in the currency', { currencyId: 'EUR' }, 'orders.noPriceForCurrency'],
    ['an amount beyond numeric(14,2)', { prices: [row({ value: 999_999_999_999.99 })], rounds: [q(1, 2)] }, 'orders.amountTooLarge'],
  ] as const)('%s: amount null and a violation', (_name, change, message) => {
    expect(priceOrder({ ...base, ...change })).toMatchObject({ ok: false, total: null, violation: { message } });
  });

  it('gives a certificate no paper even when asked', () => {
    expect(priceOrder({ ...base, productType: 'certificate', paper: true, rounds: [q(1, 1)] })).toMatchObject({ ok: true, paper: false, total: 1_000_000 });
  });
});
