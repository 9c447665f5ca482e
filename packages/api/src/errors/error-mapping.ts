import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { AppError, isAppError, type AppErrorCode, type AppErrorParams } from '@eqa/core';
import { isDatabaseTimeout } from '@eqa/db';
import { englishOfMessageCode, isMessageCode } from './message-codes';

/**
 * THE one mapping of errors to the wire (docs/conventions.md "Errors"): AppError code → HTTP status
 * and tRPC code, zod input errors → 422 with `param`, anything unexpected → 500 with a generic
 * message. The REST body is `{ error: { message, param?, type } }`; tRPC clients get the same data
 * as `error.data.appError` through the error formatter in trpc.ts. `type` is the stable code clients
 * act on and translate (a message code such as emailFormatHelpText for a broken rule); `message` is
 * an English sentence for developers and logs.
 */
export const APP_ERROR_WIRE: Record<AppErrorCode, { httpStatus: number; trpcCode: TRPC_ERROR_CODE_KEY; type: string }> = {
  UNAUTHENTICATED: { httpStatus: 401, trpcCode: 'UNAUTHORIZED', type: 'authentication_error' },
  FORBIDDEN: { httpStatus: 403, trpcCode: 'FORBIDDEN', type: 'authorization_error' },
  NOT_FOUND: { httpStatus: 404, trpcCode: 'NOT_FOUND', type: 'not_found_error' },
  METHOD_NOT_ALLOWED: { httpStatus: 405, trpcCode: 'METHOD_NOT_SUPPORTED', type: 'method_not_allowed_error' },
  CONFLICT: { httpStatus: 409, trpcCode: 'CONFLICT', type: 'conflict_error' },
  CONSTRAINT: { httpStatus: 422, trpcCode: 'UNPROCESSABLE_CONTENT', type: 'constraint_violation_error' },
  RATE_LIMITED: { httpStatus: 429, trpcCode: 'TOO_MANY_REQUESTS', type: 'rate_limit_error' },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, trpcCode: 'PAYLOAD_TOO_LARGE', type: 'payload_too_large_error' },
  UNSUPPORTED_MEDIA_TYPE: { httpStatus: 415, trpcCode: 'UNSUPPORTED_MEDIA_TYPE', type: 'unsupported_media_type_error' },
  INTERNAL: { httpStatus: 500, trpcCode: 'INTERNAL_SERVER_ERROR', type: 'api_error' },
  UNAVAILABLE: { httpStatus: 503, trpcCode: 'SERVICE_UNAVAILABLE', type: 'service_unavailable' },
};

/** Seconds a client should wait before retrying a 503 (sent as Retry-After). */
export const RETRY_AFTER_SECONDS = 2;

/** What a client is told about a 500: never the internal message. */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred';

/** tRPC codes that do not come from an AppError (adapter errors, router misses) → our codes. */
const TRPC_CODE_TO_APP: Partial<Record<TRPC_ERROR_CODE_KEY, { code: AppErrorCode; type?: string }>> = {
  UNAUTHORIZED: { code: 'UNAUTHENTICATED' },
  FORBIDDEN: { code: 'FORBIDDEN' },
  NOT_FOUND: { code: 'NOT_FOUND' },
  CONFLICT: { code: 'CONFLICT' },
  UNPROCESSABLE_CONTENT: { code: 'CONSTRAINT' },
  BAD_REQUEST: { code: 'CONSTRAINT', type: 'invalid_request_error' },
  PARSE_ERROR: { code: 'CONSTRAINT', type: 'invalid_request_error' },
  METHOD_NOT_SUPPORTED: { code: 'CONSTRAINT', type: 'invalid_request_error' },
  TOO_MANY_REQUESTS: { code: 'RATE_LIMITED' },
  PAYLOAD_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  SERVICE_UNAVAILABLE: { code: 'UNAVAILABLE' },
};

/** The wire form of any error, shared by REST and tRPC. */
export interface WireError {
  code: AppErrorCode;
  httpStatus: number;
  message: string;
  param?: string;
  type: string;
  /** Placeholders of the translated `type` (a 429's retryAfterSeconds). */
  params?: AppErrorParams;
}

/** A zod issue as sent to tRPC clients (`data.zodIssues`). */
export interface WireZodIssue {
  path: (string | number)[];
  message: string;
  code: string;
}

/** The REST error body. */
export interface RestErrorBody {
  error: { message: string; param?: string; type: string; params?: AppErrorParams };
}

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/** zod 4 (and standard-schema) validation errors, recognised without importing a zod instance. */
export function zodIssuesOf(error: unknown): ZodLikeIssue[] | null {
  if (!(error instanceof Error)) return null;
  if (error.name !== 'ZodError' && error.name !== 'SchemaError') return null;
  const issues: unknown = (error as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ZodLikeIssue[]) : null;
}

export function toWireZodIssues(issues: ZodLikeIssue[]): WireZodIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
    message: issue.message,
    code: issue.code ?? 'custom',
  }));
}

/**
 * A rule's message code never goes out as the human message (docs/decisions/api.md "Error codes"):
 * the code becomes the error's `type`, the one stable code clients act on and translate (with the
 * error's `params`, the values its text names); `message` becomes the English sentence of the code.
 */
function withMessageCode(wire: WireError): WireError {
  if (!isMessageCode(wire.message)) return wire;
  const code = wire.message;
  const message = englishOfMessageCode(code, wire.params) ?? `Invalid value${wire.param !== undefined ? ` of ${wire.param}` : ''}`;
  return { ...wire, message, type: code };
}

