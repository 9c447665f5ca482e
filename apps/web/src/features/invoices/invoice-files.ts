import { checkDocumentFile, INVOICE_DOCUMENT_MEDIA_TYPE, pickedFileMimeType } from '@eqa/core';
import { ORDER_MESSAGES } from '@eqa/core';
import { downloadFile, restHeaders, RestError } from '../surveys/download';

/** An invoice of a lab's year at an org (the path of its plain routes). */
export interface InvoiceKey {
  labId: number;
  orgId: number;
  year: number;
  invoiceId: number;
}

/** The REST base of the plain routes (the documents' downloadPath is relative to it). */
export const REST_BASE = '/api/v1';

/** PUT …/invoices/{invoiceId}/documents/invoice/content?name=&file_name= (spec 2 §7): the invoice PDF. */
export function invoiceUploadPath(key: InvoiceKey, name: string, fileName: string): string {
  const query = new URLSearchParams({ name, file_name: fileName });
  return `${REST_BASE}/labs/${key.labId}/orders/orgs/${key.orgId}/years/${key.year}/invoices/${key.invoiceId}/documents/invoice/content?${query.toString()}`;
}

/**
 * Spec 2 §5: uploaded documents must be PDF (core checkDocumentFile with 'pdf', the type taken from
 * the extension when the browser gives none). null when it may be sent, else the core error key.
 */
export function invoiceFileError(file: { name: string; type: string; size: number }): 'value.fileTypeNotAllowed' | 'value.fileTooLarge' | 'value.fileEmpty' | null {
  const check = checkDocumentFile({ mimeType: pickedFileMimeType(file), size: file.size }, INVOICE_DOCUMENT_MEDIA_TYPE);
  return check.ok ? null : check.error;
}

/** The server refused an upload that is not a PDF by its bytes (415 invoices.onlyPdfAccepted). */
export function isOnlyPdfRefusal(error: unknown): boolean {
  return error instanceof RestError && (error.data.appError.type === ORDER_MESSAGES.onlyPdfAccepted || error.status === 415);
}

/** Uploads an invoice PDF (org users): always added to the invoice's documents; `name` blank leaves it unnamed (the identifier stays). */
export async function uploadInvoicePdf(key: InvoiceKey, file: File, name: string): Promise<void> {
  const response = await fetch(invoiceUploadPath(key, name, file.name), {
    method: 'PUT',
    headers: { ...restHeaders(), 'content-type': 'application/pdf' },
    body: file,
  });
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // not JSON
    }
    throw new RestError(response.status, body);
  }
}

/** Downloads a document of an invoice (its downloadPath under /api/v1). */
export function downloadInvoiceDocument(downloadPath: string): Promise<void> {
  return downloadFile(`${REST_BASE}${downloadPath}`);
}
