import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES, APP_ERROR_CODES, AppError, ORG_SETTINGS_MESSAGES, EXCHANGE_RATE_MESSAGES, PRICE_MESSAGES, PURCHASE_ORDER_MESSAGES, type AppErrorCode } from '@eqa/core';
import {
  APP_ERROR_WIRE,
  GENERIC_ERROR_MESSAGE,
  isUnexpectedError,
  toRestErrorBody,
  toTrpcError,
  toWireError,
  toWireZodIssues,
  zodIssuesOf,
} from './error-mapping';
import { englishOfMessageCode } from './message-codes';

const expected: Record<AppErrorCode, { status: number; trpc: string; type: string }> = {
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED', type: 'authentication_error' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN', type: 'authorization_error' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND', type: 'not_found_error' },
  METHOD_NOT_ALLOWED: { status: 405, trpc: 'METHOD_NOT_SUPPORTED', type: 'method_not_allowed_error' },
  CONFLICT: { status: 409, trpc: 'CONFLICT', type: 'conflict_error' },
  CONSTRAINT: { status: 422, trpc: 'UNPROCESSABLE_CONTENT', type: 'constraint_violation_error' },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS', type: 'rate_limit_error' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE', type: 'payload_too_large_error' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE', type: 'unsupported_media_type_error' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR', type: 'api_error' },
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE', type: 'service_unavailable' },
};

function zodError(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('AppError code → wire', () => {
  it('covers every AppError code', () => {
    expect(Object.keys(APP_ERROR_WIRE).sort()).toEqual([...APP_ERROR_CODES].sort());
  });

  it.each(APP_ERROR_CODES.map((code) => [code]))('%s maps to its HTTP status, tRPC code and default type', (code) => {
    const error = new AppError(code, 'Something happened');
    const wire = toWireError(error);
    expect(wire.httpStatus).toBe(expected[code].status);
    expect(wire.type).toBe(expected[code].type);
    expect(toTrpcError(error).code).toBe(expected[code].trpc);
    expect(wire.message).toBe(code === 'INTERNAL' ? GENERIC_ERROR_MESSAGE : 'Something happened');
  });

  it('keeps param and type of an AppError (403 cause, 422 field)', () => {
    expect(toWireError(AppError.forbidden('Pay first', 'late_payment_error'))).toEqual({
      code: 'FORBIDDEN',
      httpStatus: 403,
      message: 'Pay first',
      type: 'late_payment_error',
    });
    expect(toWireError(AppError.constraint('password', 'Wrong password'))).toMatchObject({ httpStatus: 422, param: 'password' });
  });

  it('reads an AppError wrapped as the cause of a TRPCError', () => {
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: AppError.notFound('Lab') });
    expect(toWireError(wrapped)).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, message: 'Lab not found' });
    const mapped = toTrpcError(wrapped);
    expect(mapped.code).toBe('NOT_FOUND');
    expect(mapped.cause).toBeInstanceOf(AppError);
  });
});

describe('message codes', () => {
  it.each([
    // a rule's code with a text of its own path, of a namespace, and of a shared leaf (config.common.duplicateOrdinal)
    [AppError.constraint('email', 'emailFormatHelpText'), 'emailFormatHelpText', 'Enter a valid e-mail address, e.g. name@example.com'],
    [AppError.constraint('total', 'invoices.invalidTotal'), 'invoices.invalidTotal', 'Enter an amount of at least 0 with at most 2 decimals'],
    [AppError.constraint('ordinal', 'duplicateOrdinal'), 'duplicateOrdinal', 'This ordinal is already used in the list'],
    // a code the dictionary does not know still never goes out as the message
    [AppError.constraint('x', 'noSuchKeyAnywhere'), 'noSuchKeyAnywhere', 'Invalid value of x'],
  ])('%s: the code is the type, the message an English sentence', (error, type, message) => {
    const wire = toWireError(error);
    expect(wire.type).toBe(type);
    expect(wire.message).not.toBe(type);
    expect(wire.message).toMatch(/^[A-Z]/);
    if (message) expect(wire.message).toBe(message);
  });

  it('sends the params of a code beside it and fills them into its English sentence (issue 24)', () => {
    const error = AppError.constraint('resultDimensionIds', 'config.schemeVersions.parameters.noResultDimension', undefined, { id: 'method' });
    expect(toWireError(error)).toMatchObject({
      httpStatus: 422,
      param: 'resultDimensionIds',
      type: 'config.schemeVersions.parameters.noResultDimension',
      params: { id: 'method' },
      message: 'The parameter has no result dimension method',
    });
    // a code whose text names a value the error does not carry gets the generic sentence, never a bare placeholder
    expect(toWireError(AppError.constraint('period', 'evaluationReport.history.unknownPeriod'))).toMatchObject({ type: 'evaluationReport.history.unknownPeriod', message: 'Invalid value of period' });
  });

  it('puts the code in place of a type derived from it, and keeps an English sentence with its type', () => {
    expect(toWireError(AppError.constraint('rounds.1', 'orders.deadlinePassed', 'deadline_passed'))).toMatchObject({ type: 'orders.deadlinePassed', param: 'rounds.1' });
    expect(toWireError(AppError.constraint('user.username', 'This username is taken', 'username_taken'))).toMatchObject({ type: 'username_taken', message: 'This username is taken' });
    expect(toWireError(AppError.constraint('paramId', 'Unknown parameter'))).toMatchObject({ type: 'constraint_violation_error', message: 'Unknown parameter' });
    expect(toWireError(AppError.forbidden('Forbidden', 'late_payment_error'))).toMatchObject({ type: 'late_payment_error', message: 'Forbidden' });
  });
});

