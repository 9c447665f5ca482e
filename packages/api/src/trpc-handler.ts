import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { createContextFactory, requestIdOf, type ApiDeps } from './context';
import { logApiError } from './errors/log-error';
import { silentLogger } from './logger';
import { appRouter } from './root';

/** The tRPC endpoint (mount at /trpc): httpBatchLink + superjson clients, same context as REST. */
export function createTrpcHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => createContext({ req, res }, 'trpc'),
    onError: ({ error, path, req }) => logApiError(logger, error, { path, requestId: requestIdOf(req), transport: 'trpc' }),
    maxBodySize: 1024 * 1024,
  });
}
