import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, assertDocumentFile, INVOICE_DOCUMENT_MEDIA_TYPE, invoiceDocumentName, MAX_DOCUMENT_BYTES } from '@eqa/core';
import type { TInvoiceDocument } from './invoices.types';
import { openOrderYear, type BillingContext, type OpenedOrderYear, type OrderYearKey } from '../checkout/order-year-access';
import { cleanFileName } from '../results/result-files';
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
 * Stores the uploaded invoice (spec 2 §5: PDF only; its name from the file when empty). The type is
 * decided by the content's bytes (file-type), not the declared Content-Type or the name: 415
 * otherwise; 422 empty, 413 over MAX_DOCUMENT_BYTES (core assertDocumentFile). The invoice has one
 * uploaded invoice document: a second upload replaces its content and name (PUT), keeping its id
 * and ordinal; the first is added after the generated documents. The name is `name`, else the file
 * name without its extension (core invoiceDocumentName); neither → 422 name.
 */
export async function storeInvoiceUpload(
  ctx: BillingContext,
  prepared: PreparedInvoiceUpload,
  file: { content: Buffer; size: number; fileName: string | null; name: string | null },
): Promise<{ document: TInvoiceDocument; created: boolean }> {
  if (file.size === 0) throw AppError.constraint('file', 'File is empty', 'value.fileEmpty');
  // too large: answered before the (not kept) content is looked at
  if (file.size > MAX_DOCUMENT_BYTES) assertDocumentFile({ mimeType: 'application/pdf', size: file.size }, INVOICE_DOCUMENT_MEDIA_TYPE, MAX_DOCUMENT_BYTES);
  const detected = (await fileTypeFromBuffer(file.content))?.mime ?? 'application/octet-stream';
  const mediaType = assertDocumentFile({ mimeType: detected, size: file.size }, INVOICE_DOCUMENT_MEDIA_TYPE, MAX_DOCUMENT_BYTES);
  const name = invoiceDocumentName(file.name, file.fileName ?? '').slice(0, 200);
  if (name === '') throw AppError.constraint('name', 'requiredField');
  const fileName = cleanFileName(file.fileName && file.fileName.trim() !== '' ? file.fileName : `${name}.pdf`);
  const userId = prepared.opened.session.user.id;
  const { key } = prepared;

  const { documentId, created } = await ctx.db.transaction().execute(async (trx) => {
    await findInvoiceRow(trx, key, { lock: true });
    const stored = await trx
      .insertInto('files')
      .values({ name: fileName, mediaType, size: file.size, sha256: createHash('sha256').update(file.content).digest('hex'), content: file.content, createdBy: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('invoiceDocuments')
      .select(['id', 'fileId'])
      .where('invoiceId', '=', key.invoiceId)
      .where('type', '=', 'invoice')
      .where('name', 'is not', null)
      .orderBy('ordinal')
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('invoiceDocuments').set({ name, mediaType, size: file.size, fileId: stored.id, createdAt: prepared.opened.now }).where('id', '=', existing.id).execute();
      await trx.deleteFrom('files').where('id', '=', existing.fileId).execute();
      return { documentId: existing.id, created: false };
    }
    const last = await trx
      .selectFrom('invoiceDocuments')
      .select((eb) => eb.fn.max('ordinal').as('ordinal'))
      .where('invoiceId', '=', key.invoiceId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('invoiceDocuments')
      .values({ invoiceId: key.invoiceId, type: 'invoice', name, title: null, ordinal: Number(last?.ordinal ?? 0) + 1, mediaType, size: file.size, fileId: stored.id, createdAt: prepared.opened.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { documentId: row.id, created: true };
  });
  const [item] = await invoiceItems(ctx.db, key, [prepared.invoice], prepared.opened.now, { staff: prepared.opened.orgUser });
  const document = item?.documents.find((d) => d.id === documentId);
  if (!document) throw AppError.notFound('Invoice document');
  return { document, created };
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
