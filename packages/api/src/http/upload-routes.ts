import express, { type Router } from 'express';
import { z } from 'zod';
import { assertDocumentFile, MAX_DOCUMENT_BYTES } from '@eqa/core';
import type { ApiDeps } from '../context';
import { prepareResultUpload, readResultUpload, storeResultUpload } from '../services/results/result-files';
import { decodeName, firstString, plainRouteKit, readBody, sendFile } from './plain-routes';
import { BEARER, fileResponse, idPathParameter, queryParameter } from './openapi-parts';

/** The REST paths (under /api/v1) of the binary routes the OpenAPI adapter cannot serve. */
export const RESULT_UPLOAD_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/result_groups/:groupId/values/content';
export const RESULT_FILE_PATH = '/labs/:labId/surveys/:surveyId/files/:fileId';

const ZPositiveId = z.coerce.number().int().positive();
const ZUploadParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, paramId: ZPositiveId, groupId: ZPositiveId });
const ZFileParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, fileId: ZPositiveId });
const ZDimensionId = z.string().regex(/^[a-z][a-z0-9_]*$/, 'Not a dimension id').max(100);

/**
 * The binary routes of result documents (spec 1 §2 document control, §7 "…/values/content"), mounted
 * by the server at /api/v1 before the JSON body parser:
 * - PUT …/parameters/{paramId}/result_groups/{groupId}/values/content?dimension_id=…[&name=…]: the
 *   raw file as the body, its type as Content-Type, its name in `name` or the X-File-Name header
 *   (percent-encoded). 401/403/404 as the other survey routes, 422 survey read-only, 415 a type the
 *   dimension does not accept, 413 over MAX_DOCUMENT_BYTES, 422 empty. Answers 201
 *   { fileId, name, mediaType, size }; the fileId then goes into the document value of a save.
 * - GET …/surveys/{surveyId}/files/{fileId}: the uploaded file (the value's downloadPath).
 * Errors answer the REST body of the one mapping.
 */
export function createUploadRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();

  router.put(RESULT_UPLOAD_PATH, async (req, res) => {
    try {
      const ctx = await kit.context(req, res);
      const params = ZUploadParams.parse(req.params);
      const dimensionId = ZDimensionId.parse(firstString(req.query.dimension_id) ?? firstString(req.query.dimensionId));
      const mimeType = req.headers['content-type'] ?? '';
      const prepared = await prepareResultUpload(ctx, { ...params, dimensionId }, mimeType);
      const body = await readBody(req, MAX_DOCUMENT_BYTES);
      if (body.size > MAX_DOCUMENT_BYTES) assertDocumentFile({ mimeType, size: body.size }, prepared.mediaType);
      const name = firstString(req.query.name) ?? firstString(req.query.file_name) ?? decodeName(firstString(req.headers['x-file-name']));
      const stored = await storeResultUpload(ctx, prepared, { name: name ?? 'document', content: body.content });
      res.status(201).json(stored);
    } catch (error) {
      if (!req.readableEnded) req.resume();
      kit.fail(req, res, error);
    }
  });

  router.get(RESULT_FILE_PATH, async (req, res) => {
    try {
      const ctx = await kit.context(req, res);
      const params = ZFileParams.parse(req.params);
      const file = await readResultUpload(ctx, params);
      sendFile(res, file);
    } catch (error) {
      kit.fail(req, res, error);
    }
  });

  return router;
}

const surveyParameters = [idPathParameter('labId'), idPathParameter('surveyId')];

/** The two routes as OpenAPI path items, merged into the /api/v1 document (openapi-document.ts). */
export const UPLOAD_ROUTES_OPENAPI = {
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values/content': {
    put: {
      operationId: 'results-uploadDocument',
      summary: 'Upload a result document',
      description:
        "Stores a file for a document dimension of a result (spec 1 §2 document control) and answers its fileId, which then goes into the document value of a result save. The raw file is the body, its type the Content-Type, its name `name` or the X-File-Name header (percent-encoded). Needs write access to the lab and an editable survey (422 otherwise). The bytes must be of the declared type and of a type the dimension accepts (415 unsupported_media_type_error, e.g. HTML declared as PDF); over 10 MB is 413; an empty file 422.",
      tags: ['results'],
      security: BEARER,
      parameters: [
        ...surveyParameters,
        idPathParameter('paramId'),
        idPathParameter('groupId'),
        { ...queryParameter('dimension_id', 'The document dimension the file is for', { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 100 }), required: true },
        queryParameter('name', 'The file name (or the X-File-Name header)'),
      ],
      requestBody: { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        '201': {
          description: 'The file was stored',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['fileId', 'name', 'mediaType', 'size'],
                properties: { fileId: { type: 'integer' }, name: { type: 'string' }, mediaType: { type: 'string' }, size: { type: 'integer' } },
              },
            },
          },
        },
        '413': { description: 'The file is larger than 10 MB' },
        '415': { description: 'The file is not of a type the dimension accepts' },
      },
    },
  },
  '/labs/{labId}/surveys/{surveyId}/files/{fileId}': {
    get: {
      operationId: 'results-downloadFile',
      summary: 'Download an uploaded result file',
      description: "The bytes of an uploaded result document (a document value's downloadPath), with its Content-Type and file name. Users with read access to the lab and the survey; 404 for another lab's or an unknown file.",
      tags: ['results'],
      security: BEARER,
      parameters: [...surveyParameters, idPathParameter('fileId')],
      responses: { '200': fileResponse('The file, with Content-Disposition') },
    },
  },
} as const;