function wireOfAppError(error: AppError): WireError {
  const entry = APP_ERROR_WIRE[error.code];
  const internal = error.code === 'INTERNAL';
  return withMessageCode({
    code: error.code,
    httpStatus: entry.httpStatus,
    message: internal ? GENERIC_ERROR_MESSAGE : error.message,
    ...(error.param !== undefined ? { param: error.param } : {}),
    type: error.type ?? entry.type,
    ...(error.params !== undefined ? { params: error.params } : {}),
  });
}

function wireOfZodIssues(issues: ZodLikeIssue[]): WireError {
  const first = issues[0];
  const param = first && first.path.length > 0 ? first.path.map(String).join('.') : undefined;
  return withMessageCode({
    code: 'CONSTRAINT',
    httpStatus: APP_ERROR_WIRE.CONSTRAINT.httpStatus,
    message: first?.message ?? 'Invalid input',
    ...(param !== undefined ? { param } : {}),
    type: APP_ERROR_WIRE.CONSTRAINT.type,
  });
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a NUL byte in a text, a number or a date out of
 * range, an unreadable value): input the database could not take, so a 422, not a 500. The inputs'
 * schemas refuse what they know of first; this is the net under them for every route.
 */
function isDataException(error: unknown): boolean {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** statement_timeout or lock_timeout (@eqa/db isDatabaseTimeout): the database is busy, not the request wrong (docs/decisions/faults.md). */
const DATABASE_TIMEOUT_WIRE: WireError = {
  code: 'UNAVAILABLE',
  httpStatus: APP_ERROR_WIRE.UNAVAILABLE.httpStatus,
  message: 'The database is busy; try again shortly',
  type: APP_ERROR_WIRE.UNAVAILABLE.type,
};

const DATA_EXCEPTION_WIRE: WireError = {
  code: 'CONSTRAINT',
  httpStatus: APP_ERROR_WIRE.CONSTRAINT.httpStatus,
  message: 'The input holds a value the server cannot store (a NUL character, a number or a date out of range)',
  type: 'invalid_request_error',
};

/** The wire form of anything thrown: AppError, TRPCError (with an AppError or zod cause), zod errors, the rest. */
export function toWireError(error: unknown): WireError {
  if (isAppError(error)) return wireOfAppError(error);
  if (isDataException(error) || (error instanceof TRPCError && isDataException(error.cause))) return DATA_EXCEPTION_WIRE;
  if (isDatabaseTimeout(error) || (error instanceof TRPCError && isDatabaseTimeout(error.cause))) return DATABASE_TIMEOUT_WIRE;
  const zodIssues = zodIssuesOf(error);
  if (zodIssues) return wireOfZodIssues(zodIssues);
  if (error instanceof TRPCError) {
    if (isAppError(error.cause)) return wireOfAppError(error.cause);
    const causeIssues = zodIssuesOf(error.cause);
    // Input parse failures are BAD_REQUEST with the zod error as cause; an output parse failure is a 500.
    if (causeIssues && error.code !== 'INTERNAL_SERVER_ERROR') return wireOfZodIssues(causeIssues);
    const mapped = TRPC_CODE_TO_APP[error.code];
    if (mapped) {
      const entry = APP_ERROR_WIRE[mapped.code];
      return { code: mapped.code, httpStatus: entry.httpStatus, message: error.message, type: mapped.type ?? entry.type };
    }
  }
  return {
    code: 'INTERNAL',
    httpStatus: APP_ERROR_WIRE.INTERNAL.httpStatus,
    message: GENERIC_ERROR_MESSAGE,
    type: APP_ERROR_WIRE.INTERNAL.type,
  };
}

/** The tRPC error to throw for anything thrown inside a procedure (the original stays the cause). */
export function toTrpcError(error: unknown): TRPCError {
  const wire = toWireError(error);
  const trpcCode = APP_ERROR_WIRE[wire.code].trpcCode;
  if (error instanceof TRPCError && error.code === trpcCode) return error;
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  return new TRPCError({ code: trpcCode, message: wire.message, cause });
}

/** Headers an error answer carries besides its body: Retry-After on a 503, and on a 429 that says when. */
export function errorHeaders(httpStatus: number, params?: AppErrorParams): Record<string, string> {
  if (httpStatus === 503) return { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  const retryAfter = params?.retryAfterSeconds;
  return httpStatus === 429 && typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {};
}

export function toRestErrorBody(wire: Pick<WireError, 'message' | 'param' | 'type' | 'params'>): RestErrorBody {
  return {
    error: {
      message: wire.message,
      ...(wire.param !== undefined ? { param: wire.param } : {}),
      type: wire.type,
      ...(wire.params !== undefined ? { params: wire.params } : {}),
    },
  };
}

/** True for errors worth a loud log line (500s); expected AppErrors are logged quietly. */
export function isUnexpectedError(error: unknown): boolean {
  return toWireError(error).code === 'INTERNAL';
}

/** The error the wire form of which is reported, with its real cause for logs. */
export function rootCause(error: unknown): unknown {
  if (error instanceof TRPCError && error.cause) return error.cause;
  return error;
}

export function httpStatusOf(code: AppErrorCode): number {
  return APP_ERROR_WIRE[code].httpStatus;
}

export { AppError };
