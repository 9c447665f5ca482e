import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { classifyError } from '../../lib/errors';
import { applyServerError } from './server-errors';

export interface ValidationPasswordMessages {
  /** The text key of a wrong password (422 validationPassword). */
  invalid: string;
  /** The text key of too many wrong ones (429). */
  tooMany: string;
}

/**
 * A failure of a call that took the validation password (checkout, validate, invalidate), on the
 * form's `validationPassword` field: a wrong one (422) → `invalid`, too many (429) → `tooMany`, and
 * 'locked' (the form takes no more tries). 'shown' for a 422 naming another field of `fields`; null
 * for anything else (the caller handles it).
 */
export function applyValidationPasswordError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  messages: ValidationPasswordMessages,
  fields: readonly string[] = [],
): 'locked' | 'shown' | null {
  const name = 'validationPassword' as FieldPath<T>;
  const failure = classifyError(error);
  if (failure.kind === 'rateLimited') {
    setError(name, { type: 'server', message: messages.tooMany });
    return 'locked';
  }
  if (failure.kind === 'constraintViolation' && failure.param === 'validationPassword' && failure.type !== 'requiredField') {
    setError(name, { type: 'server', message: messages.invalid }, { shouldFocus: true });
    return 'shown';
  }
  return applyServerError(error, setError, ['validationPassword', ...fields]) ? 'shown' : null;
}
