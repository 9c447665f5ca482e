import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@eqa/core';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { createContextFactory, requestIdOf, type ApiDeps } from '../context';
import { errorHeaders, toRestErrorBody, toWireError } from '../errors/error-mapping';
import { assertWellShapedInput } from '../input-shape';
import { logApiError } from '../errors/log-error';
import { silentLogger, type Logger } from '../logger';
import { appRouter } from '../root';
import { allowedMethodsOf, OPENAPI_JSON_PATH } from './allowed-methods';
import { rewriteRestErrorBody } from './error-body';
import { buildOpenApiDocument } from './openapi-document';
import { camelizeQueryString } from './query-keys';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function isListOutput(value: unknown): value is { items: unknown[]; total: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { items?: unknown }).items) &&
    typeof (value as { total?: unknown }).total === 'number'
  );
}

/** trpc-to-openapi hands responseMeta the raw output, the tRPC type says a response envelope: accept both. */
function outputOf(entry: unknown): unknown {
  if (typeof entry === 'object' && entry !== null && 'result' in entry) {
    const result = (entry as { result?: { data?: unknown } }).result;
    return result?.data;
  }
  return entry;
}

/** Makes the adapter's error answers use the REST body `{ error: { message, param?, type } }`; the returned function undoes it. */
function rewriteErrorBodies(res: Response): () => void {
  const originalEnd = res.end;
  res.end = function endWithRestErrorBody(this: Response, ...args: unknown[]) {
    if (res.statusCode >= 400 && typeof args[0] === 'string') {
      args[0] = rewriteRestErrorBody(args[0]);
    }
    return Reflect.apply(originalEnd, this, args) as Response;
  } as Response['end'];
  return () => {
    res.end = originalEnd;
  };
}

/**
 * No procedure has the request's method and path (the binary routes in front did not take it
 * either): 405 with an Allow header when the path has other methods, else 404.
 */
function sendMiss(req: Request, res: Response, method: string): void {
  const allowed = allowedMethodsOf(req.path);
  const error =
    allowed.length > 0
      ? new AppError('METHOD_NOT_ALLOWED', `${method} is not allowed here; use ${allowed.join(', ')}`, { params: { allow: allowed.join(', ') } })
      : new AppError('NOT_FOUND', 'Not found');
  const wire = toWireError(error);
  if (allowed.length > 0) res.setHeader('Allow', allowed.join(', '));
  res.status(wire.httpStatus).set(errorHeaders(wire.httpStatus, wire.params)).json(toRestErrorBody(wire));
}

/** Answers a body that is nested too deep or holds ill-formed text (assertWellShapedInput) with its 422; false when it did. */
function sendIfIllShaped(req: Request, res: Response, logger: Logger): boolean {
  try {
    assertWellShapedInput(req.body);
    return true;
  } catch (error) {
    logApiError(logger, error, { path: req.path, requestId: requestIdOf(req), transport: 'rest' });
    const wire = toWireError(error);
    res.status(wire.httpStatus).set(errorHeaders(wire.httpStatus, wire.params)).json(toRestErrorBody(wire));
    return false;
  }
}

/**
 * The /v1 REST surface (mount at /api/v1, after express.json()): every procedure with openapi meta,
 * plus GET /openapi.json. Query keys may be snake_case; errors answer `{ error: { message, param?, type } }`
 * with the status of the one mapping; lists send X-Total-Count; a method a path does not have is 405
 * with an Allow header (allowed-methods.ts), a path no route has 404; HEAD is GET without the body.
 */
export function createRestHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;
  // One document, built at its first request and sent as it was serialized then. Its server is the
  // configured public URL's API, never the request's Host (issue 30: a document per Host grew without bound).
  let openApiJson: string | undefined;
  const openApiDocumentJson = () => (openApiJson ??= JSON.stringify(buildOpenApiDocument(`${deps.settings.publicUrl.replace(/\/+$/, '')}/api/v1`)));

  const openApi = createOpenApiNodeHttpHandler<typeof appRouter, Request, Response>({
    router: appRouter,
    // req.path: under the /v1 mount (the adapter's own path is the same)
    createContext: ({ req, res }) => createContext({ req, res }, 'rest'),
    responseMeta: ({ errors, data }) => {
      const [error] = errors;
      if (error) {
        const wire = toWireError(error);
        return { status: wire.httpStatus, headers: errorHeaders(wire.httpStatus, wire.params) };
      }
      const output = outputOf(data[0]);
      return isListOutput(output) ? { headers: { 'X-Total-Count': String(output.total) } } : {};
    },
    onError: ({ error, path, req }) => logApiError(logger, error, { path, requestId: requestIdOf(req), transport: 'rest' }),
    maxBodySize: 1024 * 1024,
  });

  return async function restHandler(req: Request, res: Response, next: NextFunction): Promise<void> {
    try {
      const path = req.path;
      // HEAD is GET without the body (node sends none for a HEAD request), as on the binary routes
      const method = req.method;
      if (method === 'HEAD') req.method = 'GET';
      if (req.method === 'GET' && path === OPENAPI_JSON_PATH) {
        res.type('application/json').send(openApiDocumentJson());
        return;
      }
      req.url = camelizeQueryString(req.url);
      // An empty POST (e.g. forgot_validation_password) needs no content type.
      if (BODY_METHODS.has(req.method) && !req.headers['content-type'] && req.body === undefined && !req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0) {
        req.headers['content-type'] = 'application/json';
        req.body = {};
      }
      if (res.getHeader('Access-Control-Expose-Headers') === undefined) res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
      // before the adapter walks a parsed body, of any method (it serializes it again: 5,000 levels overflowed the stack)
      if (req.body !== undefined && !sendIfIllShaped(req, res, logger)) return;
      const restore = rewriteErrorBodies(res);
      let missed = false;
      await openApi(req, res, () => {
        missed = true;
      });
      if (missed) {
        restore();
        sendMiss(req, res, method);
      }
    } catch (error) {
      next(error);
    }
  };
}
