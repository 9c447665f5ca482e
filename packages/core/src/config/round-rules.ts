import { isEditableRoundYear } from '../platform/constants';
import { toTime, type DateLike } from '../surveys/survey-status';
import { CONFIG_MESSAGES } from './messages';
import type { ConfigViolation } from './violation';

/** Spec 3 §5: a new round defaults to the current year and the current month number as ordinal. */
export function newRoundDefaults(now: DateLike): { year: number; ordinal: number } {
  const date = new Date(toTime(now));
  return { year: date.getUTCFullYear(), ordinal: date.getUTCMonth() + 1 };
}

/** The name of a round when none is given: '2017/2'. */
export function defaultRoundName(year: number, ordinal: number): string {
  return `${year}/${ordinal}`;
}

/**
 * Spec 3 §4/§6/§9: rounds (and their surveys and samples) are editable only in the previous, current
 * and next year; other rounds are read-only.
 */
export function roundYearViolation(year: number, now: DateLike, param = 'year'): ConfigViolation | null {
  if (isEditableRoundYear(year, new Date(toTime(now)))) return null;
  return { param, message: CONFIG_MESSAGES.roundYearReadOnly };
}
