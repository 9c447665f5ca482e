import { z } from 'zod';
import { ORDERING_DISABLED_REASONS } from '@eqa/core';
import { ZId, ZLocalizedOut } from '../shared.types';

/**
 * Shared pieces of the orders API (spec 2 §7, under /labs/{labId}/orders/orgs/{orgId}). Money on the
 * wire is in major units, as numeric(14,2) stores it (12500.5 is 12 500,50 Ft): a number with at most
 * two decimals. Arithmetic on it goes through core's toMinorUnits (docs/decisions/orders-api.md).
 */

/** An ordering year (path segment {year}; products allow 1990–2200). */
export const ZOrderYear = z.number().int().min(1990).max(2200);

/** /labs/{labId}/orders/orgs/{orgId}. */
export const ZOrdersInput = z.object({ labId: ZId, orgId: ZId });
export type TOrdersInput = z.infer<typeof ZOrdersInput>;

/** /labs/{labId}/orders/orgs/{orgId}/years/{year}. */
export const ZOrdersYearInput = z.object({ labId: ZId, orgId: ZId, year: ZOrderYear });
export type TOrdersYearInput = z.infer<typeof ZOrdersYearInput>;

/** A money amount in major units (numeric(14,2)). */
export const ZMoney = z.number();

/** Spec 2 §3 "Round order": one round of an order. */
export const ZRoundOrder = z.object({
  roundId: z.number().int(),
  active: z.boolean(),
  sampleSetQuantity: z.number().int(),
  extraEvaluationQuantity: z.number().int(),
  variantId: z.number().int().nullable(),
  paper: z.boolean(),
  /** Changed since the last checkout (core isRoundOrderDirty). */
  dirty: z.boolean(),
  /** The product's type. */
  type: z.enum(['survey', 'external_survey', 'certificate']),
  /** The quantities confirmed at the last checkout (null: never checked out). */
  confirmedSampleSetQuantity: z.number().int().nullable(),
  confirmedExtraEvaluationQuantity: z.number().int().nullable(),
});
export type TRoundOrder = z.infer<typeof ZRoundOrder>;

/** Spec 2 §3 "Order": a lab's order of one product of the year. */
export const ZOrder = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  type: z.enum(['survey', 'external_survey', 'certificate']),
  paper: z.boolean(),
  variantId: z.number().int().nullable(),
  /** Major units; a cancelled order keeps its last amount but counts 0 in every sum. */
  amount: ZMoney,
  currency: z.string(),
  /** Changed since the last checkout (core isOrderDirty). */
  dirty: z.boolean(),
  /** false: cancelled. */
  active: z.boolean(),
  comment: z.string().nullable(),
  /** The selected options (spec "options"), ids of the product's options. */
  optionIds: z.array(z.number().int()),
  /** Every round of the order, in the order of the rounds' ordinals. */
  rounds: z.array(ZRoundOrder),
  confirmedAt: z.string().nullable(),
  confirmedAmount: ZMoney.nullable(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Why ordering is disabled (core orderingDisabledReason): global flag, org flag, lab flag, past year. */
export const ZOrderingDisabledReason = z.enum(ORDERING_DISABLED_REASONS);

/** A multilingual text. */
export const ZLocalized = ZLocalizedOut;
