import { ACCREDITATION_MIN_DISPLAY_YEAR } from './constants';
import { CONFIG_MESSAGES } from './messages';
import { REQUIRED_FIELD, type ConfigViolation } from './violation';

/** An accreditation as entered: dates are 'YYYY-MM-DD' or null. */
export interface AccreditationDraft {
  paramId: number | null;
  accreditedStartsAt: string | null;
  accreditedEndsAt: string | null;
}

/**
 * Spec 3 §5: saving a new accreditation needs a parameter and at least one of start or end date;
 * editing needs at least one date. Beyond the spec: the start may not be after the end (an end
 * before 1900 means open, spec 3 §5).
 */
export function accreditationViolation(draft: AccreditationDraft, mode: 'create' | 'edit'): ConfigViolation | null {
  if (mode === 'create' && draft.paramId === null) return { param: 'paramId', message: REQUIRED_FIELD };
  if (draft.accreditedStartsAt === null && draft.accreditedEndsAt === null) {
    return { param: 'accreditedStartsAt', message: CONFIG_MESSAGES.accreditationDateRequired };
  }
  const end = accreditationDisplayDate(draft.accreditedEndsAt);
  if (draft.accreditedStartsAt !== null && end !== null && draft.accreditedStartsAt > end) {
    return { param: 'accreditedEndsAt', message: CONFIG_MESSAGES.accreditationEndBeforeStart };
  }
  return null;
}

/** Spec 3 §5: "End dates before year 1900 display as empty" (old data used such dates for "open"). */
export function accreditationDisplayDate(date: string | null): string | null {
  if (date === null) return null;
  const year = Number.parseInt(date.slice(0, 4), 10);
  return Number.isFinite(year) && year < ACCREDITATION_MIN_DISPLAY_YEAR ? null : date;
}

/** Whether an accreditation covers a day ('YYYY-MM-DD'); open ends cover everything on their side. */
export function accreditationCovers(accreditation: Omit<AccreditationDraft, 'paramId'>, day: string): boolean {
  const start = accreditation.accreditedStartsAt;
  const end = accreditationDisplayDate(accreditation.accreditedEndsAt);
  return (start === null || start <= day) && (end === null || day <= end);
}
