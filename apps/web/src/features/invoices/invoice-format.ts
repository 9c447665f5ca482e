import { formatInvoiceNumber } from '@eqa/core';
import { formatDate, type Locales, type TranslationFunctions } from '@eqa/i18n';
import type { RouterOutputs } from '../../lib/trpc';

export type Invoice = RouterOutputs['invoices']['list']['items'][number];
export type InvoiceDocument = Invoice['documents'][number];

/** A calendar day ('2017-06-30') in the locale's style, whatever the browser's zone. */
export function formatDay(day: string, locale: Locales): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, locale, { timeZone: 'UTC' });
}

/** An uploaded document by its name; a generated one by its kind in the user's language (its stored title is the server's). */
export function documentLabel(document: Pick<InvoiceDocument, 'name' | 'type' | 'generated'>, LL: TranslationFunctions): string {
  const name = document.name?.trim();
  return name && !document.generated ? name : LL.invoices.documentTypes[document.type]();
}

/**
 * Its generated PDF is still being made: the checkout (or a cancellation) wrote the row, and the
 * invoices.document job adds the document a moment later. Every row the portal issues gets one.
 */
export function awaitsGeneratedDocument(invoice: { documents: ReadonlyArray<Pick<InvoiceDocument, 'generated'>> }): boolean {
  return !invoice.documents.some((document) => document.generated);
}

/** How often the list asks again while a document is being made, and for how long at most (a lost job is not waited for forever). */
export const DOCUMENT_POLL_MS = 2000;
export const DOCUMENT_WAIT_MS = 60_000;

/**
 * The invoice list's refetch interval: DOCUMENT_POLL_MS while some row awaits its generated PDF and
 * it has been awaited for less than DOCUMENT_WAIT_MS (`since`: when the wait was first seen), else
 * false.
 */
export function documentPollInterval(rows: ReadonlyArray<{ documents: ReadonlyArray<Pick<InvoiceDocument, 'generated'>> }>, since: number | null, now: number): number | false {
  if (!rows.some(awaitsGeneratedDocument)) return false;
  return since === null || now - since < DOCUMENT_WAIT_MS ? DOCUMENT_POLL_MS : false;
}

/**
 * What a row is, under its identifier: a proforma; a proforma whose invoice was uploaded onto it once
 * paid (the identifier is then the invoice's name, so the proforma's own number is named here); or
 * an invoice of the invoice series.
 */
export function invoiceKindLabel(invoice: Pick<Invoice, 'proforma' | 'year' | 'annualNumber'> & { documents: ReadonlyArray<Pick<InvoiceDocument, 'type' | 'generated'>> }, LL: TranslationFunctions): string {
  if (!invoice.proforma) return LL.invoices.kind.invoice();
  const invoiced = invoice.documents.some((document) => document.type === 'invoice' && !document.generated);
  return invoiced ? LL.invoices.kind.invoicedProforma({ number: formatInvoiceNumber(invoice.year, invoice.annualNumber) }) : LL.invoices.kind.proforma();
}
