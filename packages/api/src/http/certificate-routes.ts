import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { ApiDeps, Context } from '../context';
import type { DocumentContent } from '../services/documents/read-survey-document';
import { readCertificateContent } from '../services/certificates/read-certificate-content';
import { readActionsPdf } from '../services/corrective-actions/actions-pdf';
import { readAppealAttachment, storeAppealAttachment } from '../services/appeals/appeal-attachments';
import { ZAppealAttachment } from '../services/appeals/appeal.types';
import { MAX_APPEAL_ATTACHMENT_BYTES } from '@eqa/core';
import { decodeName, firstString, plainRouteKit, readBody, sendFile, ZLanguageTag } from './plain-routes';

/** The binary routes of issue 35 (under /api/v1; not through the OpenAPI adapter). */
export const CERTIFICATE_CONTENT_PATH = '/labs/:labId/certificates/:certificateId/content';
export const CORRECTIVE_ACTIONS_PDF_PATH = '/labs/:labId/corrective_actions/pdf';
export const APPEAL_ATTACHMENT_UPLOAD_PATH = '/labs/:labId/surveys/:surveyId/appeal_attachments';
export const APPEAL_ATTACHMENT_PATH = '/labs/:labId/surveys/:surveyId/appeals/:appealId/attachments/:attachmentId/content';

const ZPositiveId = z.coerce.number().int().positive().max(2_147_483_647);
const ZYear = z.coerce.number().int().min(2000).max(2100);

/**
 * - GET /labs/{labId}/certificates/{certificateId}/content[?locale=]: a certificate's PDF.
 * - GET /labs/{labId}/corrective_actions/pdf?year=[&locale=]: the lab's corrective actions of a year.
 * - POST /labs/{labId}/surveys/{surveyId}/appeal_attachments[?file_name=]: a file for an appeal about
 *   to be filed (the raw file as the body, its name in `file_name` or the X-File-Name header,
 *   percent-encoded); 201 the attachment, whose id the filing names.
 * - GET /labs/{labId}/surveys/{surveyId}/appeals/{appealId}/attachments/{attachmentId}/content: an
 *   attachment of a filed appeal (its downloadPath).
 * With the bearer token (or session cookie) of a user who may read the lab; errors are the REST body
 * of the one mapping. Mounted before the JSON body parser.
 */
export function createCertificateRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();
  const route = (load: (ctx: Context, req: Request) => Promise<DocumentContent>) => async (req: Request, res: Response) => {
    try {
      sendFile(res, await load(await kit.context(req, res), req));
    } catch (error) {
      kit.fail(req, res, error);
    }
  };
  const localeOf = (req: Request) => ZLanguageTag.optional().parse(firstString(req.query.locale)) ?? null;
  router.get(
    CERTIFICATE_CONTENT_PATH,
    route((ctx, req) => {
      const params = z.object({ labId: ZPositiveId, certificateId: ZPositiveId }).parse(req.params);
      return readCertificateContent(ctx, { ...params, locale: localeOf(req) });
    }),
  );
  router.get(
    CORRECTIVE_ACTIONS_PDF_PATH,
    route((ctx, req) => {
      const { labId } = z.object({ labId: ZPositiveId }).parse(req.params);
      return readActionsPdf(ctx, { labId, year: ZYear.parse(firstString(req.query.year)), locale: localeOf(req) });
    }),
  );
  router.post(APPEAL_ATTACHMENT_UPLOAD_PATH, async (req, res) => {
    try {
      const ctx = await kit.context(req, res);
      const ids = z.object({ labId: ZPositiveId, surveyId: ZPositiveId }).parse(req.params);
      const body = await readBody(req, MAX_APPEAL_ATTACHMENT_BYTES);
      const fileName = firstString(req.query.file_name) ?? firstString(req.query.fileName) ?? decodeName(firstString(req.headers['x-file-name'])) ?? null;
      res.status(201).json(await storeAppealAttachment(ctx, ids, { content: body.content, size: body.size, fileName }));
    } catch (error) {
      if (!req.readableEnded) req.resume();
      kit.fail(req, res, error);
    }
  });
  router.get(
    APPEAL_ATTACHMENT_PATH,
    route((ctx, req) => {
      const ids = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, appealId: ZPositiveId, attachmentId: ZPositiveId }).parse(req.params);
      return readAppealAttachment(ctx, ids);
    }),
  );
  return router;
}

