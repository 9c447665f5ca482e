import type { Request } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { createContextFactory, requestIdOf, type ApiDeps } from './context';
import { errorHeaders, toWireError } from './errors/error-mapping';
import { logApiError } from './errors/log-error';
import { silentLogger } from './logger';
import { appRouter } from './root';

/** The largest request body tRPC accepts (a larger one answers 413 PAYLOAD_TOO_LARGE). */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The tRPC endpoint (mount at /trpc): tRPC's own express adapter, for httpBatchLink + superjson
 * clients, with the same context as REST. Errors are logged once (logApiError) and a 503 carries
 * Retry-After (errorHeaders).
 */
export function createTrpcHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => createContext({ req, res }, 'trpc'),
    onError: ({ error, path, req }) => logApiError(logger, error, { path, requestId: requestIdOf(req as Request), transport: 'trpc' }),
    responseMeta: ({ errors }) => (errors.some((error) => toWireError(error).httpStatus === 503) ? { headers: errorHeaders(503) } : {}),
    maxBodySize: TRPC_MAX_BODY_BYTES,
  });
}
