import { Router, type Request } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { createContextFactory, requestIdOf, type ApiDeps } from './context';
import { errorHeaders, toWireError } from './errors/error-mapping';
import { logApiError } from './errors/log-error';
import { silentLogger } from './logger';
import { appRouter } from './root';
import { trpcBatchGuard } from './trpc-batch-guard';

/** The largest request body tRPC accepts (a larger one answers 413 PAYLOAD_TOO_LARGE). */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The tRPC endpoint (mount at /trpc): tRPC's own express adapter, for httpBatchLink + superjson
 * clients, with the same context as REST; batches too large or holding a password procedure are
 * refused first (trpc-batch-guard.ts). Errors are logged once (logApiError) and a 503 carries
 * Retry-After (errorHeaders).
 */
export function createTrpcHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;
  const handler = createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => createContext({ req, res }, 'trpc'),
    onError: ({ error, path, req }) => logApiError(logger, error, { path, requestId: requestIdOf(req as Request), transport: 'trpc' }),
    responseMeta: ({ errors }) => {
      const wires = errors.map((error) => toWireError(error));
      const unavailable = wires.find((wire) => wire.httpStatus === 503);
      const limited = wires.find((wire) => wire.httpStatus === 429);
      const headers = unavailable ? errorHeaders(503) : limited ? errorHeaders(429, limited.params) : {};
      return Object.keys(headers).length > 0 ? { headers } : {};
    },
    maxBodySize: TRPC_MAX_BODY_BYTES,
  });
  return Router().use(trpcBatchGuard, handler);
}
