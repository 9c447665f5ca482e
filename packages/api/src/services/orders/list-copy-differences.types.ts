import { z } from 'zod';
import { ZLocalized } from './orders.types';

/** Spec 2 §3 "Order differences entry" of the last copy into the year (order_copy_differences). */
export const ZOrderCopyDifference = z.object({
  id: z.number().int(),
  /** The new year's product (null: it no longer exists). */
  productId: z.number().int().nullable(),
  shortName: z.string(),
  name: ZLocalized,
  /** The year copied into. */
  year: z.number().int(),
  /** Copied, but its document type changed. */
  paper: z.boolean(),
  /** Not copied: none of its ordered rounds exists in the new year. */
  empty: z.boolean(),
  /** core OrderCopyDifferenceReason: missing (product gone), empty, paper, no_price (no price for the lab). */
  reason: z.enum(['missing', 'empty', 'paper', 'no_price']),
});

export const ZOrderCopyDifferences = z.object({ items: z.array(ZOrderCopyDifference), total: z.number().int().min(0) });
export type TOrderCopyDifferences = z.infer<typeof ZOrderCopyDifferences>;
