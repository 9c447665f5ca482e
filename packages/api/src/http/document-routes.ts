import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { ApiDeps, Context } from '../context';
import { ZOrgDocumentKind } from '../routers/documents/list-org-documents.types';
import { readOrgDocument } from '../services/documents/org-documents';
import type { DocumentContent } from '../services/documents/read-survey-document';
import { readSurveyDocument } from '../services/documents/read-survey-document';
import { readLabDocument, recreateLabDocument } from '../services/documents/read-lab-document';
import { surveyPdfPreview } from '../services/documents/survey-pdf-preview';
import { firstString, plainRouteKit, sendFile, ZLanguageTag } from './plain-routes';

/** The download paths (under /api/v1) of survey and org documents (binary: not through the OpenAPI adapter). */
export const SURVEY_PDF_PREVIEW_PATH = '/labs/:labId/surveys/:surveyId/documents/pdf-preview';
export const SURVEY_DOCUMENT_PATH = '/labs/:labId/surveys/:surveyId/documents/:path';
export const ORG_DOCUMENT_PATH = '/orgs/:orgId/documents/:kind';
export const LAB_DOCUMENT_PDF_PATH = '/labs/:labId/surveys/documents/download-pdf';
export const LAB_DOCUMENT_RECREATE_PATH = '/labs/:labId/surveys/documents/recreateDownloadDocument/:path';
export const LAB_DOCUMENT_PATH = '/labs/:labId/surveys/documents/:path';

const ZPositiveId = z.coerce.number().int().positive();
const ZSurveyParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId });
const ZDocumentParams = ZSurveyParams.extend({ path: z.string().min(1).max(500) });
const ZOrgParams = z.object({ orgId: ZPositiveId, kind: ZOrgDocumentKind });
const ZLabParams = z.object({ labId: ZPositiveId });
const ZLabDocumentParams = ZLabParams.extend({ path: ZDocumentParams.shape.path });
const ZLocale = ZLanguageTag.optional();
const ZOptionalId = ZPositiveId.optional();

/**
 * The document downloads (spec 1 §7 "Documents", §2 speed dial and lab page Documents entry),
 * mounted by the server at /api/v1 before the REST handler:
 * - GET /labs/{labId}/surveys/{surveyId}/documents/pdf-preview?locale=: the survey form as a PDF
 *   (org users only: 403 for lab users).
 * - GET /labs/{labId}/surveys/{surveyId}/documents/{path}?locale=: a document of the survey's list
 *   (surveys.documents); the locale picks among same-path documents of several languages.
 * - GET /labs/{labId}/surveys/documents/{path}?locale=&document_id=: a document of the lab's archive
 *   (surveys.labDocuments), whatever its survey; `…/download-pdf?file_name=` the same for PDFs only.
 * - GET /labs/{labId}/surveys/documents/recreateDownloadDocument/{path}?locale=&user_id=&document_id=:
 *   org users regenerate the lab's generated document and download the new one.
 * - GET /orgs/{orgId}/documents/{kind}?locale=: a published document of the org (public, like the
 *   list orgs.documents); another locale falls back to English.
 * Answers the bytes with Content-Type, Content-Disposition (file name) and no-store; errors the REST
 * body of the one mapping (401/403/404/422 as the JSON routes).
 */
export function createDocumentRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();

  const route = (load: (ctx: Context, req: Request) => Promise<DocumentContent>, options: { public?: boolean } = {}) => async (req: Request, res: Response) => {
    try {
      sendFile(res, await load(await kit.context(req, res, options), req));
    } catch (error) {
      kit.fail(req, res, error);
    }
  };
  const localeOf = (req: Request) => ZLocale.parse(firstString(req.query.locale)) ?? null;
  const idOf = (req: Request, key: string) => ZOptionalId.parse(firstString(req.query[key])) ?? null;

  router.get(
    SURVEY_PDF_PREVIEW_PATH,
    route((ctx, req) => surveyPdfPreview(ctx, { ...ZSurveyParams.parse(req.params), locale: localeOf(req) })),
  );
  router.get(
    SURVEY_DOCUMENT_PATH,
    route((ctx, req) => readSurveyDocument(ctx, { ...ZDocumentParams.parse(req.params), locale: localeOf(req) })),
  );
  // the reserved names first: a document called download-pdf or recreateDownloadDocument cannot be downloaded by path
  router.get(
    LAB_DOCUMENT_PDF_PATH,
    route((ctx, req) =>
      readLabDocument(ctx, {
        ...ZLabParams.parse(req.params),
        path: ZDocumentParams.shape.path.parse(firstString(req.query.file_name) ?? firstString(req.query.fileName)),
        locale: localeOf(req),
        documentId: null,
        pdfOnly: true,
      }),
    ),
  );
  router.get(
    LAB_DOCUMENT_RECREATE_PATH,
    route((ctx, req) =>
      recreateLabDocument(ctx, {
        ...ZLabDocumentParams.parse(req.params),
        locale: localeOf(req),
        documentId: idOf(req, 'document_id'),
        userId: idOf(req, 'user_id') ?? idOf(req, 'userId'),
      }),
    ),
  );
  router.get(
    LAB_DOCUMENT_PATH,
    route((ctx, req) => readLabDocument(ctx, { ...ZLabDocumentParams.parse(req.params), locale: localeOf(req), documentId: idOf(req, 'document_id') })),
  );
  router.get(
    ORG_DOCUMENT_PATH,
    route((ctx, req) => readOrgDocument(ctx.db, { ...ZOrgParams.parse(req.params), locale: localeOf(req) }), { public: true }),
  );
  return router;
}
