import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { classifyError, isNotFoundError, isRetryable, isSameReport, redirectOfKind } from './errors';

/** A TRPCClientError as the client builds it from a server error response. */
function trpcError(httpStatus: number, appError: { code: string; message: string; param: string | null; type: string; params?: Record<string, unknown> | null }) {
  return TRPCClientError.from({
    error: { code: -32600, message: appError.message, data: { code: 'X', httpStatus, appError } },
  });
}

describe('classifyError (spec 1 §8 response mapping)', () => {
  it('maps 401 to authentication', () => {
    const error = trpcError(401, { code: 'UNAUTHENTICATED', message: 'Authentication required', param: null, type: 'authentication_error' });
    expect(classifyError(error)).toMatchObject({ kind: 'authentication', status: 401 });
  });

  it('maps 403 by its cause', () => {
    const late = trpcError(403, { code: 'FORBIDDEN', message: 'Late', param: null, type: 'late_payment_error' });
    const contract = trpcError(403, { code: 'FORBIDDEN', message: 'No contract', param: null, type: 'missing_contract_error' });
    const plain = trpcError(403, { code: 'FORBIDDEN', message: 'Forbidden', param: null, type: 'authorization_error' });
    expect(classifyError(late).kind).toBe('latePayment');
    expect(classifyError(contract).kind).toBe('missingContract');
    expect(classifyError(plain).kind).toBe('authorization');
  });

  it('maps 409, 422 (with its param) and 429', () => {
    expect(classifyError(trpcError(409, { code: 'CONFLICT', message: 'c', param: null, type: 'conflict_error' })).kind).toBe('conflict');
    const constraint = classifyError(
      trpcError(422, { code: 'CONSTRAINT', message: 'Unknown user', param: 'username', type: 'constraint_violation_error' }),
    );
    expect(constraint).toEqual({ kind: 'constraintViolation', status: 422, param: 'username', type: 'constraint_violation_error', message: 'Unknown user', params: null, retryAfterSeconds: null });
    expect(classifyError(trpcError(429, { code: 'RATE_LIMITED', message: 'slow down', param: null, type: 'rate_limit_error' })).kind).toBe('rateLimited');
  });

  it.each([
    { params: { retryAfterSeconds: 840 }, seconds: 840 },
    { params: null, seconds: null },
    { params: { retryAfterSeconds: 'soon' }, seconds: null },
    { params: { retryAfterSeconds: -5 }, seconds: null },
  ])('reads a 429\'s params.retryAfterSeconds: $params', ({ params, seconds }) => {
    const limited = trpcError(429, { code: 'RATE_LIMITED', message: 'slow down', param: null, type: 'rate_limit_error', params });
    expect(classifyError(limited)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: seconds });
  });

  it('maps 404 to notFound (no Retry: a stale link stays stale) and 500 to generic', () => {
    const missing = trpcError(404, { code: 'NOT_FOUND', message: 'Lab not found', param: null, type: 'not_found_error' });
    expect(classifyError(missing).kind).toBe('notFound');
    expect(isNotFoundError(missing)).toBe(true);
    expect(isRetryable('notFound')).toBe(false);
    const internal = trpcError(500, { code: 'INTERNAL', message: 'oops', param: null, type: 'api_error' });
    expect(classifyError(internal).kind).toBe('generic');
    expect(isNotFoundError(internal)).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });

  it('prefers the app error code over a disagreeing status', () => {
    const error = { data: { httpStatus: 500, appError: { code: 'UNAUTHENTICATED', message: 'x', param: null, type: 'authentication_error' } } };
    expect(classifyError(error).kind).toBe('authentication');
  });

  it('reads the HTTP status of a non-tRPC answer', () => {
    const error = TRPCClientError.from(new Error('Unexpected token <'), { meta: { response: { status: 403 } } });
    expect(classifyError(error)).toMatchObject({ kind: 'authorization', status: 403 });
  });

  it('calls it a connection error when no answer came at all', () => {
    expect(classifyError(TRPCClientError.from(new TypeError('Failed to fetch'))).kind).toBe('connection');
    expect(classifyError(TRPCClientError.from(new Error('Bad Gateway'), { meta: { response: { status: 502 } } })).kind).toBe('connection');
  });

  it('survives values that are not errors', () => {
    expect(classifyError('boom')).toMatchObject({ kind: 'generic', message: 'boom' });
    expect(classifyError(null).kind).toBe('generic');
  });
});

describe('dialog behaviour per kind', () => {
  it('offers Retry only where trying again can help', () => {
    expect(isRetryable('connection')).toBe(true);
    expect(isRetryable('generic')).toBe(true);
    expect(isRetryable('authentication')).toBe(false);
    expect(isRetryable('latePayment')).toBe(false);
  });
  it('sends forbidden causes to their warning pages', () => {
    expect(redirectOfKind('latePayment')).toBe('/payment_error');
    expect(redirectOfKind('missingContract')).toBe('/missing_contract');
    expect(redirectOfKind('conflict')).toBeNull();
  });
});

describe('a missing contract: one dialog, to the year that is missing', () => {
  it('names the year and org of the server params in the page path', () => {
    expect(redirectOfKind('missingContract', { year: 2018, orgId: 3 })).toBe('/missing_contract?year=2018&org=3');
    expect(redirectOfKind('missingContract', { year: 2018 })).toBe('/missing_contract?year=2018');
    expect(redirectOfKind('missingContract', null)).toBe('/missing_contract');
  });
  it.each([
    ['missingContract', 'orders', 'missingContract', 'checkout', true],
    ['missingContract', 'orders', 'missingContract', null, true],
    ['latePayment', 'evaluations', 'latePayment', 'reports', true],
    ['authentication', 'orders', 'authentication', 'lab', true],
    ['generic', 'orders', 'generic', 'checkout', false],
    ['generic', 'orders', 'generic', 'orders', true],
    ['missingContract', 'orders', 'latePayment', 'orders', false],
  ] as const)('%s while %s, then %s while %s: the same dialog = %s', (openKind, openAction, kind, action, same) => {
    expect(isSameReport({ kind: openKind, action: openAction }, kind, action)).toBe(same);
  });
});
