import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { TRPCError } from '@trpc/server';
import { toRestErrorBody, toWireError, type RestErrorBody } from '../errors/error-mapping';
import type { AppErrorData } from '../trpc';

interface AdapterErrorBody {
  message?: unknown;
  code?: unknown;
  data?: { appError?: AppErrorData };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * trpc-to-openapi writes `{ ...errorShape, message, code, issues }` and offers no hook to change
 * that (mcampa/trpc-to-openapi#168). Our error formatter already put the mapped error into
 * `data.appError`; this turns the adapter's body into the REST body `{ error: { message, param?, type } }`.
 */
export function restErrorBodyFrom(adapterBody: unknown): RestErrorBody {
  const body: AdapterErrorBody = isObject(adapterBody) ? (adapterBody as AdapterErrorBody) : {};
  const appError = body.data?.appError;
  if (appError && typeof appError.message === 'string' && typeof appError.type === 'string') {
    return toRestErrorBody({ message: appError.message, type: appError.type, ...(appError.param ? { param: appError.param } : {}), ...(appError.params ? { params: appError.params } : {}) });
  }
  // No formatter data (should not happen): rebuild from the tRPC code name through the one mapping.
  const code = typeof body.code === 'string' ? (body.code as TRPC_ERROR_CODE_KEY) : 'INTERNAL_SERVER_ERROR';
  const message = typeof body.message === 'string' ? body.message : 'Error';
  let wire;
  try {
    wire = toWireError(new TRPCError({ code, message }));
  } catch {
    wire = toWireError(new Error(message));
  }
  return toRestErrorBody(wire);
}

/** Rewrites a serialized adapter error body; anything unreadable becomes the generic 500 body. */
export function rewriteRestErrorBody(raw: string): string {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  return JSON.stringify(restErrorBodyFrom(parsed));
}
