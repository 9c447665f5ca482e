import { AppError, documentKind, formatDocumentNumber, invoiceIdentifier, invoiceState, isLatePayment, lacksAccountingInvoice, type DocumentSeries } from '@eqa/core';
import type { Executor, JobRun } from '@eqa/db';
import type { TInvoice, TInvoiceDocument, TInvoiceDocumentJob } from './invoices.types';
import { INVOICE_DOCUMENT_JOB, invoiceDocumentJobKey } from './invoice-document-job';
import type { OrderYearKey } from '../checkout/order-year-access';

/** The invoice columns an item is made of. */
export const INVOICE_COLUMNS = [
  'i.id',
  'i.labId',
  'i.orgId',
  'i.year',
  'i.annualNumber',
  'i.cancelledAnnualNumber',
  'i.proforma',
  'i.series',
  'i.cancelsInvoiceId',
  'i.cancelled',
  'i.paid',
  'i.paidAt',
  'i.paymentDeadline',
  'i.total',
  'i.currencyId',
  'i.createdAt',
  'i.changedAt',
] as const;

export interface InvoiceRow {
  id: number;
  labId: number;
  orgId: number;
  year: number;
  annualNumber: number;
  cancelledAnnualNumber: number | null;
  proforma: boolean;
  series: DocumentSeries;
  cancelsInvoiceId: number | null;
  cancelled: boolean;
  paid: boolean;
  paidAt: Date | null;
  paymentDeadline: string;
  total: number;
  currencyId: string;
  createdAt: Date;
  /** When the row or one of its documents last changed (database clock). */
  changedAt: Date;
}

/** The path of a document's content under /api/v1. */
export function invoiceDocumentPath(row: Pick<InvoiceRow, 'labId' | 'orgId' | 'year' | 'id'>, documentId: number): string {
  return `/labs/${row.labId}/orders/orgs/${row.orgId}/years/${row.year}/invoices/${row.id}/documents/${documentId}/content`;
}

/** A generated document is the invoices.document job's; an uploaded one staff uploaded (20261202042000_invoice_documents). */
export function isGeneratedDocument(document: { uploaded: boolean }): boolean {
  return !document.uploaded;
}

/** A document job's run on the wire; the error for staff only (`staff`). */
export function invoiceDocumentJobOut(run: Pick<JobRun, 'id' | 'status' | 'error' | 'createdAt' | 'finishedAt'>, staff: boolean): TInvoiceDocumentJob {
  return {
    id: run.id,
    status: run.status,
    error: staff && run.status === 'failed' ? run.error : null,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** The newest invoices.document run of each invoice (by created_at, id). */
async function latestDocumentJobs(db: Executor, invoiceIds: readonly number[]) {
  const runs = await db
    .selectFrom('jobRuns')
    .distinctOn('key')
    .select(['id', 'key', 'status', 'error', 'createdAt', 'finishedAt'])
    .where('kind', '=', INVOICE_DOCUMENT_JOB)
    .where('key', 'in', invoiceIds.map(invoiceDocumentJobKey))
    .orderBy('key')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(runs.map((run) => [run.key, run]));
}

/**
 * The invoices as list items (documents by ordinal, id; the newest run of the PDF job), as of
 * `now`. `staff`: the reader is an org user, who also sees why a PDF job failed.
 */
export async function invoiceItems(db: Executor, rows: readonly InvoiceRow[], now: Date, options: { staff: boolean }): Promise<TInvoice[]> {
  if (rows.length === 0) return [];
  const [documents, jobs] = await Promise.all([
    db
      .selectFrom('invoiceDocuments as d')
      .innerJoin('files as f', 'f.id', 'd.fileId')
      .select(['d.id', 'd.invoiceId', 'd.type', 'd.name', 'd.title', 'd.mediaType', 'd.size', 'd.ordinal', 'd.createdAt', 'd.uploaded', 'f.name as fileName'])
      .where('d.invoiceId', 'in', rows.map((r) => r.id))
      .orderBy('d.ordinal')
      .orderBy('d.id')
      .execute(),
    latestDocumentJobs(db, rows.map((r) => r.id)),
  ]);
  const byInvoice = new Map<number, TInvoiceDocument[]>();
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  for (const d of documents) {
    const row = rowOf.get(d.invoiceId);
    if (!row) continue;
    const list = byInvoice.get(d.invoiceId) ?? [];
    list.push({
      id: d.id,
      type: d.type,
      name: d.name,
      title: d.title,
      fileName: d.fileName,
      mediaType: d.mediaType,
      size: d.size,
      ordinal: d.ordinal,
      generated: isGeneratedDocument(d),
      createdAt: d.createdAt.toISOString(),
      downloadPath: invoiceDocumentPath(row, d.id),
    });
    byInvoice.set(d.invoiceId, list);
  }
  return rows.map((row) => {
    const docs = byInvoice.get(row.id) ?? [];
    const job = jobs.get(invoiceDocumentJobKey(row.id));
    const payment = { paid: row.paid, cancelled: row.cancelled, cancelledAnnualNumber: row.cancelledAnnualNumber, paymentDeadline: row.paymentDeadline, year: row.year };
    const uploaded = docs.filter((d) => !d.generated);
    return {
      id: row.id,
      identifier: invoiceIdentifier({ year: row.year, annualNumber: row.annualNumber, series: row.series, documents: docs }),
      number: formatDocumentNumber(row.series, row.year, row.annualNumber),
      kind: documentKind(row),
      series: row.series,
      year: row.year,
      annualNumber: row.annualNumber,
      cancelledAnnualNumber: row.cancelledAnnualNumber,
      cancelledNumber: row.cancelledAnnualNumber === null ? null : formatDocumentNumber(row.proforma ? 'proforma' : 'invoice', row.year, row.cancelledAnnualNumber),
      lacksAccountingInvoice: lacksAccountingInvoice({ ...row, hasUploadedDocument: uploaded.length > 0 }),
      proforma: row.proforma,
      cancelled: row.cancelled,
      paid: row.paid,
      paidAt: row.paidAt?.toISOString() ?? null,
      latePayment: isLatePayment(payment, now),
      state: invoiceState(payment, now),
      createdAt: row.createdAt.toISOString(),
      paymentDeadline: row.paymentDeadline,
      total: row.total,
      currency: row.currencyId,
      documents: docs,
      documentJob: job ? invoiceDocumentJobOut(job, options.staff) : null,
      updatedAt: row.changedAt.toISOString(),
    };
  });
}

/** One invoice of the lab's year at the org as an item, for staff; 404 when it is not one of them. */
export async function loadInvoiceItem(db: Executor, key: OrderYearKey & { invoiceId: number }, now: Date): Promise<TInvoice> {
  const row = await findInvoiceRow(db, key);
  const [item] = await invoiceItems(db, [row], now, { staff: true });
  if (!item) throw AppError.notFound('Invoice');
  return item;
}

/** The invoice row of the lab's year at the org; 404 otherwise. */
export async function findInvoiceRow(db: Executor, key: OrderYearKey & { invoiceId: number }, options: { lock?: boolean } = {}): Promise<InvoiceRow> {
  let query = db
    .selectFrom('invoices as i')
    .select(INVOICE_COLUMNS)
    .where('i.id', '=', key.invoiceId)
    .where('i.labId', '=', key.labId)
    .where('i.orgId', '=', key.orgId)
    .where('i.year', '=', key.year);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw AppError.notFound('Invoice');
  return row;
}
