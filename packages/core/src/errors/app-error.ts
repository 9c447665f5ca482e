/**
 * The one error type of the product. Every expected failure is an AppError with a code;
 * packages/api maps the code to an HTTP status and a tRPC code in one place (error-mapping.ts).
 */
export const APP_ERROR_CODES = [
  'UNAUTHENTICATED', // 401: no, expired or revoked session; wrong credentials at login use CONSTRAINT
  'FORBIDDEN', // 403, optionally with a cause (late_payment_error, missing_contract_error)
  'NOT_FOUND', // 404
  'METHOD_NOT_ALLOWED', // 405: the path exists, the method does not (REST); the Allow header lists the methods
  'CONFLICT', // 409: optimistic concurrency clash, duplicate, in-use item
  'CONSTRAINT', // 422: a rule of the spec was broken; `param` names the field
  'RATE_LIMITED', // 429
  'PAYLOAD_TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA_TYPE', // 415
  'INTERNAL', // 500
  'UNAVAILABLE', // 503: a dependency (the database, the job queue) is away for now; retry later
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export const FORBIDDEN_CAUSES = ['late_payment_error', 'missing_contract_error', 'access_blocked_error'] as const;
export type ForbiddenCause = (typeof FORBIDDEN_CAUSES)[number];

export interface AppErrorOptions {
  /** The field the error is about (422): username, password, validationPassword, … */
  param?: string;
  /** A machine-readable reason, sent as error.type (403 causes, conflict kinds, …). */
  type?: string;
  /** Values the client's translation of `type` fills in (a 429's retryAfterSeconds). */
  params?: AppErrorParams;
  cause?: unknown;
}

/** Placeholders of an error's translated text, sent beside its `type`. */
export type AppErrorParams = Record<string, string | number>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly param: string | undefined;
  readonly type: string | undefined;
  readonly params: AppErrorParams | undefined;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.param = options.param;
    this.type = options.type;
    this.params = options.params;
  }

  static unauthenticated(message = 'Authentication required'): AppError {
    return new AppError('UNAUTHENTICATED', message, { type: 'authentication_error' });
  }
  static forbidden(message = 'Forbidden', cause?: ForbiddenCause): AppError {
    return new AppError('FORBIDDEN', message, { type: cause ?? 'authorization_error' });
  }
  /**
   * 403 missing_contract_error: the lab's contract with the org for the year is not accepted; the
   * year and org travel as params, so the client opens the contract of that year.
   */
  static missingContract(year: number, orgId: number): AppError {
    return new AppError('FORBIDDEN', `The contract for ${year} is not accepted`, { type: 'missing_contract_error', params: { year, orgId } });
  }
  /** A user of a lab staff have blocked (sign-in, and every call of a session of it). */
  static accessBlocked(): AppError {
    return AppError.forbidden('Access to this laboratory is blocked', 'access_blocked_error');
  }
  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`, { type: 'not_found_error' });
  }
  static conflict(message: string, type = 'conflict_error'): AppError {
    return new AppError('CONFLICT', message, { type });
  }
  /** A broken rule (422): `message` is a message code or an English sentence; `params` fill the code's text. */
  static constraint(param: string, message: string, type = 'constraint_violation_error', params?: AppErrorParams): AppError {
    return new AppError('CONSTRAINT', message, { param, type, ...(params !== undefined ? { params } : {}) });
  }
  /**
   * The database or the job queue cannot be reached right now (a dropped connection, a restart, a
   * failover, a pool that had no connection to give in time). The request may be retried.
   */
  static unavailable(message = 'The service is temporarily unavailable, try again shortly', options: Omit<AppErrorOptions, 'param'> = {}): AppError {
    return new AppError('UNAVAILABLE', message, { type: 'service_unavailable', ...options });
  }
  /** 429; with `retryAfterSeconds`, sent as params.retryAfterSeconds and the Retry-After header. */
  static rateLimited(message = 'Too many attempts, try again later', retryAfterSeconds?: number): AppError {
    return new AppError('RATE_LIMITED', message, { type: 'rate_limit_error', ...(retryAfterSeconds !== undefined ? { params: { retryAfterSeconds } } : {}) });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
