import { z } from 'zod';
import { ZPurchaseOrderNumber } from '../billing/purchase-order';
import { REQUIRED_FIELD } from '../config/violation';
import { ORDER_COMMENT_MAX_LENGTH } from './constants';
import { MONEY_MAX_MAJOR } from './money';
import { ORDER_MESSAGES } from './violations';
import { normaliseRoundQuantities, ZOrderQuantity } from './quantities';

const ZOrderId = z.number().int().positive();

/** One round of a product order change (spec 2 §3 round order: roundId and the two quantities). */
export const ZRoundOrderChange = z.object({
  roundId: ZOrderId,
  sampleSetQuantity: ZOrderQuantity,
  extraEvaluationQuantity: ZOrderQuantity,
});
export type RoundOrderChange = z.infer<typeof ZRoundOrderChange>;

/**
 * PATCH /years/{year}/products/{productId}: the change set of one product order (the tRPC and REST
 * input). `rounds` lists the rounds whose quantities are sent (a round not listed keeps its saved
 * quantities, 0 for a new order); `paper` and `active` are left as they are when absent
 * (`active: false` cancels the order). No transform, so input and output types are the same: the
 * service applies normaliseProductOrderChange (extra evaluations reset where no sample set).
 */
export const ZProductOrderChange = z.object({
  rounds: z.array(ZRoundOrderChange).max(200),
  variantId: ZOrderId.nullable(),
  comment: z.string().max(ORDER_COMMENT_MAX_LENGTH).nullable(),
  optionIds: z.array(ZOrderId).max(100),
  paper: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type ProductOrderChange = z.infer<typeof ZProductOrderChange>;

/** The change with each round normalised (spec 2 §5) and a blank comment as null. */
export function normaliseProductOrderChange(change: ProductOrderChange): ProductOrderChange {
  const comment = change.comment === null || change.comment.trim() === '' ? null : change.comment;
  return { ...change, comment, rounds: change.rounds.map((round) => normaliseRoundQuantities(round)) };
}

/**
 * POST /years/{year}/checkout: spec 2 §5 "checkout requires a non-empty password". The validation
 * password is plain text up to 200 characters, as in the survey validation input; its format rule
 * (ZValidationPassword, at least 4 characters) is for setting one, not for typing it.
 */
export const ZCheckoutInput = z.object({
  validationPassword: z.string().min(1, { message: REQUIRED_FIELD }).max(200),
  /** The lab's purchase-order number for the proforma (optional; a staff checkout without one takes the lab's request's). */
  purchaseOrderNumber: ZPurchaseOrderNumber,
});
export type CheckoutInput = z.infer<typeof ZCheckoutInput>;

/** POST /years/{year}/request_checkout: the lab's purchase-order number, when it gives one. */
export const ZRequestCheckoutInput = z.object({ purchaseOrderNumber: ZPurchaseOrderNumber });
export type RequestCheckoutInput = z.infer<typeof ZRequestCheckoutInput>;

/** POST /years/{year}/document_type: online only (false) or online plus paper (true). */
export const ZDocumentTypeInput = z.object({ paper: z.boolean() });
export type DocumentTypeInput = z.infer<typeof ZDocumentTypeInput>;

/**
 * PATCH /years/{year}/invoices/{invoiceId} (org users): the editable fields. paymentDeadline is a
 * calendar day 'YYYY-MM-DD', total a major-unit amount (checked further by invoiceEditViolation).
 * Documents are uploaded separately.
 */
export const ZInvoiceEdit = z.object({
  paymentDeadline: z.iso.date(),
  // within the money column before any rule turns it into minor units (123456789012345 was a RangeError: a 500)
  total: z.number().min(0, { message: ORDER_MESSAGES.invalidTotal }).max(MONEY_MAX_MAJOR, { message: ORDER_MESSAGES.invalidTotal }),
  paid: z.boolean(),
});
export type InvoiceEdit = z.infer<typeof ZInvoiceEdit>;
