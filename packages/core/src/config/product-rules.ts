import { hasAnyLocale, type Localized } from '../platform/localized';
import type { ProductType } from './constants';
import { CONFIG_MESSAGES } from './messages';
import { MISSING_LOCALE_ERROR, REQUIRED_FIELD, type ConfigViolation } from './violation';

/** A price as the validity rules see it; `variant` is any key naming the product's variant (or null). */
export interface ProductPriceDraft {
  currencyId: string;
  paper: boolean;
  variant: string | number | null;
  value: number;
  discountValue: number;
  extraEvaluationValue: number;
}

/** A product as the validity rules see it (spec 3 §5). */
export interface ProductDraft {
  type: ProductType | null;
  productGroupId: number | null;
  shortName: string;
  name: Localized;
  localeId: string | null;
  countries: readonly string[];
  surveyIds: readonly number[];
  roundIds: readonly number[];
  variants: ReadonlyArray<{ key: string | number; name: Localized; ordinal: number }>;
  options: ReadonlyArray<{ name: Localized; ordinal: number }>;
  prices: readonly ProductPriceDraft[];
}

/** Paper prices, discounts, extra evaluations and minRounds exist for survey and external_survey products only. */
export function isSurveyLikeProduct(type: ProductType): boolean {
  return type === 'survey' || type === 'external_survey';
}

/** Spec 3 §5: the type cannot be changed once saved. */
export function productTypeChangeViolation(savedType: ProductType | null, type: ProductType | null): ConfigViolation | null {
  if (savedType !== null && type !== savedType) return { param: 'type', message: CONFIG_MESSAGES.productTypeLocked };
  return null;
}

/** The key prices must be unique on: currency + paper + variant. */
export function productPriceKey(price: Pick<ProductPriceDraft, 'currencyId' | 'paper' | 'variant'>): string {
  return JSON.stringify([price.currencyId, price.paper, price.variant]);
}

/**
 * Spec 3 §5 "Product valid when": a name in some locale, type, productGroupId, shortName, at least
 * one country, at least one price, prices unique on currency+paper+variant; survey needs a survey,
 * external_survey a round, certificate a round and a locale; the type is fixed once saved. Also
 * (spec 3 §3) paper prices only for survey/external_survey, a price names a variant exactly when
 * the product has variants, and variants/options need names and unique ordinals.
 * Answers the first violation, or null for a valid product.
 */
export function productViolation(product: ProductDraft, savedType: ProductType | null = null): ConfigViolation | null {
  if (!hasAnyLocale(product.name)) return { param: 'name', message: MISSING_LOCALE_ERROR };
  if (product.type === null) return { param: 'type', message: REQUIRED_FIELD };
  const typeChange = productTypeChangeViolation(savedType, product.type);
  if (typeChange) return typeChange;
  if (product.productGroupId === null) return { param: 'productGroupId', message: REQUIRED_FIELD };
  if (product.shortName.trim().length === 0) return { param: 'shortName', message: REQUIRED_FIELD };
  if (product.countries.length === 0) return { param: 'countries', message: REQUIRED_FIELD };
  if (product.type === 'survey' && product.surveyIds.length === 0) return { param: 'surveys', message: REQUIRED_FIELD };
  if (product.type !== 'survey' && product.roundIds.length === 0) return { param: 'rounds', message: REQUIRED_FIELD };
  if (product.type === 'certificate' && !product.localeId) return { param: 'localeId', message: REQUIRED_FIELD };
  if (product.type !== 'survey' && product.surveyIds.length > 0) {
    return { param: 'surveys', message: CONFIG_MESSAGES.surveysForSurveyProductsOnly };
  }
  if (product.type === 'survey' && product.roundIds.length > 0) {
    return { param: 'rounds', message: CONFIG_MESSAGES.roundsNotForSurveyProducts };
  }

  const variantOrdinals = new Set<number>();
  for (const [index, variant] of product.variants.entries()) {
    if (!hasAnyLocale(variant.name)) return { param: `variants.${index}.name`, message: MISSING_LOCALE_ERROR };
    if (variantOrdinals.has(variant.ordinal)) return { param: `variants.${index}.ordinal`, message: 'duplicateOrdinal' };
    variantOrdinals.add(variant.ordinal);
  }
  const optionOrdinals = new Set<number>();
  for (const [index, option] of product.options.entries()) {
    if (!hasAnyLocale(option.name)) return { param: `options.${index}.name`, message: MISSING_LOCALE_ERROR };
    if (optionOrdinals.has(option.ordinal)) return { param: `options.${index}.ordinal`, message: 'duplicateOrdinal' };
    optionOrdinals.add(option.ordinal);
  }

  if (product.prices.length === 0) return { param: 'prices', message: REQUIRED_FIELD };
  const variantKeys = new Set(product.variants.map((v) => v.key));
  const seen = new Set<string>();
  for (const [index, price] of product.prices.entries()) {
    if (price.paper && !isSurveyLikeProduct(product.type)) {
      return { param: `prices.${index}.paper`, message: CONFIG_MESSAGES.paperForSurveyProductsOnly };
    }
    if (product.variants.length > 0 && (price.variant === null || !variantKeys.has(price.variant))) {
      return { param: `prices.${index}.variantId`, message: CONFIG_MESSAGES.priceVariantRequired };
    }
    if (product.variants.length === 0 && price.variant !== null) {
      return { param: `prices.${index}.variantId`, message: CONFIG_MESSAGES.priceVariantNotAllowed };
    }
    const key = productPriceKey(price);
    if (seen.has(key)) return { param: `prices.${index}`, message: 'duplicatePrice' };
    seen.add(key);
  }
  return null;
}

