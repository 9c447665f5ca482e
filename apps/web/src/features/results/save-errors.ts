import { SURVEY_NOT_STARTED_ERROR, SURVEY_READ_ONLY_ERROR, SURVEY_VALIDATED_ERROR } from '@eqa/core';
import { classifyError } from '../../lib/errors';
import type { ClassifiedSaveError } from './result-saver';

/**
 * A failed save as the saver needs it (result-saver ClassifiedSaveError): validated meanwhile (409
 * survey_validated_error), read-only (ended, not started), no answer (tried again by itself), a
 * conflict with another editor, a refused value, anything else.
 */
export function classifySaveError(error: unknown): ClassifiedSaveError {
  const c = classifyError(error);
  if (c.type === SURVEY_VALIDATED_ERROR) return { kind: 'validated', param: c.param, type: c.type };
  if (READ_ONLY_REFUSALS.has(c.type ?? '')) return { kind: 'readOnly', param: c.param, type: c.type };
  if (c.kind === 'connection' && (c.status !== null || isNetworkFailure(error))) return { kind: 'connection', param: null, type: null };
  if (c.kind === 'conflict') return { kind: 'conflict', param: c.param, type: c.type };
  if (c.kind === 'constraintViolation') return { kind: 'constraint', param: c.param, type: c.type };
  return { kind: 'other', param: c.param, type: c.type };
}


/**
 * What follows a failed save besides 'Result NOT saved': Retry, or — when the survey became
 * read-only meanwhile (validated elsewhere, ended), where a retry would fail the same way — a
 * reload of the form, which then shows why (the drafts stay stored).
 */
export function afterFailedSave(error: unknown): 'retry' | 'reload' {
  const { kind } = classifySaveError(error);
  return kind === 'validated' || kind === 'readOnly' ? 'reload' : 'retry';
}

/** Refusals of a save because the form may no longer be edited (core assertResultsEditable). */
const READ_ONLY_REFUSALS: ReadonlySet<string> = new Set([SURVEY_READ_ONLY_ERROR, SURVEY_NOT_STARTED_ERROR]);

/**
 * Whether a call failed for want of a network: fetch rejects with a TypeError then (the tRPC
 * client keeps it as the cause). Anything else thrown without an HTTP status is no reason to wait
 * for the connection: it is reported.
 */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof Error && error.cause instanceof TypeError;
}
