import { AppError, isAppError } from '@eqa/core';

/**
 * Telling "the database went away" from "the statement failed".
 *
 * A dropped connection (pg_terminate_backend, an idle-session timeout, a restart, a failover, a
 * network cut) must answer 503 and be retried, never 500: the request was fine, the database was
 * not there. Everything else a statement can fail with (a constraint, a serialization failure, a
 * bug) keeps its own meaning.
 */

/** SQLSTATEs of a server that is going away or cannot take the session now. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Socket-level failures (node's error codes). */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres says when a connection died under a query or cannot be used any more. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/** True when `error` means the database cannot be reached now (see above), not that a statement failed. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * True when `error` is a statement the database gave up on within the session's limits:
 * statement_timeout (57014, query_canceled) or lock_timeout (55P03, lock_not_available: a lock
 * held elsewhere too long). The database is busy, the request was fine: a 503 with Retry-After.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '57014' || code === '55P03';
}

/**
 * True when the database cannot serve now: a connection error, a time limit (isDatabaseTimeout),
 * or the 503 AppError either became (a pool with no free connection in time). Running the same
 * statements again at once would only wait again.
 */
export function isUnavailableNow(error: unknown): boolean {
  if (isAppError(error)) return error.code === 'UNAVAILABLE';
  return isConnectionError(error) || isDatabaseTimeout(error);
}

/**
 * The 503 AppError of work that waited its bound for its turn (a write that found every batch slot
 * taken for longer than its queue allows): the database is busy, try again shortly.
 */
export function databaseBusy(): AppError {
  return AppError.unavailable('The database is busy; try again shortly', { type: 'service_unavailable' });
}

/** The 503 AppError of a database that cannot be reached, with the driver's error as its cause. */
export function databaseUnavailable(cause: unknown): AppError {
  return AppError.unavailable('The database is temporarily unavailable, try again shortly', { type: 'service_unavailable', cause });
}

/** `error` as the 503 AppError when it is a connection error (see isConnectionError), else itself. */
export function asUnavailable(error: unknown): unknown {
  if (isAppError(error)) return error;
  return isConnectionError(error) ? databaseUnavailable(error) : error;
}
