import { calendarDay } from '../surveys/survey-default-times';
import type { DateLike } from '../surveys/survey-status';
import { ORDERS_TIME_ZONE } from './constants';

/** The fields of an invoice (or proforma) the payment rules read. */
export interface InvoicePaymentState {
  paid: boolean;
  cancelled: boolean;
  /** Set on a cancellation document: the number of the invoice it cancels. */
  cancelledAnnualNumber: number | null;
  /** A calendar day 'YYYY-MM-DD' (or a date, taken as its day in the provider's zone). */
  paymentDeadline: DateLike;
  /** The service year the document is for (the ordering year of its row). */
  year: number;
}

/**
 * Late payment of one invoice row: not paid, not cancelled, not a cancellation document, the
 * payment deadline is before today (in the provider's zone), and the service year it is for has
 * begun: a document for a future year never blocks anything before that year (issue 31). On the
 * deadline day itself it is not late yet. Proformas count: the proforma is the request for payment,
 * and its invoice document is only uploaded after payment; a cancellation document asks for no
 * payment.
 */
export function isLatePayment(invoice: InvoicePaymentState, now: DateLike, timeZone: string = ORDERS_TIME_ZONE): boolean {
  if (invoice.paid || invoice.cancelled || invoice.cancelledAnnualNumber !== null) return false;
  const today = calendarDay(now, timeZone);
  if (invoice.year > latePaymentCutoffYear(today)) return false;
  return calendarDay(invoice.paymentDeadline, timeZone) < today;
}

/**
 * A lab has a late payment (spec 2 §6: no access to evaluations, 403 late_payment_error) when any of
 * the given invoices or proformas is late (the caller chooses the scope).
 */
export function hasLatePayment(invoices: readonly InvoicePaymentState[], now: DateLike, timeZone: string = ORDERS_TIME_ZONE): boolean {
  return invoices.some((invoice) => isLatePayment(invoice, now, timeZone));
}

/**
 * Late payment closes the evaluations of the year the unpaid document is for (issue 31): an
 * evaluation of `evaluationYear` is closed when a late document of the same org is for that year.
 * A late 2017 proforma closes 2017's evaluations, never 2016's or 2018's.
 */
export function closesEvaluationsOf(invoice: InvoicePaymentState, evaluationYear: number, now: DateLike, timeZone: string = ORDERS_TIME_ZONE): boolean {
  return invoice.year === evaluationYear && isLatePayment(invoice, now, timeZone);
}

/**
 * The day a query compares with, for the same rule in SQL:
 * `not paid and not cancelled and cancelled_annual_number is null and payment_deadline < :day
 *  and year <= latePaymentCutoffYear(:day)`.
 */
export function latePaymentCutoffDay(now: DateLike, timeZone: string = ORDERS_TIME_ZONE): string {
  return calendarDay(now, timeZone);
}

/** The latest service year whose documents can be late on `cutoffDay` ('YYYY-MM-DD'): its own year. */
export function latePaymentCutoffYear(cutoffDay: string): number {
  return Number(cutoffDay.slice(0, 4));
}
