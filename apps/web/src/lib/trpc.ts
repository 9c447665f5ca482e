import type { AppRouter } from '@eqa/api';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { MAX_TRPC_BATCH_SIZE, UNBATCHABLE_PROCEDURES } from '@eqa/core';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';

/** The typed tRPC hooks. The server package is imported for its types only. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Headers of every call: the session token and, in demo mode, the simulated date (spec 1 §7). */
export function requestHeaders(token: string | null, demoDate: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (demoDate) headers['x-demo-date'] = demoDate;
  return headers;
}

const unbatchable = new Set(UNBATCHABLE_PROCEDURES);

/**
 * Calls are batched (at most the server's batch size), except the procedures that check a password
 * or a secret: the server refuses those in a batch (docs/decisions/brute-force.md), so they go alone.
 */
export function createTrpcClient(headers: () => Record<string, string>) {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => unbatchable.has(op.path),
        true: httpLink({ url: '/trpc', transformer: superjson, headers }),
        false: httpBatchLink({ url: '/trpc', transformer: superjson, maxURLLength: 2000, maxItems: MAX_TRPC_BATCH_SIZE, headers }),
      }),
    ],
  });
}
