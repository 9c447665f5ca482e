import express, { type Router } from 'express';
import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '@eqa/core';
import type { ApiDeps } from '../context';
import { accountingExport } from '../services/invoices/accounting-export';
import { ZAccountingExportInput } from '../services/invoices/accounting-export.types';
import { prepareInvoiceUpload, readInvoiceDocument, storeInvoiceUpload } from '../services/invoices/invoice-documents';
import { AppError } from '@eqa/core';
import { decodeName, firstString, plainRouteKit, readBody, sendFile } from './plain-routes';

/** The binary invoice routes (under /api/v1) the OpenAPI adapter cannot serve. */
export const INVOICE_UPLOAD_PATH = '/labs/:labId/orders/orgs/:orgId/years/:year/invoices/:invoiceId/documents/invoice/content';
export const INVOICE_DOCUMENT_PATH = '/labs/:labId/orders/orgs/:orgId/years/:year/invoices/:invoiceId/documents/:docId/content';
export const ACCOUNTING_EXPORT_PATH = '/orgs/:orgId/invoices/accounting_export.csv';

const ZPositiveId = z.coerce.number().int().positive();
const ZInvoiceParams = z.object({ labId: ZPositiveId, orgId: ZPositiveId, year: z.coerce.number().int().min(2000).max(2100), invoiceId: ZPositiveId });
const ZDocumentParams = ZInvoiceParams.extend({ docId: ZPositiveId });

/**
 * The invoice document routes (spec 2 §7), mounted by the server at /api/v1 before the JSON body
 * parser and the REST handler:
 * - PUT /labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/documents/invoice/content
 *   ?name=&file_name=: the invoice PDF staff upload (org users only). The raw file is the body; its
 *   type is decided by its bytes (a PDF, else 415), whatever Content-Type says; the file name in
 *   `file_name` or the X-File-Name header (percent-encoded), the document name in `name` (blank: the
 *   file name without its extension). 201 { document } when added, 200 when it replaced the
 *   invoice's uploaded document; 413 over MAX_DOCUMENT_BYTES, 422 empty.
 * - GET …/invoices/{invoiceId}/documents/{docId}/content: a document's bytes with its
 *   Content-Disposition (lab users of the lab with the year's contract, org users of the org).
 * - GET /orgs/{orgId}/invoices/accounting_export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: every document
 *   a checkout (or cancellation) made on those issue days, one CSV line per document line (the
 *   org's admins only; issue 31).
 * Errors answer the REST body of the one mapping.
 */
export function createInvoiceRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();

  router.put(INVOICE_UPLOAD_PATH, async (req, res) => {
    try {
      const ctx = await kit.context(req, res);
      const prepared = await prepareInvoiceUpload(ctx, ZInvoiceParams.parse(req.params));
      const body = await readBody(req, MAX_DOCUMENT_BYTES);
      const fileName = firstString(req.query.file_name) ?? firstString(req.query.fileName) ?? decodeName(firstString(req.headers['x-file-name'])) ?? null;
      const stored = await storeInvoiceUpload(ctx, prepared, { content: body.content, size: body.size, fileName, name: firstString(req.query.name) ?? null });
      res.status(stored.created ? 201 : 200).json({ document: stored.document });
    } catch (error) {
      if (!req.readableEnded) req.resume();
      kit.fail(req, res, error);
    }
  });

  router.get(INVOICE_DOCUMENT_PATH, async (req, res) => {
    try {
      const ctx = await kit.context(req, res);
      const params = ZDocumentParams.parse(req.params);
      const file = await readInvoiceDocument(ctx, { ...params, documentId: params.docId });
      sendFile(res, file);
    } catch (error) {
      kit.fail(req, res, error);
    }
  });

  router.get(ACCOUNTING_EXPORT_PATH, async (req, res) => {
    try {
      const ctx = await kit.context(req, res);
      if (!ctx.session) throw AppError.unauthenticated();
      const input = ZAccountingExportInput.parse({ orgId: req.params.orgId, from: firstString(req.query.from), to: firstString(req.query.to) });
      const file = await accountingExport({ db: ctx.db, session: ctx.session }, input);
      sendFile(res, { mediaType: 'text/csv; charset=utf-8', name: file.fileName, content: Buffer.from(file.csv, 'utf8') });
    } catch (error) {
      kit.fail(req, res, error);
    }
  });

  return router;
}

const pathParameters = ['labId', 'orgId', 'year', 'invoiceId'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } }));

/**
 * The two routes as OpenAPI path items (the adapter lists only procedures), for the OpenAPI
 * document to merge: `{ ...document.paths, ...INVOICE_ROUTES_OPENAPI }`.
 */
export const INVOICE_ROUTES_OPENAPI = {
  '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/documents/invoice/content': {
    put: {
      operationId: 'invoices-uploadInvoiceDocument',
      summary: "Upload an invoice's PDF",
      description:
        "Staff upload the invoice PDF of an invoice (spec 2 §7); the raw file is the body, its type decided by its bytes (a PDF, else 415 unsupported_media_type_error, whatever Content-Type says). 201 when the document was added, 200 when it replaced the invoice's uploaded document; over 10 MB is 413, an empty file 422. Organisation users only: lab users get 403.",
      tags: ['invoices'],
      security: [{ bearerAuth: [] }],
      parameters: [
        ...pathParameters,
        { name: 'name', in: 'query', required: false, schema: { type: 'string' }, description: 'Document name; blank: the file name without its extension' },
        { name: 'file_name', in: 'query', required: false, schema: { type: 'string' }, description: 'The file name (or the X-File-Name header)' },
      ],
      requestBody: { required: true, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        '200': { description: 'The uploaded document replaced the earlier one: { document }' },
        '201': { description: 'The document was added: { document }' },
      },
    },
  },
  '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/documents/{docId}/content': {
    get: {
      operationId: 'invoices-downloadDocument',
      summary: 'Download a document of an invoice',
      description:
        "The bytes of an invoice's generated or uploaded document, with its file name. Users of the lab with the year's accepted contract (403 missing_contract_error otherwise) and the organisation's users; 404 for another invoice's document.",
      tags: ['invoices'],
      security: [{ bearerAuth: [] }],
      parameters: [...pathParameters, { name: 'docId', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        '200': { description: 'The file, with Content-Disposition', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      },
    },
  },
  '/orgs/{orgId}/invoices/accounting_export.csv': {
    get: {
      operationId: 'invoices-accountingExport',
      summary: 'Download the accounting export of a period',
      description:
        "Every document a checkout or a cancellation made on the issue days from `from` to `to` (inclusive, Europe/Budapest), as CSV: one line per document line with net, VAT, gross, rate, the buyer's tax ids, the PO number, the proforma number and the accounting's invoice when named. Cells that would start a spreadsheet formula are prefixed with an apostrophe. The organisation's own users only (403 otherwise).",
      tags: ['invoices'],
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'orgId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'from', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
      ],
      responses: {
        '200': { description: 'The CSV, with Content-Disposition', content: { 'text/csv': { schema: { type: 'string' } } } },
      },
    },
  },
} as const;
