import { describe, expect, it } from 'vitest';
import {
  fillFromFirstSurvey,
  newProductPrice,
  normalizeProductForType,
  productPriceKey,
  productViolation,
  type ProductDraft,
} from './product-rules';

const price = { currencyId: 'HUF', paper: false, variant: null, value: 1000, discountValue: 900, extraEvaluationValue: 100 };
const valid: ProductDraft = {
  type: 'survey',
  productGroupId: 1,
  shortName: 'CHEM',
  name: { en: 'Clinical chemistry', hu: '' },
  localeId: null,
  countries: ['HU'],
  surveyIds: [10],
  roundIds: [],
  variants: [],
  options: [],
  prices: [price],
};

describe('product validity (spec 3 §5)', () => {
  it('accepts a complete product of each type', () => {
    expect(productViolation(valid)).toBeNull();
    expect(productViolation({ ...valid, type: 'external_survey', surveyIds: [], roundIds: [3] })).toBeNull();
    expect(productViolation({ ...valid, type: 'certificate', surveyIds: [], roundIds: [3], localeId: 'hu' })).toBeNull();
  });

  it('needs a name in some locale, a type, a group, a short name, a country and a price', () => {
    expect(productViolation({ ...valid, name: { en: ' ', hu: '' } })).toEqual({ param: 'name', message: 'missingLocaleError' });
    expect(productViolation({ ...valid, type: null })).toMatchObject({ param: 'type' });
    expect(productViolation({ ...valid, productGroupId: null })).toEqual({ param: 'productGroupId', message: 'requiredField' });
    expect(productViolation({ ...valid, shortName: '  ' })).toEqual({ param: 'shortName', message: 'requiredField' });
    expect(productViolation({ ...valid, countries: [] })).toEqual({ param: 'countries', message: 'requiredField' });
    expect(productViolation({ ...valid, prices: [] })).toEqual({ param: 'prices', message: 'requiredField' });
  });

  it('has type-specific requirements: survey → a survey, external_survey → a round, certificate → a round and a locale', () => {
    expect(productViolation({ ...valid, surveyIds: [] })).toMatchObject({ param: 'surveys' });
    expect(productViolation({ ...valid, type: 'external_survey', surveyIds: [] })).toMatchObject({ param: 'rounds' });
    expect(productViolation({ ...valid, type: 'certificate', surveyIds: [], localeId: 'hu' })).toMatchObject({ param: 'rounds' });
    expect(productViolation({ ...valid, type: 'certificate', surveyIds: [], roundIds: [3] })).toMatchObject({ param: 'localeId' });
    expect(productViolation({ ...valid, type: 'external_survey', roundIds: [3] })).toMatchObject({ param: 'surveys' });
  });

  it('refuses a type change of a saved product', () => {
    expect(productViolation(valid, 'survey')).toBeNull();
    expect(productViolation({ ...valid, type: 'external_survey', surveyIds: [], roundIds: [1] }, 'survey')).toMatchObject({ param: 'type' });
  });

  it('wants prices unique on currency + paper + variant', () => {
    expect(productViolation({ ...valid, prices: [price, { ...price, paper: true }, { ...price, currencyId: 'EUR' }] })).toBeNull();
    expect(productViolation({ ...valid, prices: [price, { ...price, paper: true }, { ...price, value: 5 }] })).toEqual({
      param: 'prices.2',
      message: 'duplicatePrice',
    });
    const variants = [
      { key: 1, name: { en: 'Serum' }, ordinal: 1 },
      { key: 2, name: { en: 'Plasma' }, ordinal: 2 },
    ];
    expect(productViolation({ ...valid, variants, prices: [{ ...price, variant: 1 }, { ...price, variant: 2 }] })).toBeNull();
    expect(productViolation({ ...valid, variants, prices: [{ ...price, variant: 1 }, { ...price, variant: 1 }] })).toMatchObject({ param: 'prices.1' });
    expect(productPriceKey({ currencyId: 'HUF', paper: false, variant: 1 })).not.toBe(productPriceKey({ currencyId: 'HUF', paper: false, variant: 2 }));
  });

  it('ties prices to the variants and paper to survey products', () => {
    const variants = [{ key: 'a', name: { en: 'Serum' }, ordinal: 1 }];
    expect(productViolation({ ...valid, variants, prices: [price] })).toMatchObject({ param: 'prices.0.variantId' });
    expect(productViolation({ ...valid, prices: [{ ...price, variant: 'a' }] })).toMatchObject({ param: 'prices.0.variantId' });
    expect(
      productViolation({ ...valid, type: 'certificate', surveyIds: [], roundIds: [1], localeId: 'en', prices: [{ ...price, paper: true }] }),
    ).toMatchObject({ param: 'prices.0.paper' });
  });

  it('wants named variants and options with unique ordinals', () => {
    expect(productViolation({ ...valid, variants: [{ key: 1, name: {}, ordinal: 1 }], prices: [{ ...price, variant: 1 }] })).toMatchObject({
      param: 'variants.0.name',
    });
    const options = [
      { name: { en: 'A' }, ordinal: 1 },
      { name: { en: 'B' }, ordinal: 1 },
    ];
    expect(productViolation({ ...valid, options })).toEqual({ param: 'options.1.ordinal', message: 'duplicateOrdinal' });
  });
});

describe('first-survey name fill (spec 3 §5)', () => {
  const survey = { schemeVersionName: { en: 'Glucose 2017', hu: 'Glükóz 2017' }, schemeShortName: 'GLU' };

  it('fills an empty product from the first survey', () => {
    expect(fillFromFirstSurvey({ name: { en: '' }, shortName: '' }, 0, survey)).toEqual({ name: { en: 'Glucose 2017', hu: 'Glükóz 2017' }, shortName: 'GLU' });
  });

  it('leaves named products and later selections alone', () => {
    expect(fillFromFirstSurvey({ name: { en: 'Mine' }, shortName: '' }, 0, survey)).toBeNull();
    expect(fillFromFirstSurvey({ name: {}, shortName: 'X' }, 0, survey)).toBeNull();
    expect(fillFromFirstSurvey({ name: {}, shortName: '' }, 1, survey)).toBeNull();
    expect(fillFromFirstSurvey({ name: {}, shortName: '' }, 0, null)).toBeNull();
  });
});

describe('new price defaults (spec 3 §5)', () => {
  it('takes the first currency, no paper, the first variant and zero values', () => {
    expect(newProductPrice(['HUF', 'EUR'], [7, 8])).toEqual({ currencyId: 'HUF', paper: false, variant: 7, value: 0, discountValue: 0, extraEvaluationValue: 0 });
    expect(newProductPrice(['EUR'], [])).toMatchObject({ currencyId: 'EUR', variant: null });
    expect(newProductPrice([], [])).toMatchObject({ currencyId: null });
  });
});

describe('type-specific fields on save', () => {
  it('keeps minRounds, extra evaluation and discounts for survey-like products, the locale for certificates', () => {
    const product = { minRounds: 2, extraEvaluationAvailable: true, localeId: 'hu', prices: [{ discountValue: 5, extraEvaluationValue: 3 }] };
    expect(normalizeProductForType('survey', product)).toEqual({
      minRounds: 2,
      extraEvaluationAvailable: true,
      localeId: null,
      prices: [{ discountValue: 5, extraEvaluationValue: 3, type: 'survey' }],
    });
    expect(normalizeProductForType('certificate', product)).toEqual({
      minRounds: null,
      extraEvaluationAvailable: false,
      localeId: 'hu',
      prices: [{ discountValue: 0, extraEvaluationValue: 0, type: 'certificate' }],
    });
  });
});
