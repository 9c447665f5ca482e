import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { classifyError } from '../../lib/errors';

/**
 * A 422 answer naming a field (`param`: `iban`, `address.countryId`) put on that field of the form
 * as its error, its message the server's code (`type`), which FormTextField translates. True when
 * the error was a field's (the form shows it); false for anything else (the caller reports it).
 */
export function applyServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  const failure = classifyError(error);
  if (failure.kind !== 'constraintViolation' || !failure.param) return false;
  const field = fields.find((name) => failure.param === name || failure.param?.startsWith(`${name}.`)) ?? null;
  if (field === null) return false;
  setError(failure.param as FieldPath<T>, { type: 'server', message: failure.type ?? '' }, { shouldFocus: true });
  return true;
}
