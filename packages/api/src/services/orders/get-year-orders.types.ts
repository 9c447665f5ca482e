import { z } from 'zod';
import { ZMoney, ZOrder } from './orders.types';

/** Spec 2 §2 "the sum of order amounts, and the difference against invoiced totals", per currency (core invoicedDifference), major units. */
export const ZOrderTotals = z.object({
  currency: z.string(),
  /** Σ amounts of the active orders. */
  ordered: ZMoney,
  /** Σ totals of the invoices in force (not cancelled, not cancellation documents; proformas count). */
  invoiced: ZMoney,
  /** ordered − invoiced. */
  difference: ZMoney,
});

/** GET /labs/{labId}/orders/orgs/{orgId}/years/{year}: the lab's orders of the year at the org. */
export const ZYearOrders = z.object({
  year: z.number().int(),
  /** The year's document type (order_years.paper): true online plus paper, false online only, null not chosen yet. */
  paper: z.boolean().nullable(),
  /** The lab's currency. */
  currency: z.string(),
  /** Σ amounts of the active orders in the lab's currency. */
  sum: ZMoney,
  totals: z.array(ZOrderTotals),
  /** Some order changed since the last checkout. */
  dirty: z.boolean(),
  /** Core orderCopyAction: 'copy' (current or next year without active orders), 'check_differences', or null. */
  copyAction: z.enum(['copy', 'check_differences']).nullable(),
  /** Every order of the year (cancelled ones too: active false), by product ordinal. */
  orders: z.array(ZOrder),
});
export type TYearOrders = z.infer<typeof ZYearOrders>;
