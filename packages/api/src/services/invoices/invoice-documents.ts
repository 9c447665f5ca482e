import { AppError, assertDocumentFile, INVOICE_DOCUMENT_MEDIA_TYPE, invoiceDocumentName, MAX_DOCUMENT_BYTES, ORDER_MESSAGES } from '@eqa/core';
import type { TInvoiceDocument } from './invoices.types';
import { openOrderYear, type BillingContext, type OpenedOrderYear, type OrderYearKey } from '../checkout/order-year-access';
import { cleanFileName } from '../results/result-files';
import { detectedMimeType, insertFile } from '../files/stored-files';
import { findInvoiceRow, invoiceItems, type InvoiceRow } from './invoice-items';

export type InvoiceKey = OrderYearKey & { invoiceId: number };

/** An upload that passed the checks that need no content. */
export interface PreparedInvoiceUpload {
  opened: OpenedOrderYear;
  key: InvoiceKey;
  invoice: InvoiceRow;
}

/**
 * PUT …/invoices/{invoiceId}/documents/invoice/content, before the body is read: org users of the
 * org only (lab users 403), the invoice of the lab's year (404).
 */
export async function prepareInvoiceUpload(ctx: BillingContext, key: InvoiceKey): Promise<PreparedInvoiceUpload> {
  const opened = await openOrderYear(ctx, key, 'write');
  if (!opened.orgUser) throw AppError.forbidden('Only organisation users upload invoices');
  const invoice = await findInvoiceRow(ctx.db, key);
  return { opened, key, invoice };
}

/**
 * Stores an uploaded invoice document (spec 2 §5: PDF only; issue 31: an upload never loses a
 * document). The type is decided by the content's bytes (file-type), not the declared Content-Type
 * or the name: 415 `invoices.onlyPdfAccepted` otherwise; 422 empty, 413 over MAX_DOCUMENT_BYTES
 * (core assertDocumentFile). Every upload is ADDED after the invoice's documents: an earlier one is
 * kept and listed. The document's `name` is what staff named it (`name`), else null: the
 * invoice's identifier (core invoiceIdentifier) changes only when staff name a document, and an
 * unnamed one is shown by its file name.
 */
export async function storeInvoiceUpload(
  ctx: BillingContext,
  prepared: PreparedInvoiceUpload,
  file: { content: Buffer; size: number; fileName: string | null; name: string | null },
): Promise<{ document: TInvoiceDocument; created: boolean }> {
  if (file.size === 0) throw AppError.constraint('file', 'File is empty', 'value.fileEmpty');
  // too large: answered before the (not kept) content is looked at
  if (file.size > MAX_DOCUMENT_BYTES) assertDocumentFile({ mimeType: 'application/pdf', size: file.size }, INVOICE_DOCUMENT_MEDIA_TYPE, MAX_DOCUMENT_BYTES);
  const detected = (await detectedMimeType(file.content)) ?? 'application/octet-stream';
  if (detected !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF files are accepted', { param: 'file', type: ORDER_MESSAGES.onlyPdfAccepted });
  }
  const mediaType = assertDocumentFile({ mimeType: detected, size: file.size }, INVOICE_DOCUMENT_MEDIA_TYPE, MAX_DOCUMENT_BYTES);
  const given = file.name?.trim() ?? '';
  const name = given === '' ? null : given.slice(0, 200);
  const fallback = invoiceDocumentName(null, file.fileName ?? '') || 'invoice';
  const fileName = cleanFileName(file.fileName && file.fileName.trim() !== '' ? file.fileName : `${name ?? fallback}.pdf`);
  const userId = prepared.opened.session.user.id;
  const { key } = prepared;

  const documentId = await ctx.db.transaction().execute(async (trx) => {
    await findInvoiceRow(trx, key, { lock: true });
    const fileId = await insertFile(trx, { name: fileName, mediaType, content: file.content, createdBy: userId });
    const last = await trx
      .selectFrom('invoiceDocuments')
      .select((eb) => eb.fn.max('ordinal').as('ordinal'))
      .where('invoiceId', '=', key.invoiceId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('invoiceDocuments')
      .values({ invoiceId: key.invoiceId, type: 'invoice', name, uploaded: true, title: null, ordinal: Number(last?.ordinal ?? 0) + 1, mediaType, size: file.size, fileId, createdAt: prepared.opened.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const [item] = await invoiceItems(ctx.db, [prepared.invoice], prepared.opened.now, { staff: prepared.opened.orgUser });
  const document = item?.documents.find((d) => d.id === documentId);
  if (!document) throw AppError.notFound('Invoice document');
  return { document, created: true };
}

/**
 * GET …/invoices/{invoiceId}/documents/{docId}/content: a document of an invoice of the lab's year
 * (read access: the lab's users with the year's accepted contract, org users of the org); 404 when
 * it is not one of them.
 */
export async function readInvoiceDocument(
  ctx: BillingContext,
  key: InvoiceKey & { documentId: number },
): Promise<{ name: string; mediaType: string; content: Buffer }> {
  await openOrderYear(ctx, key, 'read');
  const row = await ctx.db
    .selectFrom('invoiceDocuments as d')
    .innerJoin('invoices as i', 'i.id', 'd.invoiceId')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['f.name', 'd.mediaType', 'f.content'])
    .where('d.id', '=', key.documentId)
    .where('d.invoiceId', '=', key.invoiceId)
    .where('i.labId', '=', key.labId)
    .where('i.orgId', '=', key.orgId)
    .where('i.year', '=', key.year)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Invoice document');
  return row;
}
