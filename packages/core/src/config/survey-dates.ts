import { surveyStatus, toTime, type DateLike, type SurveySchedule } from '../surveys/survey-status';
import { calendarDay } from '../surveys/survey-default-times';
import { CONFIG_MESSAGES } from './messages';
import type { ConfigViolation } from './violation';

/** A round is in the future while none of its surveys has started (a proposal has not started). */
export function isRoundInFuture(surveys: readonly SurveySchedule[], now: DateLike): boolean {
  return surveys.every((survey) => !surveyStatus(survey, null, now).started);
}

/**
 * Spec 3 §4 set-dates dialog: "the only-evaluation-dates mode is on by default when no survey of
 * the round is in progress and the round is not in the future".
 */
export function onlyEvaluationDatesDefault(surveys: readonly SurveySchedule[], now: DateLike): boolean {
  const anyInProgress = surveys.some((survey) => surveyStatus(survey, null, now).inProgress);
  return !anyInProgress && !isRoundInFuture(surveys, now);
}

/** What the set-dates dialog sends for its selected surveys. */
export interface SurveyDatesInput {
  onlyEvaluationDates: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
  expectedEvaluationAt?: string | null;
  evaluatedAt?: string | null;
}

export type SurveyDatesPatch =
  | { mode: 'evaluation'; expectedEvaluationAt: string | null; evaluatedAt: string | null }
  | { mode: 'schedule'; startsAt: string | null; endsAt: string | null };

/**
 * Spec 3 §4: in the only-evaluation-dates mode expectedEvaluationAt and evaluatedAt are set,
 * otherwise startsAt and endsAt (an omitted date is cleared). The start may not be after the end.
 */
export function surveyDatesPatch(input: SurveyDatesInput): SurveyDatesPatch | ConfigViolation {
  if (input.onlyEvaluationDates) {
    return { mode: 'evaluation', expectedEvaluationAt: input.expectedEvaluationAt ?? null, evaluatedAt: input.evaluatedAt ?? null };
  }
  const startsAt = input.startsAt ?? null;
  const endsAt = input.endsAt ?? null;
  const order = surveyDateOrderViolation(startsAt, endsAt);
  return order ?? { mode: 'schedule', startsAt, endsAt };
}

export function isConfigViolation(value: SurveyDatesPatch | ConfigViolation): value is ConfigViolation {
  return 'param' in value;
}

/** A survey's start may not be after its end (param endsAt). */
export function surveyDateOrderViolation(startsAt: DateLike | null, endsAt: DateLike | null): ConfigViolation | null {
  if (startsAt === null || endsAt === null) return null;
  return toTime(startsAt) > toTime(endsAt) ? { param: 'endsAt', message: CONFIG_MESSAGES.surveyEndBeforeStart } : null;
}

/**
 * A survey's result deadline may not be after its end: results can no longer be entered once the
 * survey has ended, so a later deadline would promise what the survey refuses (param deadline,
 * params { endsAt }: the end's calendar day in the survey time zone).
 */
export function surveyDeadlineViolation(deadline: DateLike | null, endsAt: DateLike | null): ConfigViolation | null {
  if (deadline === null || endsAt === null) return null;
  return toTime(deadline) > toTime(endsAt) ? { param: 'deadline', message: CONFIG_MESSAGES.surveyDeadlineAfterEnd, params: { endsAt: calendarDay(endsAt) } } : null;
}

/** Spec 3 §4: "end date defaults to today 23:59:59 when missing" (UTC day of now). */
export function defaultSurveyEnd(now: DateLike): Date {
  const date = new Date(toTime(now));
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59));
}

/** Spec 3 §4: "issue date defaults to the end date" (which defaults to today 23:59:59). */
export function defaultIssueAt(survey: { issueAt: DateLike | null; endsAt: DateLike | null }, now: DateLike): Date {
  if (survey.issueAt !== null) return new Date(toTime(survey.issueAt));
  if (survey.endsAt !== null) return new Date(toTime(survey.endsAt));
  return defaultSurveyEnd(now);
}
