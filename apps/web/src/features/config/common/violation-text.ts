import type { TranslationFunctions } from '@eqa/i18n';
import type { ConfigViolation } from '@eqa/core';

/**
 * The text of a broken rule (spec 3 §5/§8): the field messages requiredField and missingLocaleError,
 * the shared duplicate-ordinal message, or `fallback` (a screen-specific text) for anything else.
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
      return fallback ?? violation.message;
  }
}

/** The violation when the field is `param` (or a field below it), else null. */
export function violationOf(violation: ConfigViolation | null, param: string): ConfigViolation | null {
  if (!violation) return null;
  return violation.param === param || violation.param.startsWith(`${param}.`) ? violation : null;
}
