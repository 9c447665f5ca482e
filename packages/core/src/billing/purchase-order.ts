import { z } from 'zod';

/**
 * The lab's purchase-order number (its own reference of the order, which its accounts payable
 * match the invoice by). Optional; at most 50 characters — the order number field of the
 * Hungarian online invoice data (NAV Online Számla `orderNumber`) — and printable text on one line.
 */
export const PURCHASE_ORDER_NUMBER_MAX_LENGTH = 50;
export const PURCHASE_ORDER_MESSAGES = { invalid: 'billing.purchaseOrder.invalid' } as const;

export const ZPurchaseOrderNumber = z
  .string()
  .trim()
  .max(PURCHASE_ORDER_NUMBER_MAX_LENGTH, PURCHASE_ORDER_MESSAGES.invalid)
  .regex(/^[^\p{Cc}]*$/u, PURCHASE_ORDER_MESSAGES.invalid)
  .nullable()
  .optional();

/** A purchase-order number as stored: blank → null. */
export function normalisePurchaseOrderNumber(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
