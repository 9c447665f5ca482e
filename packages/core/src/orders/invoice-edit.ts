import { calendarDay } from '../surveys/survey-default-times';
import type { DateLike } from '../surveys/survey-status';
import { ORDERS_TIME_ZONE } from './constants';
import { fromMinorUnits, MINOR_UNITS_PER_MAJOR, MONEY_DECIMALS, MONEY_MAX_MINOR, toMinorUnits } from './money';
import type { InvoiceEdit } from './schemas';
import { ORDER_MESSAGES, type OrderViolation } from './violations';

/** Uploaded invoice documents must be PDF (spec 2 §5): check files with assertDocumentFile(file, 'pdf'). */
export const INVOICE_DOCUMENT_MEDIA_TYPE = 'pdf' as const;

/**
 * Spec 2 §5 invoice edit (org users), the first broken rule or null:
 * - total: a number ≥ 0 with at most 2 decimals that fits numeric(14,2) → else 'invoices.invalidTotal';
 * - paymentDeadline not before the creation date (the creation instant's day in the provider's zone;
 *   the same day is allowed) → else 'invoices.paymentDeadlineBeforeCreation'.
 */
export function invoiceEditViolation(
  edit: Pick<InvoiceEdit, 'paymentDeadline' | 'total'>,
  invoice: { createdAt: DateLike },
  timeZone: string = ORDERS_TIME_ZONE,
): OrderViolation | null {
  if (!isValidInvoiceTotal(edit.total)) return { param: 'total', message: ORDER_MESSAGES.invalidTotal };
  if (calendarDay(edit.paymentDeadline, timeZone) < calendarDay(invoice.createdAt, timeZone)) {
    return { param: 'paymentDeadline', message: ORDER_MESSAGES.paymentDeadlineBeforeCreation };
  }
  return null;
}

/** A total an invoice can hold: finite, ≥ 0, at most 2 decimals, within numeric(14,2). */
export function isValidInvoiceTotal(total: number): boolean {
  if (!Number.isFinite(total) || total < 0 || total > fromMinorUnits(MONEY_MAX_MINOR)) return false;
  const text = String(total);
  if (/e/i.test(text)) return Number.isInteger(total) || toMinorUnits(total) / MINOR_UNITS_PER_MAJOR === total;
  return (text.split('.')[1] ?? '').length <= MONEY_DECIMALS;
}

/** Spec 2 §5: an uploaded document's name is taken from the file when empty (the file name without its extension). */
export function invoiceDocumentName(name: string | null, fileName: string): string {
  const given = name?.trim() ?? '';
  if (given !== '') return given;
  const base = fileName.split(/[\\/]/).pop()?.trim() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** Spec 2 §5: save is enabled only when something changed (documents are counted by the caller). */
export function isInvoiceEditChanged(original: InvoiceEdit, edit: InvoiceEdit): boolean {
  return (
    original.paid !== edit.paid ||
    calendarDay(original.paymentDeadline) !== calendarDay(edit.paymentDeadline) ||
    toMinorUnits(original.total) !== toMinorUnits(edit.total)
  );
}
