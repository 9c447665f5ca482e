import { z } from 'zod';
import { ZMoney } from './orders.types';

/** Spec 2 §3 "Annual summary", plus `disabled` (core isAnnualSummaryYearDisabled). */
export const ZAnnualSummary = z.object({
  year: z.number().int(),
  /** The last year the lab can order for at the org: the newest year of the org's catalogue it sees (null: none). */
  lastOrderYear: z.number().int().nullable(),
  /** Any order of the year changed since the last checkout (core isAnnualSummaryDirty). */
  dirty: z.boolean(),
  /** Active (not cancelled) orders of the year. */
  numberOfOrders: z.number().int(),
  /** Σ amounts of the active orders, major units. */
  total: ZMoney,
  /** The lab's currency (its country's). */
  currency: z.string(),
  /** Invoice rows (proformas and invoices, cancelled ones too) of the year. */
  numberOfInvoices: z.number().int(),
  /** Some invoice of the year is neither paid, nor cancelled, nor a cancellation document. */
  hasUnpaidInvoices: z.boolean(),
  /** Some invoice of the year is late (core isLatePayment). */
  hasLatePayments: z.boolean(),
  /** Years after lastOrderYear (or after this year when there is none) cannot be opened. */
  disabled: z.boolean(),
});
export type TAnnualSummary = z.infer<typeof ZAnnualSummary>;

export const ZAnnualSummaries = z.object({ items: z.array(ZAnnualSummary), total: z.number().int().min(0) });
export type TAnnualSummaries = z.infer<typeof ZAnnualSummaries>;
