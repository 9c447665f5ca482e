import { AppError, type AppErrorParams } from '../errors/app-error';

/**
 * A broken rule of spec 3 §5: the field it is about (`param`), a message code (an i18n key: §8's
 * field messages, CONFIG_MESSAGES, …) and the values its text names (`params`, e.g. a dimension id).
 */
export interface ConfigViolation {
  param: string;
  message: string;
  params?: AppErrorParams;
}

/** Message keys of spec 3 §8 "Field messages". */
export const REQUIRED_FIELD = 'requiredField';
export const MISSING_LOCALE_ERROR = 'missingLocaleError';

/** Throws the violation as a 422 (AppError CONSTRAINT with its param and params); does nothing for null. */
export function assertNoViolation(violation: ConfigViolation | null): void {
  if (violation) throw AppError.constraint(violation.param, violation.message, undefined, violation.params);
}

/** The first violation of several checks, or null. */
export function firstViolation(...checks: Array<ConfigViolation | null>): ConfigViolation | null {
  return checks.find((check): check is ConfigViolation => check !== null) ?? null;
}
