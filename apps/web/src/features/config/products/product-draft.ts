import {
  cleanLocalized,
  hasAnyLocale,
  isSurveyLikeProduct,
  isVatPercent,
  newProductPrice,
  parseDecimalInput,
  parseIntegerInput,
  PRICE_MESSAGES,
  productViolation,
  STANDARD_VAT_PERCENT,
  type ConfigViolation,
  type Localized,
  type ProductType,
} from '@eqa/core';
import { z } from 'zod';
import { withRule } from '../../../components/forms/with-rule';

export interface NamedItemDraft {
  /** A key of the form: `id:<id>` for saved items, `new:<n>` for added ones. */
  key: string;
  id: number | null;
  name: Localized;
  ordinal: string;
}

export interface PriceDraft {
  key: string;
  currencyId: string;
  paper: boolean;
  /** The key of the variant (NamedItemDraft.key) or null. */
  variant: string | null;
  value: string;
  discountValue: string;
  extraEvaluationValue: string;
  /** Spec 2 §5: the price's minimum rounds as typed; blank: the product's. */
  minRounds: string;
  /** The VAT percentage of the (net) price, as typed. */
  vatRate: string;
}

export interface ProductFormDraft {
  type: ProductType | null;
  productGroupId: number | null;
  shortName: string;
  ordinal: string;
  localeId: string | null;
  name: Localized;
  description: Localized;
  countries: string[];
  minRounds: string;
  extraEvaluationAvailable: boolean;
  hidden: boolean;
  surveyIds: number[];
  rounds: Array<{ id: number; customDeadline: string | null }>;
  variants: NamedItemDraft[];
  options: NamedItemDraft[];
  prices: PriceDraft[];
}

/** What the form reads of a saved product. */
export interface SavedProduct {
  type: ProductType;
  productGroupId: number;
  shortName: string;
  ordinal: number;
  localeId: string | null;
  name: Localized;
  description: Localized | null;
  countries: string[];
  minRounds: number | null;
  extraEvaluationAvailable: boolean;
  hidden: boolean;
  surveys: Array<{ id: number }>;
  rounds: Array<{ id: number; customDeadline: string | null }>;
  variants: Array<{ id: number; name: Localized; ordinal: number }>;
  options: Array<{ id: number; name: Localized; ordinal: number }>;
  prices: Array<{ id: number; currencyId: string; paper: boolean; variantId: number | null; value: number; discountValue: number; extraEvaluationValue: number; minRounds: number | null; vatRate: number }>;
}

export function emptyProductDraft(): ProductFormDraft {
  return {
    type: null,
    productGroupId: null,
    shortName: '',
    ordinal: '',
    localeId: null,
    name: {},
    description: {},
    countries: [],
    minRounds: '',
    extraEvaluationAvailable: false,
    hidden: false,
    surveyIds: [],
    rounds: [],
    variants: [],
    options: [],
    prices: [],
  };
}

export function draftOfProduct(product: SavedProduct): ProductFormDraft {
  const variantKey = (id: number) => `id:${id}`;
  return {
    type: product.type,
    productGroupId: product.productGroupId,
    shortName: product.shortName,
    ordinal: String(product.ordinal),
    localeId: product.localeId,
    name: { ...product.name },
    description: { ...(product.description ?? {}) },
    countries: [...product.countries],
    minRounds: product.minRounds === null ? '' : String(product.minRounds),
    extraEvaluationAvailable: product.extraEvaluationAvailable,
    hidden: product.hidden,
    surveyIds: product.surveys.map((s) => s.id),
    rounds: product.rounds.map((r) => ({ id: r.id, customDeadline: r.customDeadline })),
    variants: [...product.variants].sort((a, b) => a.ordinal - b.ordinal).map((v) => ({ key: variantKey(v.id), id: v.id, name: { ...v.name }, ordinal: String(v.ordinal) })),
    options: [...product.options].sort((a, b) => a.ordinal - b.ordinal).map((o) => ({ key: `id:${o.id}`, id: o.id, name: { ...o.name }, ordinal: String(o.ordinal) })),
    prices: product.prices.map((p) => ({
      key: `id:${p.id}`,
      currencyId: p.currencyId,
      paper: p.paper,
      variant: p.variantId === null ? null : variantKey(p.variantId),
      value: String(p.value),
      discountValue: String(p.discountValue),
      extraEvaluationValue: String(p.extraEvaluationValue),
      minRounds: p.minRounds === null ? '' : String(p.minRounds),
      vatRate: String(p.vatRate),
    })),
  };
}

