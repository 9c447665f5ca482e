import { Router, type NextFunction, type Request, type Response } from 'express';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { createContextFactory, requestIdOf, type ApiDeps } from './context';
import { errorHeaders, toWireError } from './errors/error-mapping';
import { logApiError } from './errors/log-error';
import { silentLogger } from './logger';
import { appRouter } from './root';
import { trpcBatchGuard } from './trpc-batch-guard';

/** The largest request body tRPC accepts (a larger one answers 413 PAYLOAD_TOO_LARGE). */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The tRPC endpoint (mount at /trpc), for httpBatchLink + superjson clients, with the same context
 * as REST; batches too large or holding a password procedure are refused first (trpc-batch-guard.ts).
 * Errors are logged once (logApiError) and a 503 carries Retry-After (errorHeaders).
 *
 * tRPC's fetch adapter makes the answer (a web Response); express sends it whole with `res.end`, so
 * it carries its length and the compression middleware applies its threshold to it as to every other
 * answer. (tRPC's express adapter pipes the body through `res.write`, chunked, and compression then
 * compressed even a 50-byte answer.) No link of the web streams (httpLink, httpBatchLink).
 */
export function createTrpcHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;

  const handler = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const answer = await fetchRequestHandler({
        endpoint: '',
        req: incomingMessageToRequest(req, res, { maxBodySize: TRPC_MAX_BODY_BYTES }),
        router: appRouter,
        createContext: () => createContext({ req, res }, 'trpc'),
        onError: ({ error, path }) => logApiError(logger, error, { path, requestId: requestIdOf(req), transport: 'trpc' }),
        responseMeta: ({ errors }) => {
          const wires = errors.map((error) => toWireError(error));
          const unavailable = wires.find((wire) => wire.httpStatus === 503);
          const limited = wires.find((wire) => wire.httpStatus === 429);
          const headers = unavailable ? errorHeaders(503) : limited ? errorHeaders(429, limited.params) : {};
          return Object.keys(headers).length > 0 ? { headers } : {};
        },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.status(answer.status);
      answer.headers.forEach((value, key) => {
        if (key !== 'set-cookie') res.setHeader(key, value);
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) res.append('Set-Cookie', cookies);
      res.setHeader('Content-Length', body.length);
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
  return Router().use(trpcBatchGuard, (req, res, next) => void handler(req, res, next));
}
