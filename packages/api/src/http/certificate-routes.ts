import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { ApiDeps, Context } from '../context';
import type { DocumentContent } from '../services/documents/read-survey-document';
import { readCertificateContent } from '../services/certificates/read-certificate-content';
import { readActionsPdf } from '../services/corrective-actions/actions-pdf';
import { firstString, plainRouteKit, sendFile, ZLanguageTag } from './plain-routes';

/** The PDF downloads of issue 35 (under /api/v1; binary: not through the OpenAPI adapter). */
export const CERTIFICATE_CONTENT_PATH = '/labs/:labId/certificates/:certificateId/content';
export const CORRECTIVE_ACTIONS_PDF_PATH = '/labs/:labId/corrective_actions/pdf';

const ZPositiveId = z.coerce.number().int().positive().max(2_147_483_647);
const ZYear = z.coerce.number().int().min(2000).max(2100);

/**
 * - GET /labs/{labId}/certificates/{certificateId}/content[?locale=]: a certificate's PDF.
 * - GET /labs/{labId}/corrective_actions/pdf?year=[&locale=]: the lab's corrective actions of a year.
 * With the bearer token (or session cookie) of a user who may read the lab; errors are the REST body
 * of the one mapping.
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
};
