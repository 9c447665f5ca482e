import { z } from 'zod';
import { PRODUCT_TYPES } from '@eqa/core';
import { ZId } from '../../shared.types';
import { ZBodyId, ZBooleanIn, ZDateTimeIn, ZDecimalIn, ZIntegerIn, ZLocalizedIn, ZMoneyIn, ZOrdinalIn, ZRefIn, ZYearIn } from '../config.types';

/**
 * A price as the product dialog sends it (spec 3 §3, §5): currency of the org's countries (default
 * the first), paper (survey-like products only), the variant by id (existing) or by ordinal (new
 * variants), values as decimals (default 0). The type is set from the product.
 */
export const ZProductPriceIn = z.object({
  currencyId: z.string().min(1).max(10).optional(),
  paper: ZBooleanIn.optional(),
  variantId: ZBodyId.nullable().optional(),
  variantOrdinal: ZOrdinalIn.nullable().optional(),
  value: ZMoneyIn.optional(),
  discountValue: ZMoneyIn.optional(),
  extraEvaluationValue: ZMoneyIn.optional(),
  /** Spec 2 §5: the minimum rounds of this price (survey-like products; null: the product's). */
  minRounds: ZIntegerIn.nullable().optional(),
  /** The VAT percentage of the (net) price; default the standard Hungarian rate (27). */
  vatRate: ZDecimalIn.optional(),
});
export type TProductPriceIn = z.infer<typeof ZProductPriceIn>;

const namedItem = z.object({ id: ZBodyId.optional(), name: ZLocalizedIn, ordinal: ZOrdinalIn });

const productFields = {
  type: z.enum(PRODUCT_TYPES, { error: (issue) => (issue.input === undefined ? 'requiredField' : 'Unknown product type') }),
  productGroupId: ZBodyId.nullable(),
  shortName: z.string().max(100).default(''),
  ordinal: ZOrdinalIn.optional(),
  localeId: z.string().min(2).max(10).nullable().optional(),
  name: ZLocalizedIn.default({}),
  description: ZLocalizedIn.nullable().optional(),
  countries: z.array(z.string().min(2).max(2)).max(300).default([]),
  minRounds: ZIntegerIn.nullable().optional(),
  extraEvaluationAvailable: ZBooleanIn.optional(),
  hidden: ZBooleanIn.optional(),
  /** external_survey and certificate products: rounds of the product's year, with an optional custom deadline. */
  rounds: z.array(z.object({ id: ZBodyId, customDeadline: ZDateTimeIn.nullable().optional() })).max(100).default([]),
  /** survey products: surveys of the product's year. */
  surveys: z.array(ZRefIn).max(500).default([]),
  variants: z.array(namedItem).max(50).default([]),
  options: z.array(namedItem).max(50).default([]),
  prices: z.array(ZProductPriceIn).max(200).default([]),
};

/** POST /orgs/{orgId}/products (year: default the current year). */
export const ZCreateProductInput = z.object({ orgId: ZId, year: ZYearIn.optional(), ...productFields });
export type TCreateProductInput = z.infer<typeof ZCreateProductInput>;

/** PUT /orgs/{orgId}/products/{id}: the whole product (its year and type stay). */
export const ZUpdateProductInput = z.object({ orgId: ZId, id: ZId, ...productFields });
export type TUpdateProductInput = z.infer<typeof ZUpdateProductInput>;

export const ZDeleteProductInput = z.object({ orgId: ZId, id: ZId });
