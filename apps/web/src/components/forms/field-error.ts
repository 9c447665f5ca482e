import type { AppErrorParams } from '@eqa/core';
import type { TranslationFunctions } from '@eqa/i18n';
import type { FieldError } from 'react-hook-form';
import { messageText } from '../../features/account/message-text';

/** The prefix of a server error's params kept in a field error's `types` (react-hook-form keeps strings there). */
const PARAM = 'param:';

/** The params of a server error as the `types` of a field error (setError keeps them with the message). */
export function paramTypes(params: AppErrorParams | null): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [`${PARAM}${key}`, `${typeof value === 'number' ? '#' : '$'}${value}`]));
}

/** The params paramTypes kept, numbers as numbers again; null when there are none. */
export function paramsOf(error: { types?: FieldError['types'] } | undefined): AppErrorParams | null {
  const entries = Object.entries(error?.types ?? {}).filter((entry): entry is [string, string] => entry[0].startsWith(PARAM) && typeof entry[1] === 'string');
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([key, value]) => [key.slice(PARAM.length), value.startsWith('#') ? Number(value.slice(1)) : value.slice(1)]));
}

/** Codes the server and core's rules share whose text lives under another key (violationText's). */
const CODE_KEYS: Readonly<Record<string, string>> = { duplicateOrdinal: 'config.common.duplicateOrdinal' };

/**
 * The text of a field's error in the reader's language: its message is a message code (core's zod
 * messages such as `requiredField`, a server 422's `type` put there by applyServerError, with its
 * params) — never shown raw; a code with no text gives `fallback` (the constraint violation's text).
 * Null when the field has no error. `params` fill the placeholders of a message whose error brought
 * none (a rule the browser checked: the invoice's creation day of `paymentDeadlineBeforeCreation`).
 */
export function fieldErrorText(LL: TranslationFunctions, error: { message?: unknown; types?: FieldError['types'] } | undefined, fallback?: string, params?: AppErrorParams): string | null {
  if (!error) return null;
  const code = typeof error.message === 'string' ? error.message : '';
  const message = CODE_KEYS[code] ?? code;
  return messageText(LL, message, fallback ?? LL.error.constraintViolation.message(), paramsOf(error) ?? params ?? null);
}

/**
 * The error of a field that holds an object or a list (a text per locale, e-mail addresses): its own
 * (a rule on the whole value), else the first of its parts' (`name.hu`, `emails.2`).
 */
export function firstError(raw: unknown): FieldError | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const error = raw as Partial<FieldError> & Record<string, unknown>;
  if (typeof error.message === 'string' || typeof error.type === 'string') return error as FieldError;
  for (const part of Object.values(error)) {
    const found = firstError(part);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first field error of a form's errors (react-hook-form's nested `formState.errors`) and the
 * path of its field (`prices.1`, `variants.0.ordinal`): a form that shows one broken rule at a time
 * (the product dialog's summary and tab marks). Null when there is none.
 */
export function firstFieldError(errors: unknown, path = ''): { param: string; error: FieldError } | null {
  if (errors === null || typeof errors !== 'object') return null;
  for (const [key, value] of Object.entries(errors)) {
    if (value === null || typeof value !== 'object') continue;
    const param = path === '' ? key : `${path}.${key}`;
    const candidate = value as Partial<FieldError>;
    if (typeof candidate.type === 'string' && (candidate.message === undefined || typeof candidate.message === 'string')) return { param, error: value as FieldError };
    const found = firstFieldError(value, param);
    if (found) return found;
  }
  return null;
}
