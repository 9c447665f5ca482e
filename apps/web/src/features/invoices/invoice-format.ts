import { JOB_INTERRUPTED } from '@eqa/core';
import { formatDate, type Locales, type TranslationFunctions } from '@eqa/i18n';
import type { RouterOutputs } from '../../lib/trpc';

export type Invoice = RouterOutputs['invoices']['list']['items'][number];
export type InvoiceDocument = Invoice['documents'][number];

/** A calendar day ('2017-06-30') in the locale's style, whatever the browser's zone. */
export function formatDay(day: string, locale: Locales): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, locale, { timeZone: 'UTC' });
}

/** An uploaded document by its name; a generated one by its kind in the user's language (its stored title is the server's). */
export function documentLabel(document: Pick<InvoiceDocument, 'name' | 'type' | 'generated' | 'fileName'>, LL: TranslationFunctions): string {
  const name = document.name?.trim();
  if (document.generated) return LL.invoices.documentTypes[document.type]();
  // an unnamed upload is shown by its file name
  return name || document.fileName || LL.invoices.documentTypes[document.type]();
}

type DocumentJobOf = { documentJob: Pick<NonNullable<Invoice['documentJob']>, 'status'> | null };

/**
 * Its generated PDF is being made: the checkout (a cancellation, a retry) recorded the
 * invoices.document job with the row, and the job adds the document once a worker has run it —
 * at once, or after the queue comes back when it was away.
 */
export function awaitsGeneratedDocument(invoice: DocumentJobOf): boolean {
  const status = invoice.documentJob?.status;
  return status === 'queued' || status === 'running';
}

/** What the documents cell says about the PDF's job: being made, failed (interrupted or not), or nothing. */
export function documentJobNotice(invoice: { documentJob: Pick<NonNullable<Invoice['documentJob']>, 'status' | 'error'> | null }): 'making' | 'failed' | 'interrupted' | null {
  if (awaitsGeneratedDocument(invoice)) return 'making';
  if (invoice.documentJob?.status !== 'failed') return null;
  return invoice.documentJob.error === JOB_INTERRUPTED ? 'interrupted' : 'failed';
}

/** How often the list asks again while a document is being made: quickly at first, then slowly (a queue that is away may take minutes). */
export const DOCUMENT_POLL_MS = 2000;
export const DOCUMENT_SLOW_POLL_MS = 15_000;
export const DOCUMENT_WAIT_MS = 60_000;

/**
 * The invoice list's refetch interval while some row's PDF is being made: DOCUMENT_POLL_MS for the
 * first DOCUMENT_WAIT_MS (`since`: when the wait was first seen), DOCUMENT_SLOW_POLL_MS after; false
 * when nothing is being made (a failed job is not waited for: staff make it again).
 */
export function documentPollInterval(rows: readonly DocumentJobOf[], since: number | null, now: number): number | false {
  if (!rows.some(awaitsGeneratedDocument)) return false;
  return since === null || now - since < DOCUMENT_WAIT_MS ? DOCUMENT_POLL_MS : DOCUMENT_SLOW_POLL_MS;
}

/**
 * What a row is, under its identifier: a cancellation (of the number it cancels); a proforma; a
 * proforma whose invoice was uploaded onto it once paid (named by staff, the identifier is then the
 * invoice's name, so the proforma's own number is named here); or an invoice row — a checkout's
 * while the proforma is disabled, awaiting the accounting's invoice until one is uploaded.
 */
export function invoiceKindLabel(
  invoice: Pick<Invoice, 'proforma' | 'year' | 'annualNumber' | 'kind' | 'cancelledNumber' | 'lacksAccountingInvoice' | 'number'> & { documents: ReadonlyArray<Pick<InvoiceDocument, 'type' | 'generated'>> },
  LL: TranslationFunctions,
): string {
  if (invoice.kind === 'cancellation') return LL.invoices.kind.cancellation({ number: invoice.cancelledNumber ?? '' });
  if (!invoice.proforma) return invoice.lacksAccountingInvoice ? LL.invoices.kind.awaitingInvoice() : LL.invoices.kind.invoice();
  const invoiced = invoice.documents.some((document) => document.type === 'invoice' && !document.generated);
  return invoiced ? LL.invoices.kind.invoicedProforma({ number: invoice.number }) : LL.invoices.kind.proforma();
}
