import { hasAnyLocale, type Localized } from '../platform/localized';
import { MISSING_LOCALE_ERROR, REQUIRED_FIELD, type ConfigViolation } from './violation';

/**
 * A multilingual name that must be given (spec 3 §5: "at least one locale name non-empty",
 * "messages requiredField, missingLocaleError"): requiredField when no locale is present at all,
 * missingLocaleError when every present locale is blank.
 */
export function requiredLocalizedViolation(param: string, value: Localized | null | undefined): ConfigViolation | null {
  if (!value || Object.keys(value).length === 0) return { param, message: REQUIRED_FIELD };
  return hasAnyLocale(value) ? null : { param, message: MISSING_LOCALE_ERROR };
}

/** A plain text that must not be blank (sample name, scheme short name): requiredField. */
export function requiredTextViolation(param: string, value: string | null | undefined): ConfigViolation | null {
  return value && value.trim().length > 0 ? null : { param, message: REQUIRED_FIELD };
}

/** Trims every locale's text and drops blank ones: { en: ' Glucose ', hu: '' } → { en: 'Glucose' }. */
export function cleanLocalized(value: Localized | null | undefined): Localized {
  const out: Localized = {};
  for (const [locale, text] of Object.entries(value ?? {})) {
    const trimmed = text.trim();
    if (trimmed.length > 0) out[locale] = trimmed;
  }
  return out;
}
