import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isNotFoundError, type ErrorAction } from '../lib/errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** Every query names what it does, so a failure reaches the error dialog with that label. */
    queryMeta: {
      errorAction?: ErrorAction;
      silent?: boolean;
      /** The screen shows its 'not found' page when this query answers 404 (a stale link): no error dialog then. */
      notFoundPage?: boolean;
    };
  }
}

export type QueryErrorSink = (error: unknown, action: ErrorAction | null, retry: () => void) => void;

/**
 * The app's QueryClient: no automatic retries (the error dialog offers Retry), no refetch on window
 * focus; every failing query goes to `sink` (the error dialog) unless its meta says `silent`, or
 * `notFoundPage` and it failed with 404.
 */
export function createQueryClient(sink: () => QueryErrorSink | null): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        if (query.meta?.notFoundPage && isNotFoundError(error)) return;
        sink()?.(error, query.meta?.errorAction ?? null, () => {
          void client.refetchQueries({ queryKey: query.queryKey, exact: true });
        });
      },
    }),
  });
  return client;
}
