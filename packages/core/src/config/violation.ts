import { AppError } from '../errors/app-error';

/** A broken rule of spec 3 §5: the field it is about (`param`) and a message (an i18n key where §8 names one). */
export interface ConfigViolation {
  param: string;
  message: string;
}

/** Message keys of spec 3 §8 "Field messages". */
export const REQUIRED_FIELD = 'requiredField';
export const MISSING_LOCALE_ERROR = 'missingLocaleError';

/** Throws the violation as a 422 (AppError CONSTRAINT with its param); does nothing for null. */
export function assertNoViolation(violation: ConfigViolation | null): void {
  if (violation) throw AppError.constraint(violation.param, violation.message);
}

/** The first violation of several checks, or null. */
export function firstViolation(...checks: Array<ConfigViolation | null>): ConfigViolation | null {
  return checks.find((check): check is ConfigViolation => check !== null) ?? null;
}
