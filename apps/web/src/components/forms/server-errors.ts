import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { classifyError } from '../../lib/errors';
import { paramTypes } from './field-error';

export interface ServerErrorOptions {
  /** The server's param → the form's field, where they differ (`contact.emails.0` → `emails`). */
  aliases?: Readonly<Record<string, string>>;
  /** The server's code → the message code shown (`invalid_validation_password` → `orders.checkout.invalidPassword`). */
  messages?: Readonly<Record<string, string>>;
  /** A 422 naming no field of the form (or none) stays in the form too, as `root.server` (FormRootError shows it). */
  root?: boolean;
}

/** The field of the form a server param names: itself, a field it lies inside (`address.countryId` in `address`), or an alias; null for none. */
export function fieldOfParam(param: string, fields: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | null {
  const alias = aliases[param];
  if (alias !== undefined) return alias;
  const field = fields.find((name) => param === name || param.startsWith(`${name}.`));
  return field === undefined ? null : param;
}

/**
 * A 422 answer naming a field (`param`: `iban`, `address.countryId`) put on that field of the form
 * as its error: its message the server's code (`type`, or the code `messages` gives for it) and its
 * params, which the kit's fields translate (fieldErrorText). The field gets the focus. True when the
 * error was a field's — or, with `root`, any 422 — (the form shows it, and keeps what the user
 * typed); false for anything else (the caller reports it).
 */
export function applyServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[], options: ServerErrorOptions = {}): boolean {
  const failure = classifyError(error);
  if (failure.kind !== 'constraintViolation') return false;
  const field = failure.param ? fieldOfParam(failure.param, fields, options.aliases) : null;
  if (field === null && !options.root) return false;
  const code = failure.type ?? '';
  const types = paramTypes(failure.params);
  const fieldError = { type: 'server', message: options.messages?.[code] ?? code, ...(types ? { types } : {}) };
  if (field === null) setError('root.server', fieldError);
  else setError(field as FieldPath<T>, fieldError, { shouldFocus: true });
  return true;
}
