import { INVOICE_NUMBER_DIGITS } from '../orders/constants';
import { ORDER_MESSAGES, type OrderViolation } from '../orders/violations';

/**
 * The invoice chain (issue 31, docs/decisions/invoices.md "The invoice chain"): which portal rows
 * still wait for the accounting's invoice, how a document is numbered and named, and that an
 * issued document's total follows its lines.
 */

/** The numbering series of an invoice row (db invoices.series). */
export type DocumentSeries = 'proforma' | 'invoice' | 'cancellation';

export interface AccountingInvoiceState {
  series: DocumentSeries;
  paid: boolean;
  cancelled: boolean;
  /** Set on a cancellation document. */
  cancelledAnnualNumber: number | null;
  /** Staff have uploaded a document onto the row (the accounting's invoice). */
  hasUploadedDocument: boolean;
}

/**
 * The row still lacks the accounting's invoice: a paid proforma, or the row of a checkout made
 * while the lab's proforma was disabled (series `invoice`), with no uploaded document, not
 * cancelled. An unpaid proforma waits for payment first; a cancellation asks for no invoice.
 */
export function lacksAccountingInvoice(row: AccountingInvoiceState): boolean {
  if (row.cancelled || row.cancelledAnnualNumber !== null || row.series === 'cancellation' || row.hasUploadedDocument) return false;
  if (row.series === 'proforma') return row.paid;
  return true;
}

/** The prefix of a series' numbers: cancellations are `S-2017/00001` (sztornó), so no number reads as another series'. */
const SERIES_PREFIX: Record<DocumentSeries, string> = { proforma: '', invoice: '', cancellation: 'S-' };

/** A document's number in its series: `2017/00012`, a cancellation `S-2017/00003`. */
export function formatDocumentNumber(series: DocumentSeries, year: number, annualNumber: number): string {
  return `${SERIES_PREFIX[series]}${year}/${String(annualNumber).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** What the document is, for its title and the export: a cancellation, a proforma, or an invoice row. */
export function documentKind(row: { series: DocumentSeries; proforma: boolean; cancelledAnnualNumber: number | null }): 'proforma' | 'invoice' | 'cancellation' {
  if (row.series === 'cancellation' || row.cancelledAnnualNumber !== null) return 'cancellation';
  return row.proforma ? 'proforma' : 'invoice';
}

/**
 * An issued document's total follows its lines (issue 31): an edit that keeps the lines' gross is
 * fine; any other total is refused (422 `invoices.totalFollowsLines`): a correction is a
 * cancellation and a new document. Rows without lines (issued before the snapshot) keep the
 * spec's free total.
 */
export function totalFollowsLinesViolation(editTotalMinor: number, linesGrossMinor: number | null): OrderViolation | null {
  if (linesGrossMinor === null || editTotalMinor === linesGrossMinor) return null;
  return { param: 'total', message: ORDER_MESSAGES.totalFollowsLines };
}
