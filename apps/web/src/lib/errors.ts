import type { AppErrorParams } from '@eqa/core';
import type { Translation, TranslationFunctions } from '@eqa/i18n';

/**
 * The error catalogue of spec 1 §8, plus rateLimited for 429 and notFound for 404, which the
 * catalogue leaves to 'generic' (an unexpected error 'sent to the developers' is the wrong answer
 * to a stale link or to something another user deleted: docs/decisions/web-messages.md).
 */
export type ErrorKind =
  | 'authentication'
  | 'latePayment'
  | 'missingContract'
  | 'authorization'
  | 'notFound'
  | 'connection'
  | 'conflict'
  | 'constraintViolation'
  | 'rateLimited'
  | 'generic';

/** What the user was doing when a call failed (the per-action error kind of spec 1 §8). */
export type ErrorAction = keyof Translation['errorAction'];

export interface ClassifiedError {
  kind: ErrorKind;
  /** HTTP status, null when no answer came. */
  status: number | null;
  /** The field the server named (422 on login: 'username' / 'password'). */
  param: string | null;
  /**
   * The server's stable code: the cause of a 403 (late_payment_error, missing_contract_error, …), a
   * conflict's kind, or the message code of a broken rule (422: emailFormatHelpText,
   * orders.deadlinePassed, …). Screens translate by it.
   */
  type: string | null;
  /** The server's English sentence, for logs and reports; screens show a translation of `type`. */
  message: string;
  /** The values the translation of `type` names (a 422's dimension id, …), null when the server sent none. */
  params: AppErrorParams | null;
  /** Seconds until a 429's limit lets the user try again (the server's params.retryAfterSeconds), else null. */
  retryAfterSeconds: number | null;
}

/** The HTTP status of each app error code (the server sends both; the code decides). */
export const STATUS_OF_APP_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONSTRAINT: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Statuses meaning the server never answered (a proxy or gateway spoke instead). */
const NO_ANSWER_STATUSES = new Set([502, 503, 504]);

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function statusOf(error: Record<string, unknown>, appError: Record<string, unknown> | null): number | null {
  const code = text(appError?.code);
  if (code && STATUS_OF_APP_CODE[code]) return STATUS_OF_APP_CODE[code];
  const data = record(error.data);
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  const response = record(record(error.meta)?.response);
  if (typeof response?.status === 'number') return response.status;
  if (typeof error.status === 'number') return error.status;
  return null;
}

function kindOf(status: number | null, type: string | null): ErrorKind {
  if (status === null || NO_ANSWER_STATUSES.has(status)) return 'connection';
  switch (status) {
    case 401:
      return 'authentication';
    case 403:
      if (type === 'late_payment_error') return 'latePayment';
      if (type === 'missing_contract_error') return 'missingContract';
      return 'authorization';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 400:
    case 422:
      return 'constraintViolation';
    case 429:
      return 'rateLimited';
    default:
      return 'generic';
  }
}

/**
 * Maps anything a call threw (a TRPCClientError, a fetch Response-like error, a TypeError from
 * fetch) to the catalogue: 401 authentication, 403 authorization or its cause, 404 not found, 409
 * conflict, 422 constraint violation, no answer connection, anything else generic.
 */
export function classifyError(error: unknown): ClassifiedError {
  const err = record(error);
  if (!err) return { kind: 'generic', status: null, param: null, type: null, message: String(error), params: null, retryAfterSeconds: null };
  const data = record(err.data);
  const appError = record(data?.appError);
  const status = statusOf(err, appError);
  const type = text(appError?.type);
  return {
    kind: kindOf(status, type),
    status,
    param: text(appError?.param),
    type,
    message: text(appError?.message) ?? text(err.message) ?? '',
    params: paramsOf(appError),
    retryAfterSeconds: retryAfterOf(appError),
  };
}

/** The server's params of the error: the string and number values only. */
function paramsOf(appError: Record<string, unknown> | null): AppErrorParams | null {
  const params = record(appError?.params);
  if (!params) return null;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function retryAfterOf(appError: Record<string, unknown> | null): number | null {
  const seconds = record(appError?.params)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The text of a 429: when to try again, in whole minutes, when the server said. */
export function rateLimitedText(LL: Pick<TranslationFunctions, 'error'>, retryAfterSeconds: number | null): string {
  return retryAfterSeconds === null ? LL.error.rateLimited.message() : LL.error.rateLimited.retryIn({ minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/** Kinds whose dialog never offers Retry (the user must log in again or go elsewhere). */
export function isRetryable(kind: ErrorKind): boolean {
  return kind !== 'authentication' && kind !== 'latePayment' && kind !== 'missingContract' && kind !== 'authorization' && kind !== 'notFound';
}

/** True when the call failed because what it asked for does not exist (404): a stale link. */
export function isNotFoundError(error: unknown): boolean {
  return error !== null && error !== undefined && classifyError(error).kind === 'notFound';
}

/**
 * Where a forbidden error with a cause leads (spec 1 §6, §8). A missing contract names its year and
 * org (the server's params) in the query, so the page opens the contract of that year.
 */
export function redirectOfKind(kind: ErrorKind, params: AppErrorParams | null = null): string | null {
  if (kind === 'latePayment') return '/payment_error';
  if (kind !== 'missingContract') return null;
  const year = params?.year;
  const orgId = params?.orgId;
  if (typeof year !== 'number') return '/missing_contract';
  return `/missing_contract?year=${year}${typeof orgId === 'number' ? `&org=${orgId}` : ''}`;
}

/**
 * Whether an error dialog already waiting stands for this one. A page that several failing calls
 * lead to (late payment, missing contract) is one dialog whatever was being done; authentication is
 * one dialog too; any other kind is one per action.
 */
export function isSameReport(open: { kind: ErrorKind; action: ErrorAction | null }, kind: ErrorKind, action: ErrorAction | null): boolean {
  if (open.kind !== kind) return false;
  return kind === 'authentication' || redirectOfKind(kind) !== null || open.action === action;
}
