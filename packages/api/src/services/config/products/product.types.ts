import { z } from 'zod';
import { PRODUCT_TYPES } from '@eqa/core';
import { ZLocalized } from '../config.types';

/** Spec 3 §3 "Product group: id, name, description (per locale), ordinal". */
export const ZProductGroup = z.object({
  id: z.number().int(),
  name: ZLocalized,
  description: ZLocalized.nullable(),
  ordinal: z.number().int(),
  productCount: z.number().int(),
  deletable: z.boolean(),
});
export type TProductGroup = z.infer<typeof ZProductGroup>;

/** Spec 3 §3 "Product price" (currency of the org's countries; paper, discount, extra evaluation for survey-like products). */
export const ZProductPrice = z.object({
  id: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  currencyId: z.string(),
  paper: z.boolean(),
  variantId: z.number().int().nullable(),
  value: z.number(),
  discountValue: z.number(),
  extraEvaluationValue: z.number(),
  /** Spec 2 §5: the minimum rounds of this price; null: the product's. */
  minRounds: z.number().int().nullable(),
  /** VAT percentage of the (net) price (docs/decisions/vat.md). */
  vatRate: z.number(),
});

export const ZProductVariant = z.object({ id: z.number().int(), name: ZLocalized, ordinal: z.number().int() });
export const ZProductOption = z.object({ id: z.number().int(), name: ZLocalized, ordinal: z.number().int() });

/** Spec 3 §3 "Product". */
export const ZProduct = z.object({
  id: z.number().int(),
  year: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  productGroupId: z.number().int(),
  productGroup: z.object({ id: z.number().int(), name: ZLocalized, ordinal: z.number().int() }),
  shortName: z.string(),
  ordinal: z.number().int(),
  localeId: z.string().nullable(),
  name: ZLocalized,
  description: ZLocalized.nullable(),
  countries: z.array(z.string()),
  minRounds: z.number().int().nullable(),
  extraEvaluationAvailable: z.boolean(),
  hidden: z.boolean(),
  rounds: z.array(
    z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), ordinal: z.number().int(), customDeadline: z.string().nullable() }),
  ),
  surveys: z.array(
    z.object({
      id: z.number().int(),
      schemeVersion: z.object({ id: z.number().int(), name: ZLocalized }),
      scheme: z.object({ id: z.number().int(), shortName: z.string() }),
      round: z.object({ id: z.number().int(), name: z.string() }),
    }),
  ),
  variants: z.array(ZProductVariant),
  options: z.array(ZProductOption),
  prices: z.array(ZProductPrice),
  /** The schemes of the product's surveys. */
  schemes: z.array(z.object({ id: z.number().int(), shortName: z.string() })),
  copiedFromProductId: z.number().int().nullable(),
  /** No order refers to it. */
  deletable: z.boolean(),
});
export type TProduct = z.infer<typeof ZProduct>;
