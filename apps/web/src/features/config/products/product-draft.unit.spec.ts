import { describe, expect, it } from 'vitest';
import { addPrice, duplicatePriceIndexes, emptyProductDraft, productFormViolation, productPayload, type ProductFormDraft } from './product-draft';

function validSurveyProduct(): ProductFormDraft {
  let draft: ProductFormDraft = {
    ...emptyProductDraft(),
    type: 'survey',
    productGroupId: 3,
    shortName: 'KK',
    name: { en: 'Clinical chemistry', hu: '' },
    countries: ['HU'],
    surveyIds: [11],
  };
  draft = addPrice(draft, ['HUF', 'EUR'], 'new:1');
  return draft;
}

describe('product form rules (spec 3 §5)', () => {
  it('accepts a complete survey product and builds its payload', () => {
    const draft = validSurveyProduct();
    expect(productFormViolation(draft, null)).toBeNull();
    const payload = productPayload({ ...draft, prices: [{ ...draft.prices[0]!, value: '12 500,50', vatRate: '5' }] });
    expect(payload.name).toEqual({ en: 'Clinical chemistry' });
    expect(payload.surveys).toEqual([{ id: 11 }]);
    expect(payload.rounds).toEqual([]);
    expect(payload.prices).toEqual([{ currencyId: 'HUF', paper: false, variantId: null, value: 12500.5, discountValue: 0, extraEvaluationValue: 0, minRounds: null, vatRate: 5 }]);
  });

  it('gives a new price the first currency, no paper, the first variant, zero values and the standard VAT rate', () => {
    const draft = addPrice({ ...validSurveyProduct(), prices: [], variants: [{ key: 'new:7', id: null, name: { en: 'Large' }, ordinal: '1' }] }, ['EUR'], 'new:2');
    expect(draft.prices).toEqual([{ key: 'new:2', currencyId: 'EUR', paper: false, variant: 'new:7', value: '0', discountValue: '0', extraEvaluationValue: '0', minRounds: '', vatRate: '27' }]);
  });

  it.each(['101', '-1', '27,005', 'abc', ''])('refuses the VAT rate %j', (vatRate) => {
    const draft = validSurveyProduct();
    expect(productFormViolation({ ...draft, prices: [{ ...draft.prices[0]!, vatRate }] }, null)).toEqual({ param: 'prices.0.vatRate', message: 'billing.prices.invalidVatRate' });
  });

  it('refuses a duplicate currency + paper + variant price and marks both rows', () => {
    const one = validSurveyProduct();
    const draft = addPrice(one, ['HUF'], 'new:2');
    expect(productFormViolation(draft, null)).toEqual({ param: 'prices.1', message: 'duplicatePrice' });
    expect(duplicatePriceIndexes(draft.prices)).toEqual([0, 1]);
    const paper = { ...draft, prices: [draft.prices[0]!, { ...draft.prices[1]!, paper: true }] };
    expect(productFormViolation(paper, null)).toBeNull();
    expect(duplicatePriceIndexes(paper.prices)).toEqual([]);
  });

  it('checks the typed numbers and the type-specific requirements', () => {
    const draft = validSurveyProduct();
    expect(productFormViolation({ ...draft, prices: [{ ...draft.prices[0]!, value: 'abc' }] }, null)).toEqual({ param: 'prices.0.value', message: 'invalidPrice' });
    expect(productFormViolation({ ...draft, ordinal: '1.x' }, null)?.param).toBe('ordinal');
    expect(productFormViolation({ ...draft, surveyIds: [] }, null)?.param).toBe('surveys');
    expect(productFormViolation({ ...draft, type: 'certificate', surveyIds: [], rounds: [{ id: 4, customDeadline: null }] }, null)?.param).toBe('localeId');
    expect(productFormViolation({ ...draft, type: 'external_survey' }, 'survey')?.param).toBe('type');
  });

  it('sends new variants of prices by ordinal and saved ones by id', () => {
    const draft: ProductFormDraft = {
      ...validSurveyProduct(),
      variants: [
        { key: 'id:5', id: 5, name: { en: 'Small' }, ordinal: '1' },
        { key: 'new:1', id: null, name: { en: 'Large' }, ordinal: '2' },
      ],
      prices: [
        { key: 'a', currencyId: 'HUF', paper: false, variant: 'id:5', value: '1', discountValue: '0', extraEvaluationValue: '0', minRounds: '', vatRate: '27' },
        { key: 'b', currencyId: 'HUF', paper: false, variant: 'new:1', value: '2', discountValue: '0', extraEvaluationValue: '0', minRounds: '', vatRate: '5' },
      ],
    };
    expect(productFormViolation(draft, null)).toBeNull();
    const payload = productPayload(draft);
    expect(payload.prices.map((p) => ('variantId' in p ? { variantId: p.variantId } : { variantOrdinal: p.variantOrdinal }))).toEqual([{ variantId: 5 }, { variantOrdinal: 2 }]);
    expect(payload.variants).toEqual([
      { id: 5, name: { en: 'Small' }, ordinal: 1 },
      { name: { en: 'Large' }, ordinal: 2 },
    ]);
  });

  it.each([
    ['', null, null],
    ['3', 3, null],
    [' 2 ', 2, null],
    ['0', null, { param: 'prices.0.minRounds', message: 'atLeast', params: { min: 1 } }],
    ['1.5', 1, null],
    ['x', null, { param: 'prices.0.minRounds', message: 'invalidInteger' }],
  ] as const)('a price\'s minimum rounds %j: sent as %j, refused as %j (spec 2 §5)', (typed, sent, violation) => {
    const base = validSurveyProduct();
    const draft = { ...base, prices: [{ ...base.prices[0]!, minRounds: typed }] };
    expect(productFormViolation(draft, null)).toEqual(violation);
    if (violation === null) expect(productPayload(draft).prices[0]?.minRounds).toBe(sent);
  });

  it('sends no minimum rounds for a certificate price', () => {
    const base = validSurveyProduct();
    const draft: ProductFormDraft = { ...base, type: 'certificate', prices: [{ ...base.prices[0]!, minRounds: '3' }] };
    expect(productPayload(draft).prices[0]?.minRounds).toBeNull();
  });
});
