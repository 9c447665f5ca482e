import { z } from 'zod';
import { ZLocalized, ZMoney, ZOrderingDisabledReason } from './orders.types';

/** Spec 2 §3 "Product round", plus whether the current user may still change its order (core roundOrderEditability). */
export const ZCatalogRound = z.object({
  id: z.number().int(),
  name: z.string(),
  ordinal: z.number().int(),
  /** The round's start: the earliest start of its surveys (null: none scheduled). */
  startsAt: z.string().nullable(),
  /** The round's ordering deadline. */
  deadline: z.string().nullable(),
  /** The product's own deadline for the round (product_rounds.customDeadline), wins over `deadline` for lab users. */
  productRoundDeadline: z.string().nullable(),
  /** The order of this round may still be changed by the current user (false as well while ordering is disabled or the lab is read-only). */
  editable: z.boolean(),
  /** The deadline that applies to the current user (org users: the round start), or null. */
  editDeadline: z.string().nullable(),
});
export type TCatalogRound = z.infer<typeof ZCatalogRound>;

/**
 * Spec 2 §3 "Product price", in the lab's currency only, shaped as core's ProductPriceRow (so the
 * web prices an order with core priceOrder as the server does). Major units.
 */
export const ZCatalogPrice = z.object({
  currencyId: z.string(),
  paper: z.boolean(),
  variantId: z.number().int().nullable(),
  value: ZMoney,
  discountValue: ZMoney,
  extraEvaluationValue: ZMoney,
  minRounds: z.number().int().nullable(),
});

export const ZCatalogNamedItem = z.object({ id: z.number().int(), name: ZLocalized, ordinal: z.number().int() });

/** Spec 2 §3 "Product" as the lab orders it. */
export const ZCatalogProduct = z.object({
  id: z.number().int(),
  type: z.enum(['survey', 'external_survey', 'certificate']),
  shortName: z.string(),
  name: ZLocalized,
  description: ZLocalized.nullable(),
  ordinal: z.number().int(),
  /** Survey products: some survey of it covers an accredited parameter on its start day. */
  accredited: z.boolean(),
  minRounds: z.number().int().nullable(),
  extraEvaluationAvailable: z.boolean(),
  rounds: z.array(ZCatalogRound),
  variants: z.array(ZCatalogNamedItem),
  options: z.array(ZCatalogNamedItem),
  prices: z.array(ZCatalogPrice),
  schemes: z.array(z.object({ id: z.number().int(), name: ZLocalized.nullable(), shortName: z.string() })),
  /** Not ordered and shares a scheme with an ordered product (core productAvailability). */
  disabled: z.boolean(),
  /** The ordered products it shares a scheme with. */
  conflictingProductIds: z.array(z.number().int()),
});
export type TCatalogProduct = z.infer<typeof ZCatalogProduct>;

export const ZCatalogGroup = z.object({
  id: z.number().int(),
  name: ZLocalized,
  description: ZLocalized.nullable(),
  ordinal: z.number().int(),
  products: z.array(ZCatalogProduct),
});

/** GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/catalog. */
export const ZCatalog = z.object({
  year: z.number().int(),
  /** The lab's currency (its country's): the prices are in it. */
  currency: z.string(),
  /** Spec 2 §4 ordering disabled: no editing, no checkout, products read-only. */
  orderingDisabled: z.boolean(),
  orderingDisabledReason: ZOrderingDisabledReason.nullable(),
  /** The current user cannot change these orders (ordering disabled, or a core lab reading its satellite). */
  readOnly: z.boolean(),
  /** The current user is an org user (their deadlines are the round starts). */
  orgUser: z.boolean(),
  groups: z.array(ZCatalogGroup),
});
export type TCatalog = z.infer<typeof ZCatalog>;
