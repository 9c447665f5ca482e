import type { ConfigViolation } from '@eqa/core';
import { useCallback } from 'react';
import { useReportError } from '../../../app/error-reporting';
import { classifyError, type ErrorAction } from '../../../lib/errors';

/**
 * A 422 answer naming a field, as a violation a form can show under that field; else null. Its
 * message is the server's code (`type`: requiredField, duplicateOrdinal, …) and its params the
 * values the code's text names, which violationText translates; never the server's English sentence.
 */
export function serverViolation(error: unknown): ConfigViolation | null {
  const classified = classifyError(error);
  if (classified.kind !== 'constraintViolation' || !classified.param) return null;
  return { param: classified.param, message: classified.type ?? '', ...(classified.params ? { params: classified.params } : {}) };
}

/**
 * The onError of a configuration mutation: the error dialog of the action (spec 3 §8: every failed
 * call goes to the shared handler with an area-specific kind and a retry action).
 */
export function useMutationError(action: ErrorAction): (error: unknown, retry?: () => void) => void {
  const report = useReportError();
  return useCallback((error: unknown, retry?: () => void) => report(error, { action, retry }), [report, action]);
}
