import type { TranslationFunctions } from '@eqa/i18n';
import type { ConfigViolation } from '@eqa/core';
import { messageText } from '../../account/message-text';

/**
 * The text of a broken rule (spec 3 §5/§8): the field messages requiredField and missingLocaleError,
 * the shared duplicate-ordinal message, another message code's text (a server 422's `type`, or a
 * core rule's code checked in the browser; CONFIG_MESSAGES) with the values it names (`params`), or
 * `fallback` (a screen-specific text; by default the catalogue's constraint-violation text) — never
 * the raw code or the server's English sentence.
 */
export function violationText(LL: TranslationFunctions, violation: ConfigViolation | null, fallback?: string): string | null {
  if (!violation) return null;
  switch (violation.message) {
    case 'requiredField':
      return LL.requiredField();
    case 'missingLocaleError':
      return LL.missingLocaleError();
    case 'duplicateOrdinal':
      return LL.config.common.duplicateOrdinal();
    default:
      return messageText(LL, violation.message, fallback ?? LL.error.constraintViolation.message(), violation.params);
  }
}

/** The violation when the field is `param` (or a field below it), else null. */
export function violationOf(violation: ConfigViolation | null, param: string): ConfigViolation | null {
  if (!violation) return null;
  return violation.param === param || violation.param.startsWith(`${param}.`) ? violation : null;
}
