import type { NextFunction, Request, Response } from 'express';
import { createOpenApiExpressMiddleware, type OpenAPIObject } from 'trpc-to-openapi';
import { createContextFactory, requestIdOf, type ApiDeps } from '../context';
import { errorHeaders, toWireError } from '../errors/error-mapping';
import { logApiError } from '../errors/log-error';
import { silentLogger } from '../logger';
import { appRouter } from '../root';
import { rewriteRestErrorBody } from './error-body';
import { buildOpenApiDocument } from './openapi-document';
import { camelizeQueryString } from './query-keys';

export interface RestHandlerOptions {
  /** The public base URL of the REST API for the OpenAPI document (default: the request's origin + /api/v1). */
  baseUrl?: string;
}

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

/** Makes the adapter's error answers use the REST body `{ error: { message, param?, type } }`. */
function rewriteErrorBodies(res: Response): void {
  const originalEnd = res.end;
  res.end = function endWithRestErrorBody(this: Response, ...args: unknown[]) {
    if (res.statusCode >= 400 && typeof args[0] === 'string') {
      args[0] = rewriteRestErrorBody(args[0]);
    }
    return Reflect.apply(originalEnd, this, args) as Response;
  } as Response['end'];
}

/**
 * The /v1 REST surface (mount at /api/v1, after express.json()): every procedure with openapi meta,
 * plus GET /openapi.json. Query keys may be snake_case; errors answer `{ error: { message, param?, type } }`
 * with the status of the one mapping; lists send X-Total-Count.
 */
export function createRestHandler(deps: ApiDeps, options: RestHandlerOptions = {}) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;
  const documents = new Map<string, OpenAPIObject>();

  const openApi = createOpenApiExpressMiddleware({
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
      if (req.method === 'GET' && path === '/openapi.json') {
        const baseUrl = options.baseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}`;
        let document = documents.get(baseUrl);
        if (!document) {
          document = buildOpenApiDocument(baseUrl);
          documents.set(baseUrl, document);
        }
        res.json(document);
        return;
      }
      req.url = camelizeQueryString(req.url);
      // An empty POST (e.g. forgot_validation_password) needs no content type.
      if (BODY_METHODS.has(req.method) && !req.headers['content-type'] && req.body === undefined && !req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0) {
        req.headers['content-type'] = 'application/json';
        req.body = {};
      }
      if (res.getHeader('Access-Control-Expose-Headers') === undefined) res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
      rewriteErrorBodies(res);
      await openApi(req, res);
    } catch (error) {
      next(error);
    }
  };
}
