import { SURVEY_NOT_STARTED_ERROR, SURVEY_READ_ONLY_ERROR } from '@eqa/core';
import { classifyError } from '../../lib/errors';
import type { ClassifiedSaveError } from './result-saver';

/** A failed save as the saver needs it (result-saver ClassifiedSaveError): conflict, a refused value, anything else. */
export function classifySaveError(error: unknown): ClassifiedSaveError {
  const c = classifyError(error);
  if (c.kind === 'conflict') return { kind: 'conflict', param: c.param, type: c.type };
  if (c.kind === 'constraintViolation') return { kind: 'constraint', param: c.param, type: c.type };
  return { kind: 'other', param: c.param, type: c.type };
}

/** Refusals of a save because the form may no longer be edited (core assertResultsEditable). */
const READ_ONLY_REFUSALS: ReadonlySet<string> = new Set([SURVEY_READ_ONLY_ERROR, SURVEY_NOT_STARTED_ERROR]);

/**
 * What follows a failed save besides 'Result NOT saved': Retry, or — when the survey became
 * read-only meanwhile (validated elsewhere, ended), where a retry would fail the same way — a
 * reload of the form, which then shows why (the drafts stay stored).
 */
export function afterFailedSave(error: unknown): 'retry' | 'reload' {
  return READ_ONLY_REFUSALS.has(classifySaveError(error).type ?? '') ? 'reload' : 'retry';
}
