import type { AppRouter } from '@eqa/api';
import { httpBatchLink } from '@trpc/client';
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

export function createTrpcClient(headers: () => Record<string, string>) {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxURLLength: 2000, headers })],
  });
}
