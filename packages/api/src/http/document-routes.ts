import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { ApiDeps, Context } from '../context';
import { ZOrgDocumentKind } from '../services/documents/list-org-documents.types';
import { readOrgDocument } from '../services/documents/org-documents';
import type { DocumentContent } from '../services/documents/read-survey-document';
import { readSurveyDocument } from '../services/documents/read-survey-document';
import { readLabDocument, recreateLabDocument } from '../services/documents/read-lab-document';
import { surveyPdfPreview } from '../services/documents/survey-pdf-preview';
import { firstString, plainRouteKit, sendFile, ZLanguageTag } from './plain-routes';
import { BEARER, LOCALE_QUERY, fileResponse, idPathParameter, queryParameter, textPathParameter } from './openapi-parts';

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
 *   org users regenerate the lab's generated document and download the new one; the same as POST
 *   (issue 36: the write's twin for integrators; query keys also camelCase).
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
  const recreate = route((ctx, req) =>
    recreateLabDocument(ctx, {
      ...ZLabDocumentParams.parse(req.params),
      locale: localeOf(req),
      documentId: idOf(req, 'document_id') ?? idOf(req, 'documentId'),
      userId: idOf(req, 'user_id') ?? idOf(req, 'userId'),
    }),
  );
  // the spec's GET regenerates (a write behind GET); the POST twin (issue 36) is the one integrators use
  router.get(LAB_DOCUMENT_RECREATE_PATH, recreate);
  router.post(LAB_DOCUMENT_RECREATE_PATH, recreate);
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

const DOCUMENT_FILE = fileResponse('The document, with Content-Type and Content-Disposition', ['application/pdf', 'application/octet-stream']);
const PDF_FILE = fileResponse('The PDF, with Content-Disposition', ['application/pdf']);
const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: 2147483647 };
const DOCUMENT_ID_QUERY = queryParameter('document_id', 'Picks one document when several share the path', ID_SCHEMA);
const RECREATE =
  "Organisation users regenerate one of the lab's generated documents (e.g. a certificate, for a user of the lab) and download the new one. Organisation users only: lab users get 403; 404 for an unknown document; 422 path for a document that is not generated.";
const RECREATE_PARAMETERS = [idPathParameter('labId'), textPathParameter('path', "The document's path from the archive list"), LOCALE_QUERY];

/** The six downloads (and the regeneration's POST twin) as OpenAPI path items, merged into the /api/v1 document (openapi-document.ts). */
export const DOCUMENT_ROUTES_OPENAPI = {
  '/labs/{labId}/surveys/{surveyId}/documents/pdf-preview': {
    get: {
      operationId: 'documents-surveyPdfPreview',
      summary: "Download a survey's form as a PDF",
      description: 'The survey form of the lab as a PDF preview. Organisation users only: lab users get 403.',
      tags: ['documents'],
      security: BEARER,
      parameters: [idPathParameter('labId'), idPathParameter('surveyId'), LOCALE_QUERY],
      responses: { '200': PDF_FILE },
    },
  },
  '/labs/{labId}/surveys/{surveyId}/documents/{path}': {
    get: {
      operationId: 'documents-surveyDocument',
      summary: 'Download a document of a survey',
      description:
        "A document of the survey's download list (GET /labs/{labId}/surveys/{surveyId}/documents, spec 1 §2 speed dial) by its path; the locale picks among same-path documents of several languages. Users with read access to the lab and the survey, as for the list (lab users need the accepted contract: 403 missing_contract_error); 404 for a document the lab does not see.",
      tags: ['documents'],
      security: BEARER,
      parameters: [idPathParameter('labId'), idPathParameter('surveyId'), textPathParameter('path', "The document's path from the list"), LOCALE_QUERY],
      responses: { '200': DOCUMENT_FILE },
    },
  },
  '/labs/{labId}/surveys/documents/download-pdf': {
    get: {
      operationId: 'documents-labDocumentPdf',
      summary: "Download a PDF of the lab's document archive",
      description: "A PDF document of the lab's archive (spec 1 §7 “Documents”) named by file_name, whatever its survey; documents of other types are 404. Users with read access to the lab.",
      tags: ['documents'],
      security: BEARER,
      parameters: [idPathParameter('labId'), { ...queryParameter('file_name', "The document's path from the archive list", { type: 'string', minLength: 1, maxLength: 500 }), required: true }, LOCALE_QUERY],
      responses: { '200': PDF_FILE },
    },
  },
  '/labs/{labId}/surveys/documents/recreateDownloadDocument/{path}': {
    get: {
      operationId: 'documents-recreateLabDocument',
      summary: "Regenerate and download a lab's generated document (GET)",
      description: `${RECREATE} A write behind GET, as the spec names it; integrators use the POST twin.`,
      deprecated: true,
      tags: ['documents'],
      security: BEARER,
      parameters: [...RECREATE_PARAMETERS, DOCUMENT_ID_QUERY, queryParameter('user_id', 'The user the document is made for', ID_SCHEMA)],
      responses: { '200': DOCUMENT_FILE },
    },
    post: {
      operationId: 'documents-recreateLabDocumentPost',
      summary: "Regenerate and download a lab's generated document",
      description: `${RECREATE} The POST twin of the spec's GET, for integrators; no body.`,
      tags: ['documents'],
      security: BEARER,
      parameters: [
        ...RECREATE_PARAMETERS,
        queryParameter('documentId', 'Picks one document when several share the path', ID_SCHEMA),
        queryParameter('userId', 'The user the document is made for (the signed-in user; 422 otherwise)', ID_SCHEMA),
      ],
      responses: { '200': DOCUMENT_FILE },
    },
  },
  '/labs/{labId}/surveys/documents/{path}': {
    get: {
      operationId: 'documents-labDocument',
      summary: "Download a document of the lab's archive",
      description: "A document of the lab's archive (GET /labs/{labId}/surveys/documents/{year}/{round}, spec 1 §7 “Documents”) by its path, whatever its survey. Users with read access to the lab; 404 for a document the lab does not see.",
      tags: ['documents'],
      security: BEARER,
      parameters: [idPathParameter('labId'), textPathParameter('path', "The document's path from the archive list"), LOCALE_QUERY, DOCUMENT_ID_QUERY],
      responses: { '200': DOCUMENT_FILE },
    },
  },
  '/orgs/{orgId}/documents/{kind}': {
    get: {
      operationId: 'documents-orgDocument',
      summary: "Download an organisation's published document",
      description: "One of the organisation's published documents (guide, evaluation methods, user manual; listed by GET /orgs/{orgId}/documents); another locale falls back to English. 404 for an unknown organisation or a kind it has not published.",
      tags: ['documents'],
      parameters: [idPathParameter('orgId'), textPathParameter('kind', 'The document kind from the list'), LOCALE_QUERY],
      responses: { '200': PDF_FILE },
    },
  },
};