/** Spec 3 §5: a new price defaults to the first currency, no paper, the first variant if any, all values 0. */
export function addPrice(draft: ProductFormDraft, currencyIds: readonly string[], key: string): ProductFormDraft {
  const price = newProductPrice(currencyIds, draft.variants.map((v) => v.key));
  return {
    ...draft,
    prices: [...draft.prices, { key, currencyId: price.currencyId ?? '', paper: false, variant: price.variant, value: '0', discountValue: '0', extraEvaluationValue: '0', minRounds: '', vatRate: String(STANDARD_VAT_PERCENT) }],
  };
}

const integerOrNull = (text: string) => (text.trim() === '' ? null : parseIntegerInput(text));

/**
 * The first broken rule of spec 3 §5 for the form (numbers as typed are checked first: ordinals and
 * minRounds must be integers, prices decimals), or null.
 */
export function productFormViolation(draft: ProductFormDraft, savedType: ProductType | null): ConfigViolation | null {
  if (draft.ordinal.trim() !== '' && parseIntegerInput(draft.ordinal) === null) return { param: 'ordinal', message: 'invalidInteger' };
  if (draft.minRounds.trim() !== '' && parseIntegerInput(draft.minRounds) === null) return { param: 'minRounds', message: 'invalidInteger' };
  for (const [list, items] of [['variants', draft.variants], ['options', draft.options]] as const) {
    for (const [index, item] of items.entries()) {
      if (parseIntegerInput(item.ordinal) === null) return { param: `${list}.${index}.ordinal`, message: 'invalidInteger' };
    }
  }
  for (const [index, price] of draft.prices.entries()) {
    for (const field of ['value', 'discountValue', 'extraEvaluationValue'] as const) {
      if (parseDecimalInput(price[field]) === null) return { param: `prices.${index}.${field}`, message: 'invalidPrice' };
    }
    if (!price.currencyId) return { param: `prices.${index}.currencyId`, message: 'requiredField' };
    if (price.minRounds.trim() !== '') {
      const minRounds = parseIntegerInput(price.minRounds);
      if (minRounds === null) return { param: `prices.${index}.minRounds`, message: 'invalidInteger' };
      if (minRounds < 1) return { param: `prices.${index}.minRounds`, message: 'atLeast', params: { min: 1 } };
    }
    const vatRate = parseDecimalInput(price.vatRate);
    if (vatRate === null || !isVatPercent(vatRate)) return { param: `prices.${index}.vatRate`, message: PRICE_MESSAGES.invalidVatRate };
  }
  return productViolation(
    {
      type: draft.type,
      productGroupId: draft.productGroupId,
      shortName: draft.shortName,
      name: draft.name,
      localeId: draft.localeId,
      countries: draft.countries,
      surveyIds: draft.surveyIds,
      roundIds: draft.rounds.map((r) => r.id),
      variants: draft.variants.map((v) => ({ key: v.key, name: v.name, ordinal: parseIntegerInput(v.ordinal) ?? 0 })),
      options: draft.options.map((o) => ({ name: o.name, ordinal: parseIntegerInput(o.ordinal) ?? 0 })),
      prices: draft.prices.map((p) => ({
        currencyId: p.currencyId,
        paper: p.paper,
        variant: p.variant,
        value: parseDecimalInput(p.value) ?? 0,
        discountValue: parseDecimalInput(p.discountValue) ?? 0,
        extraEvaluationValue: parseDecimalInput(p.extraEvaluationValue) ?? 0,
      })),
    },
    savedType,
  );
}

/** The product form's own message codes (of its checks and the server's product rules) → their texts. */
export const PRODUCT_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  duplicatePrice: 'config.products.dialog.duplicatePrice',
  invalidInteger: 'config.common.invalidInteger',
  invalidPrice: 'config.products.dialog.invalidPrice',
};