/**
 * Spec 3 §5: "On first survey selection an empty product takes name and short name from the first
 * survey's scheme version and scheme." Answers the filled name and short name, or null when the
 * rule does not apply (surveys were already selected, or the product has a name or short name).
 */
export function fillFromFirstSurvey(
  product: { name: Localized; shortName: string },
  previousSurveyCount: number,
  firstSurvey: { schemeVersionName: Localized; schemeShortName: string } | null,
): { name: Localized; shortName: string } | null {
  if (previousSurveyCount > 0 || !firstSurvey) return null;
  if (hasAnyLocale(product.name) || product.shortName.trim().length > 0) return null;
  return { name: { ...firstSurvey.schemeVersionName }, shortName: firstSurvey.schemeShortName };
}

/**
 * Spec 3 §5: "A new price defaults to the first currency, no paper, the first variant if any, all
 * values 0." Currencies are the organisation's (spec 3 §3), in order.
 */
export function newProductPrice<K extends string | number>(
  currencyIds: readonly string[],
  variantKeys: readonly K[],
): { currencyId: string | null; paper: false; variant: K | null; value: 0; discountValue: 0; extraEvaluationValue: 0 } {
  return {
    currencyId: currencyIds[0] ?? null,
    paper: false,
    variant: variantKeys[0] ?? null,
    value: 0,
    discountValue: 0,
    extraEvaluationValue: 0,
  };
}

/**
 * What a saved product keeps of the type-specific fields (spec 3 §3): minRounds and
 * extraEvaluationAvailable for survey/external_survey only, localeId for certificates only; a price's
 * type is the product's type, and discount and extra evaluation values exist for survey-like products only.
 */
export function normalizeProductForType<P extends { discountValue: number; extraEvaluationValue: number; minRounds?: number | null }>(
  type: ProductType,
  product: { minRounds: number | null; extraEvaluationAvailable: boolean; localeId: string | null; prices: readonly P[] },
): { minRounds: number | null; extraEvaluationAvailable: boolean; localeId: string | null; prices: Array<P & { type: ProductType }> } {
  const surveyLike = isSurveyLikeProduct(type);
  return {
    minRounds: surveyLike ? product.minRounds : null,
    extraEvaluationAvailable: surveyLike ? product.extraEvaluationAvailable : false,
    localeId: type === 'certificate' ? product.localeId : null,
    prices: product.prices.map((price) => ({
      ...price,
      type,
      discountValue: surveyLike ? price.discountValue : 0,
      extraEvaluationValue: surveyLike ? price.extraEvaluationValue : 0,
      ...(price.minRounds !== undefined ? { minRounds: surveyLike ? price.minRounds : null } : {}),
    })),
  };
}
