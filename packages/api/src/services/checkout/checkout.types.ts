import { z } from 'zod';
import { CHECKOUT_DISABLED_REASONS, ZCheckoutInput, ZRequestCheckoutInput } from '@eqa/core';
import { ZId } from '../shared.types';

/** An ordering year (the catalogue's years). */
export const ZOrderYear = z.number().int().min(2000).max(2100);

/** /labs/{labId}/orders/orgs/{orgId}/years/{year}. */
export const ZOrderYearInput = z.object({ labId: ZId, orgId: ZId, year: ZOrderYear });
export type TOrderYearInput = z.infer<typeof ZOrderYearInput>;

/** Why checkout is not allowed for this user now (core checkoutDisabledReason). */
export const ZCheckoutDisabledReason = z.enum(CHECKOUT_DISABLED_REASONS);
export type TCheckoutDisabledReason = z.infer<typeof ZCheckoutDisabledReason>;

/** Ordered against invoiced per currency (core invoicedDifference), major units. */
export const ZInvoicedDifference = z.object({
  currency: z.string(),
  ordered: z.number(),
  invoiced: z.number(),
  /** ordered − invoiced: positive = not invoiced yet, negative = invoiced more than ordered. */
  difference: z.number(),
});

/** GET …/years/{year}/checkout: the checkout dialog's state (spec 2 §3 "Checkout state"). */
export const ZCheckoutState = z.object({
  /** This user may check out now (POST …/checkout). */
  allowed: z.boolean(),
  disabledReason: ZCheckoutDisabledReason.nullable(),
  /** The action the ordering screen offers (core checkoutAction; null: none). */
  action: z.enum(['checkout', 'request_checkout']).nullable(),
  /** A lab user may ask staff to check out (POST …/request_checkout). */
  requestCheckoutAllowed: z.boolean(),
  orderingDisabled: z.boolean(),
  /** No proforma is issued for this lab at this org (org_labs.proforma_invoice_disabled). */
  proformaDisabled: z.boolean(),
  /** A change lowers or cancels something confirmed, or more is invoiced than ordered: staff check it out, no proforma is issued. */
  requiresCancellation: z.boolean(),
  /** Changes since the last checkout. */
  dirty: z.boolean(),
  differences: z.array(ZInvoicedDifference),
  /** The last checkout of the year (ISO), or null. */
  confirmedAt: z.string().nullable(),
  /** The pending checkout request (ISO, business time), or null: the checkout that follows clears it. */
  checkoutRequestedAt: z.string().nullable(),
  /**
   * The due date (YYYY-MM-DD) of the document a checkout now would issue (core paymentDeadline:
   * the org's term from today, for a later year not before the org's day of that year); null when
   * nothing would be issued.
   */
  paymentDeadline: z.string().nullable(),
  /**
   * The rule that gave the due date (null with it): the org's payment term in days from the issue
   * day and, for a later service year than today's, the day (YYYY-MM-DD) the document is not due
   * before (the org's next-year due day; else null).
   */
  dueRule: z.object({ termDays: z.number().int(), notBefore: z.string().nullable() }).nullable(),
});
export type TCheckoutState = z.infer<typeof ZCheckoutState>;

/** POST …/years/{year}/checkout: the validation password (core ZCheckoutInput: not empty) and the lab's purchase-order number. */
export const ZCheckoutRequest = ZCheckoutInput.extend(ZOrderYearInput.shape);
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** POST …/years/{year}/request_checkout: the lab's purchase-order number, when it gives one. */
export const ZRequestCheckoutRequest = ZRequestCheckoutInput.extend(ZOrderYearInput.shape);
export type TRequestCheckoutRequest = z.infer<typeof ZRequestCheckoutRequest>;

/** An invoice issued by a call. */
export const ZIssuedInvoice = z.object({
  id: ZId,
  /** year/annualNumber (core formatInvoiceNumber). */
  number: z.string(),
  proforma: z.boolean(),
  total: z.number(),
  currency: z.string(),
  paymentDeadline: z.string(),
});
export type TIssuedInvoice = z.infer<typeof ZIssuedInvoice>;

export const ZCheckoutResult = z.object({
  confirmedAt: z.string(),
  /** Orders confirmed by this checkout. */
  confirmedOrders: z.number().int().min(0),
  /** Proformas issued (one per currency with something left to invoice; none when disabled or a cancellation is needed). */
  proformas: z.array(ZIssuedInvoice),
  /**
   * The rows issued for a lab whose proforma is disabled (series `invoice`, one per currency with
   * something left to invoice): no PDF is made; the accounting's invoice is uploaded onto them.
   */
  invoices: z.array(ZIssuedInvoice),
  proformaDisabled: z.boolean(),
  requiresCancellation: z.boolean(),
  /** Survey ids: participation added, removed (cancelled, nothing recorded) and kept (cancelled but results recorded). */
  participation: z.object({ added: z.array(ZId), removed: z.array(ZId), kept: z.array(ZId) }),
  /** A confirmation e-mail was written to the lab's users (none without an address). */
  labNotified: z.boolean(),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

/** POST …/years/{year}/request_checkout. */
export const ZRequestCheckoutResult = z.object({
  requestedAt: z.string(),
  /** Changed orders listed in the e-mail. */
  orders: z.number().int().min(0),
  requiresCancellation: z.boolean(),
  /** A confirmation e-mail was written to the lab's users (none without an address). */
  labNotified: z.boolean(),
});
export type TRequestCheckoutResult = z.infer<typeof ZRequestCheckoutResult>;

/** GET …/years/{year}/isProformaDisabled. */
export const ZProformaDisabled = z.object({ proformaDisabled: z.boolean() });
export type TProformaDisabled = z.infer<typeof ZProformaDisabled>;
