import { formatDocumentNumber, type DocumentSeries } from '../billing/invoice-chain';
import type { DateLike } from '../surveys/survey-status';
import { INVOICE_NUMBER_DIGITS, ORDERS_TIME_ZONE } from './constants';
import { isLatePayment, type InvoicePaymentState } from './late-payment';

/** Spec 2 §4 invoice state labels, in priority order. */
export const INVOICE_STATES = ['late_payment', 'cancellation', 'cancelled', 'payable', 'paid'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/**
 * Spec 2 §4 "State label priority": late payment (isLatePayment), cancellation (has
 * cancelledAnnualNumber), cancelled, payable (not paid and not cancelled), paid.
 */
export function invoiceState(invoice: InvoicePaymentState, now: DateLike, timeZone: string = ORDERS_TIME_ZONE): InvoiceState {
  if (isLatePayment(invoice, now, timeZone)) return 'late_payment';
  if (invoice.cancelledAnnualNumber !== null) return 'cancellation';
  if (invoice.cancelled) return 'cancelled';
  if (!invoice.paid) return 'payable';
  return 'paid';
}

/** `2017/00012`: the year and the annual number zero-padded to 5 digits (longer numbers as they are). */
export function formatInvoiceNumber(year: number, annualNumber: number): string {
  return `${year}/${String(annualNumber).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

export interface InvoiceDocumentNaming {
  id: number;
  /** 'invoice' for uploaded ones. */
  type: string;
  name: string | null;
  ordinal: number;
}

/**
 * Spec 2 §3: the displayed identifier is year/annualNumber unless an invoice document has a name.
 * The name of an uploaded invoice document (type 'invoice': the accounting system's invoice) wins,
 * then any other named document; within each, the latest (highest ordinal, then highest id): a
 * document is named only when staff name it (issue 31), so naming a later upload changes the
 * identifier and an unnamed upload never does. Blank names do not count.
 */
export function invoiceIdentifier(invoice: { year: number; annualNumber: number; series?: DocumentSeries; documents?: readonly InvoiceDocumentNaming[] }): string {
  const named = (invoice.documents ?? [])
    .filter((document) => document.name !== null && document.name.trim() !== '')
    .sort((a, b) => Number(b.type === 'invoice') - Number(a.type === 'invoice') || b.ordinal - a.ordinal || b.id - a.id);
  const name = named[0]?.name?.trim();
  return name ?? formatDocumentNumber(invoice.series ?? 'proforma', invoice.year, invoice.annualNumber);
}