const PDF_RESPONSE = { description: 'The PDF (Content-Disposition names the file)', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } as const;
const ZLocaleQuery = z.enum(['en', 'hu']).optional().meta({ description: "Language (default: the lab's)" });

/** The two downloads in OpenAPI form (added to the /api/v1 document beside the procedures). */
export const CERTIFICATE_ROUTES_OPENAPI: ZodOpenApiPathsObject = {
  '/labs/{labId}/certificates/{certificateId}/content': {
    get: {
      operationId: 'certificates-content',
      summary: "Download a certificate's PDF",
      description: "The certificate in the lab's language (or `locale`), with its verification code and a QR code of the public verification page. Same access as GET /labs/{labId}/certificates; another lab's certificate is 404.",
      tags: ['certificates'],
      security: [{ bearerAuth: [] }],
      requestParams: { path: z.object({ labId: z.number().int().positive(), certificateId: z.number().int().positive() }), query: z.object({ locale: ZLocaleQuery }) },
      responses: { '200': PDF_RESPONSE },
    },
  },
  '/labs/{labId}/corrective_actions/pdf': {
    get: {
      operationId: 'correctiveActions-pdf',
      summary: "Download a year's corrective actions as a PDF",
      description: "The lab's corrective actions of the year's rounds, for its assessor. Same access as GET /labs/{labId}/corrective_actions.",
      tags: ['corrective-actions'],
      security: [{ bearerAuth: [] }],
      requestParams: { path: z.object({ labId: z.number().int().positive() }), query: z.object({ year: z.number().int(), locale: ZLocaleQuery }) },
      responses: { '200': PDF_RESPONSE },
    },
  },
  '/labs/{labId}/surveys/{surveyId}/appeal_attachments': {
    post: {
      operationId: 'appeals-uploadAttachment',
      summary: 'Upload a file for an appeal',
      description:
        "A file the lab attaches to the appeal it is about to file (POST /labs/{labId}/surveys/{surveyId}/appeals names its id in `attachmentIds`, at most 5). The raw file is the body; its format is what its bytes are, whatever its name or Content-Type: PDF, JPEG or PNG, else 415 `appeals.errors.attachmentType` (params.allowed). Over 10 MB is 413 `appeals.errors.attachmentTooLarge` (params.maxMb), an empty file 422 `appeals.errors.attachmentEmpty`. The lab's own users while the appeal window is open (403 staff and other labs; 422 surveyId after the window).",
      tags: ['appeals'],
      security: [{ bearerAuth: [] }],
      requestParams: {
        path: z.object({ labId: z.number().int().positive(), surveyId: z.number().int().positive() }),
        query: z.object({ file_name: z.string().optional().meta({ description: 'The file name (or the X-File-Name header, percent-encoded)' }) }),
      },
      requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        '201': { description: 'The stored attachment (downloadPath null until an appeal names it)', content: { 'application/json': { schema: ZAppealAttachment } } },
      },
    },
  },
  '/labs/{labId}/surveys/{surveyId}/appeals/{appealId}/attachments/{attachmentId}/content': {
    get: {
      operationId: 'appeals-downloadAttachment',
      summary: "Download an appeal's attachment",
      description: "A file attached to a filed appeal (the attachment's downloadPath), with its file name. The lab's users, its core lab and the survey organisation's staff; another lab 403, an attachment of another appeal 404.",
      tags: ['appeals'],
      security: [{ bearerAuth: [] }],
      requestParams: {
        path: z.object({ labId: z.number().int().positive(), surveyId: z.number().int().positive(), appealId: z.number().int().positive(), attachmentId: z.number().int().positive() }),
      },
      responses: { '200': { description: 'The file (Content-Disposition names it)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
    },
  },
};
