import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { LEGAL_DOCUMENT_NAMES } from '@eqa/documents';
import type { ApiDeps, Context } from '../context';
import { readContractDocument } from '../services/contracts/read-contract-document';
import { readLegalDocument, readLegalDocumentByFileName } from '../services/contracts/legal-documents';
import type { DocumentContent } from '../services/documents/read-survey-document';
import { firstString, plainRouteKit, sendFile, ZLanguageTag } from './plain-routes';

/** The download paths (under /api/v1) of contract and legal documents (binary: not through the OpenAPI adapter). */
export const CONTRACT_DOCUMENT_CONTENT_PATH = '/labs/:labId/contracts/orgs/:orgId/documents/:documentId/content';
export const LEGAL_DOCUMENT_PATH = '/legal_documents/:name';
/** Spec 2 §7 "Other": a legal or help document by its file name. */
export const DOCUMENT_PDF_PATH = '/documents/download-pdf';

const ZPositiveId = z.coerce.number().int().positive();
const ZContractDocumentParams = z.object({ labId: ZPositiveId, orgId: ZPositiveId, documentId: ZPositiveId });
const ZToken = z.string().min(1).max(200);
/** A file name as GET /documents/download-pdf takes it (required: 422 without). */
const ZFileName = z.string().min(1).max(200);

/** Legal documents may be kept an hour by the browser (not by shared caches: without org_id they follow the user's org). */
const LEGAL_DOCUMENT_CACHE = 'private, max-age=3600';

/**
 * The contract downloads (spec 2 Contract page download menu and legal documents, §7 "Download of
 * /documents/{id}, optionally with a token"; the Documents page), mounted by the server at /api/v1
 * before the REST handler:
 * - GET /labs/{labId}/contracts/orgs/{orgId}/documents/{documentId}/content[?token=]: a contract
 *   document; with the bearer token of a user who may read the lab's contracts, or with the
 *   short-lived `token` of the document's `downloadUrl` (services/contracts/download-token.ts).
 * - GET /legal_documents/{name}?locale=en|hu&org_id=: a legal or help document as a PDF (public).
 * Answers the bytes with Content-Type, Content-Disposition (file name), nosniff; errors the REST body
 * of the one mapping (401/403/404/422 as the JSON routes).
 */
export function createContractRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();
  const route =
    (load: (ctx: Context, req: Request) => Promise<DocumentContent>, options: { public: (req: Request) => boolean; cache: 'private' | 'public' }) =>
    async (req: Request, res: Response) => {
      try {
        sendFile(res, await load(await kit.context(req, res, { public: options.public(req) }), req), options.cache === 'public' ? LEGAL_DOCUMENT_CACHE : undefined);
      } catch (error) {
        kit.fail(req, res, error);
      }
    };
  const tokenOf = (req: Request): string | null => {
    const token = firstString(req.query.token);
    return token === undefined ? null : ZToken.parse(token);
  };

  router.get(
    CONTRACT_DOCUMENT_CONTENT_PATH,
    route((ctx, req) => readContractDocument(ctx, { ...ZContractDocumentParams.parse(req.params), token: tokenOf(req) }), {
      // a token link needs no session (the service refuses a blocked lab); without one, as every protected route
      public: (req) => firstString(req.query.token) !== undefined,
      cache: 'private',
    }),
  );
  router.get(
    LEGAL_DOCUMENT_PATH,
    route(
      (ctx, req) => {
        const orgId = firstString(req.query.org_id) ?? firstString(req.query.orgId);
        return readLegalDocument(ctx, {
          name: z.string().min(1).max(100).parse(req.params.name),
          locale: ZLanguageTag.optional().parse(firstString(req.query.locale)) ?? null,
          ...(orgId === undefined ? {} : { orgId: ZPositiveId.parse(orgId) }),
        });
      },
      { public: () => true, cache: 'public' },
    ),
  );
  router.get(
    DOCUMENT_PDF_PATH,
    route(
      (ctx, req) => {
        const orgId = firstString(req.query.org_id) ?? firstString(req.query.orgId);
        return readLegalDocumentByFileName(ctx, {
          fileName: ZFileName.parse(firstString(req.query.fileName) ?? firstString(req.query.file_name)),
          ...(orgId === undefined ? {} : { orgId: ZPositiveId.parse(orgId) }),
        });
      },
      { public: () => true, cache: 'public' },
    ),
  );
  return router;
}

const PDF_RESPONSE = { description: 'The PDF (Content-Disposition names the file)', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } as const;

/**
 * The two downloads in OpenAPI form, for the /api/v1 OpenAPI document (trpc-to-openapi's
 * generateOpenApiDocument `paths` option): the adapter serves JSON only, so these plain routes are
 * described here beside their handlers. Their error responses are declared by openapi-document.ts.
 */
export const CONTRACT_ROUTES_OPENAPI_PATHS: ZodOpenApiPathsObject = {
  '/labs/{labId}/contracts/orgs/{orgId}/documents/{documentId}/content': {
    get: {
      operationId: 'contracts-documentContent',
      summary: 'Download a contract document',
      description:
        "A contract document's PDF. With the bearer token of a user who may read the lab's contracts, or without a session with the short-lived `token` of the document's downloadUrl (GET /labs/{labId}/contracts/orgs/{orgId}/documents); an expired or foreign token is 401, a blocked lab 403, another lab's document 404.",
      tags: ['contracts'],
      security: [{ bearerAuth: [] }, {}],
      requestParams: {
        path: z.object({ labId: z.number().int().positive(), orgId: z.number().int().positive(), documentId: z.number().int().positive() }),
        query: z.object({ token: z.string().optional().meta({ description: 'The download token of the document’s downloadUrl (expires after 30 minutes)' }) }),
      },
      responses: { '200': PDF_RESPONSE },
    },
  },
  '/legal_documents/{name}': {
    get: {
      operationId: 'contracts-legalDocumentContent',
      summary: 'Download a legal or help document',
      description: 'A legal or help document (terms, privacy notice, user guide) as a PDF in the asked language, of the given provider. The documents and their titles are listed by GET /legal_documents; an unknown name or organisation is 404. Public: no session needed.',
      tags: ['contracts'],
      requestParams: {
        path: z.object({ name: z.enum(LEGAL_DOCUMENT_NAMES) }),
        query: z.object({
          locale: z.enum(['en', 'hu']).optional().meta({ description: 'Language (default and fallback: en)' }),
          org_id: z.number().int().positive().optional().meta({ description: "The provider (default: the signed-in user's org, else the first org)" }),
        }),
      },
      responses: { '200': PDF_RESPONSE },
    },
  },
  '/documents/download-pdf': {
    get: {
      operationId: 'documents-downloadPdf',
      summary: 'Download a legal or help document by its file name',
      description:
        'The legal or help document whose file name is given (the Content-Disposition name of GET /legal_documents/{name}, e.g. terms-and-conditions-hu.pdf: the document and its language), of the given provider. An unknown file name or organisation is 404, a missing one 422. Public: no session needed.',
      tags: ['contracts'],
      requestParams: {
        query: z.object({
          fileName: z.string().meta({ description: 'The file name, e.g. user-manual-en.pdf (file_name is read too)' }),
          org_id: z.number().int().positive().optional().meta({ description: "The provider (default: the signed-in user's org, else the first org)" }),
        }),
      },
      responses: { '200': PDF_RESPONSE },
    },
  },
};