/**
 * The product form's schema: the draft with the rules of spec 3 §5 (productFormViolation: the
 * numbers as typed, then core productViolation, the service's own rule) as its refinement; the first
 * broken rule becomes the error of the field it names (`prices.1`, `variants.0.ordinal`).
 */
export function productFormSchema(savedType: ProductType | null) {
  return withRule(z.custom<ProductFormDraft>(), (draft) => {
    const violation = productFormViolation(draft, savedType);
    // the rules name the chosen surveys `surveys`, as the procedure does; the form holds their ids
    const param = violation?.param.startsWith('surveys') ? 'surveyIds' : violation?.param;
    return violation && param !== undefined ? { param, message: PRODUCT_MESSAGE_KEYS[violation.message] ?? violation.message } : null;
  });
}

/** Prices kept consistent with the draft: a variant that is gone (or none chosen) becomes the first, no paper price for a type without paper. */
export function normalizedPrices(draft: ProductFormDraft): PriceDraft[] {
  const keys = draft.variants.map((v) => v.key);
  const surveyLike = draft.type !== null && isSurveyLikeProduct(draft.type);
  return draft.prices.map((p) => ({
    ...p,
    paper: surveyLike ? p.paper : false,
    variant: keys.length === 0 ? null : p.variant !== null && keys.includes(p.variant) ? p.variant : (keys[0] ?? null),
  }));
}

/** The indexes of prices that repeat an earlier price's currency + paper + variant (spec 3 §5). */
export function duplicatePriceIndexes(prices: readonly PriceDraft[]): number[] {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  for (const [index, price] of prices.entries()) {
    const key = JSON.stringify([price.currencyId, price.paper, price.variant]);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else {
      duplicates.add(first);
      duplicates.add(index);
    }
  }
  return [...duplicates].sort((a, b) => a - b);
}

/** The body of POST/PUT …/products (without orgId / id / year); call only for a valid draft. */
export function productPayload(draft: ProductFormDraft) {
  const description = cleanLocalized(draft.description);
  const variantByKey = new Map(draft.variants.map((v) => [v.key, v]));
  return {
    type: draft.type ?? 'survey',
    productGroupId: draft.productGroupId,
    shortName: draft.shortName.trim(),
    ...(draft.ordinal.trim() !== '' ? { ordinal: parseIntegerInput(draft.ordinal) ?? 0 } : {}),
    localeId: draft.type === 'certificate' ? draft.localeId : null,
    name: cleanLocalized(draft.name),
    description: hasAnyLocale(description) ? description : null,
    countries: draft.countries,
    minRounds: integerOrNull(draft.minRounds),
    extraEvaluationAvailable: draft.extraEvaluationAvailable,
    hidden: draft.hidden,
    surveys: draft.type === 'survey' ? draft.surveyIds.map((id) => ({ id })) : [],
    rounds: draft.type === 'survey' ? [] : draft.rounds.map((r) => ({ id: r.id, customDeadline: r.customDeadline })),
    variants: draft.variants.map((v) => ({ ...(v.id !== null ? { id: v.id } : {}), name: cleanLocalized(v.name), ordinal: parseIntegerInput(v.ordinal) ?? 0 })),
    options: draft.options.map((o) => ({ ...(o.id !== null ? { id: o.id } : {}), name: cleanLocalized(o.name), ordinal: parseIntegerInput(o.ordinal) ?? 0 })),
    prices: draft.prices.map((p) => {
      const variant = p.variant === null ? undefined : variantByKey.get(p.variant);
      return {
        currencyId: p.currencyId,
        paper: p.paper,
        ...(variant === undefined
          ? { variantId: null }
          : variant.id !== null
            ? { variantId: variant.id }
            : { variantOrdinal: parseIntegerInput(variant.ordinal) ?? 0 }),
        value: parseDecimalInput(p.value) ?? 0,
        discountValue: parseDecimalInput(p.discountValue) ?? 0,
        extraEvaluationValue: parseDecimalInput(p.extraEvaluationValue) ?? 0,
        minRounds: draft.type !== null && isSurveyLikeProduct(draft.type) ? integerOrNull(p.minRounds) : null,
        vatRate: parseDecimalInput(p.vatRate) ?? STANDARD_VAT_PERCENT,
      };
    }),
  };
}
