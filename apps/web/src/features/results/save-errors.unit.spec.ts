import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { afterFailedSave, classifySaveError } from './save-errors';

/** A TRPCClientError as the client builds it from a server error response. */
function trpcError(httpStatus: number, appError: { code: string; message: string; param: string | null; type: string }) {
  return TRPCClientError.from({ error: { code: -32600, message: appError.message, data: { code: 'X', httpStatus, appError } } });
}

const readOnly = trpcError(422, { code: 'CONSTRAINT', message: 'The survey is read-only', param: 'surveyId', type: 'survey_read_only' });
const notStarted = trpcError(422, { code: 'CONSTRAINT', message: 'The survey has not started', param: 'surveyId', type: 'survey_not_started' });
const validated = trpcError(409, { code: 'CONFLICT', message: 'The results of this survey are validated', param: null, type: 'survey_validated_error' });
const badValue = trpcError(422, { code: 'CONSTRAINT', message: 'Enter a number', param: 'values.0.value', type: 'value.invalidNumber' });

describe('classifySaveError', () => {
  it('tells the saver a conflict, a refused value and anything else apart', () => {
    expect(classifySaveError(trpcError(409, { code: 'CONFLICT', message: 'c', param: null, type: 'stream_version_conflict' }))).toEqual({
      kind: 'conflict',
      param: null,
      type: 'stream_version_conflict',
    });
    expect(classifySaveError(badValue)).toEqual({ kind: 'constraint', param: 'values.0.value', type: 'value.invalidNumber' });
    // validated meanwhile (one 409 from every path) and read-only refusals are not conflicts to reconcile
    expect(classifySaveError(validated).kind).toBe('validated');
    expect(classifySaveError(readOnly).kind).toBe('readOnly');
    expect(classifySaveError(notStarted).kind).toBe('readOnly');
    expect(classifySaveError(new Error('unexpected')).kind).toBe('other');
    expect(classifySaveError(trpcError(500, { code: 'INTERNAL', message: 'oops', param: null, type: 'api_error' })).kind).toBe('other');
  });

  it('tells a save that got no answer (tried again by itself): the network failed, or a gateway answered 502/503/504', () => {
    expect(classifySaveError(new TypeError('Failed to fetch'))).toEqual({ kind: 'connection', param: null, type: null });
    expect(classifySaveError(TRPCClientError.from(new TypeError('Failed to fetch'))).kind).toBe('connection');
    expect(classifySaveError(TRPCClientError.from({ error: { code: -32603, message: 'Bad gateway', data: { httpStatus: 502 } } })).kind).toBe('connection');
    expect(classifySaveError(TRPCClientError.from({ error: { code: -32603, message: 'Unavailable', data: { httpStatus: 503 } } })).kind).toBe('connection');
  });
});

describe('afterFailedSave', () => {
  it('reloads the form when the survey became read-only or is not started: a retry would fail again', () => {
    expect(afterFailedSave(validated)).toBe('reload');
    expect(afterFailedSave(readOnly)).toBe('reload');
    expect(afterFailedSave(notStarted)).toBe('reload');
  });

  it('offers Retry for a refused value, a lost connection or a server error', () => {
    expect(afterFailedSave(badValue)).toBe('retry');
    expect(afterFailedSave(new TypeError('Failed to fetch'))).toBe('retry');
    expect(afterFailedSave(trpcError(500, { code: 'INTERNAL', message: 'oops', param: null, type: 'api_error' }))).toBe('retry');
  });
});