describe('refusals of the api services (API_MESSAGES)', () => {
  it.each([
    { error: AppError.constraint('paramId', API_MESSAGES.unknownParameter), type: 'config.refusals.unknownParameter', message: 'There is no such parameter' },
    { error: AppError.constraint('minParticipants', API_MESSAGES.atLeast, undefined, { min: 1 }), type: 'config.refusals.atLeast', message: 'Enter a number of at least 1' },
    { error: AppError.constraint('dimensionIds', API_MESSAGES.parameterHasDimension, undefined, { id: 'method' }), type: 'config.refusals.parameterHasDimension', message: 'The parameter already has the dimension method' },
    { error: AppError.constraint('shortName', API_MESSAGES.productNameTaken, undefined, { shortName: 'GLU', year: 2017 }), type: 'config.refusals.productNameTaken', message: 'A product named GLU already exists in 2017' },
    { error: AppError.constraint('currentPassword', API_MESSAGES.wrongCurrentPassword), type: 'passwordChange.invalidCurrentPassword', message: 'Invalid current password' },
  ])('$type goes out as the type with its English sentence as the message', ({ error, type, message }) => {
    expect(toWireError(error)).toMatchObject({ code: 'CONSTRAINT', httpStatus: 422, type, message, ...(error.params ? { params: error.params } : {}) });
  });

  it('has an English sentence for every code, its placeholders filled', () => {
    const params = { id: 'method', min: 1, year: 2016, productYear: 2017, shortName: 'GLU' };
    const missing = Object.values(API_MESSAGES).filter((code) => englishOfMessageCode(code, params) === null);
    expect(missing).toEqual([]);
  });
});

describe('billing message codes (seller details, exchange rates, purchase-order number)', () => {
  it('have an English sentence each', () => {
    const codes = [...Object.values(ORG_SETTINGS_MESSAGES), ...Object.values(EXCHANGE_RATE_MESSAGES), ...Object.values(PURCHASE_ORDER_MESSAGES), ...Object.values(PRICE_MESSAGES)];
    expect(codes.filter((code) => englishOfMessageCode(code, { currencyId: 'HUF' }) === null)).toEqual([]);
  });
});

describe('zod input errors', () => {
  const schema = z.object({ context: z.object({ url: z.string() }), newPassword: z.string().min(8, { message: 'loginPasswordFormatHelpText' }) });

  it('become 422 with param = the first issue path joined by dots', () => {
    const error = zodError(schema, { context: { url: 5 }, newPassword: 'x' });
    const wire = toWireError(new TRPCError({ code: 'BAD_REQUEST', cause: error }));
    expect(wire).toMatchObject({ code: 'CONSTRAINT', httpStatus: 422, param: 'context.url', type: 'constraint_violation_error' });
  });

  it('carry the rule message code of the failing field as the type, and its English sentence as the message', () => {
    const error = zodError(schema, { context: { url: 'u' }, newPassword: 'short' });
    expect(toWireError(error)).toEqual({
      code: 'CONSTRAINT',
      httpStatus: 422,
      param: 'newPassword',
      type: 'loginPasswordFormatHelpText',
      message: 'At least 8 characters, with a lowercase letter, an uppercase letter and a digit',
    });
    expect(toTrpcError(new TRPCError({ code: 'BAD_REQUEST', cause: error })).code).toBe('UNPROCESSABLE_CONTENT');
  });

  it('lists the issues for tRPC clients', () => {
    const issues = zodIssuesOf(zodError(schema, { context: {}, newPassword: 'Password1' }));
    expect(issues).not.toBeNull();
    expect(toWireZodIssues(issues ?? [])).toEqual([expect.objectContaining({ path: ['context', 'url'] })]);
  });

  it('an output validation failure stays a 500', () => {
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed', cause: zodError(schema, {}) });
    expect(toWireError(error)).toMatchObject({ code: 'INTERNAL', httpStatus: 500, message: GENERIC_ERROR_MESSAGE });
    expect(isUnexpectedError(error)).toBe(true);
  });
});

describe('other errors', () => {
  it('an unknown error is a 500 with a generic message (never the internal one)', () => {
    const wire = toWireError(new Error('connection refused to 10.0.0.5'));
    expect(wire).toEqual({ code: 'INTERNAL', httpStatus: 500, message: GENERIC_ERROR_MESSAGE, type: 'api_error' });
    expect(toWireError('a string')).toMatchObject({ httpStatus: 500 });
    expect(isUnexpectedError(new Error('x'))).toBe(true);
    expect(isUnexpectedError(AppError.forbidden())).toBe(false);
  });

  it('adapter errors without an AppError map by their tRPC code', () => {
    expect(toWireError(new TRPCError({ code: 'NOT_FOUND', message: 'Not found' }))).toMatchObject({ httpStatus: 404, type: 'not_found_error' });
    expect(toWireError(new TRPCError({ code: 'PARSE_ERROR' }))).toMatchObject({ httpStatus: 422, type: 'invalid_request_error' });
    expect(toWireError(new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE' }))).toMatchObject({ httpStatus: 415 });
    expect(toWireError(new TRPCError({ code: 'TIMEOUT' }))).toMatchObject({ httpStatus: 500, message: GENERIC_ERROR_MESSAGE });
  });
});

describe('REST body', () => {
  it('is { error: { message, param?, type } }', () => {
    expect(toRestErrorBody(toWireError(AppError.constraint('username', 'Unknown username')))).toEqual({
      error: { message: 'Unknown username', param: 'username', type: 'constraint_violation_error' },
    });
    expect(toRestErrorBody(toWireError(AppError.unauthenticated()))).toEqual({
      error: { message: 'Authentication required', type: 'authentication_error' },
    });
  });
});
