import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { assertDocumentFile, MAX_DOCUMENT_BYTES } from '@eqa/core';
import type { ApiDeps } from '../context';
import { prepareResultUpload, readResultUpload, storeResultUpload } from '../services/results/result-files';
import { plainRouteKit } from './plain-routes';

/** The REST paths (under /api/v1) of the binary routes the OpenAPI adapter cannot serve. */
export const RESULT_UPLOAD_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/result_groups/:groupId/values/content';
export const RESULT_FILE_PATH = '/labs/:labId/surveys/:surveyId/files/:fileId';

const ZPositiveId = z.coerce.number().int().positive();
const ZUploadParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, paramId: ZPositiveId, groupId: ZPositiveId });
const ZFileParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, fileId: ZPositiveId });
const ZDimensionId = z.string().regex(/^[a-z][a-z0-9_]*$/, 'Not a dimension id').max(100);

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** Reads the body up to `limit` bytes; a larger body is drained (not kept) and reported. */
async function readBody(req: Request, limit: number): Promise<{ content: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return { content: size <= limit ? Buffer.concat(chunks) : Buffer.alloc(0), size };
}

/** 'report%201.pdf' → 'report 1.pdf' (the header carries a percent-encoded name). */
function decodeName(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
      res.setHeader('Content-Type', file.mediaType);
      res.setHeader('Content-Disposition', contentDisposition(file.name));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(file.content);
    } catch (error) {
      kit.fail(req, res, error);
    }
  });

  return router;
}
