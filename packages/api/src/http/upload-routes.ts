import express, { type Router } from 'express';
import { z } from 'zod';
import { assertDocumentFile, MAX_DOCUMENT_BYTES } from '@eqa/core';
import type { ApiDeps } from '../context';
import { prepareResultUpload, readResultUpload, storeResultUpload } from '../services/results/result-files';
import { decodeName, firstString, plainRouteKit, readBody, sendFile } from './plain-routes';

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
