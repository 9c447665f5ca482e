import {
  DEFAULT_LONG_TERM_PERIOD_MONTHS,
  historyWindow,
  LONG_TERM_PERIOD_MONTHS,
  longTermRange,
  type DateWindow,
  type LongTermMonths,
} from '@eqa/core';

/**
 * The long-term tab's period (spec 1 §2, §9): six months, one year (default), two years, three
 * years, or custom. The fixed periods end where the survey's history window ends (evaluation date
 * + 1 day) and start that many calendar months earlier (core longTermRange); a custom period starts
 * as the history window itself (survey start − 1 day … evaluation date + 1 day, core historyWindow)
 * and is edited as two calendar days (UTC): from at 00:00, to at 24:00.
 */
export type PeriodChoice = LongTermMonths | 'custom';

export const PERIOD_CHOICES: readonly PeriodChoice[] = [...LONG_TERM_PERIOD_MONTHS, 'custom'];
export const DEFAULT_PERIOD: PeriodChoice = DEFAULT_LONG_TERM_PERIOD_MONTHS as LongTermMonths;

export interface SurveyDates {
  startsAt: string | null;
  /** The evaluation date (the pre-evaluation date for a pre-evaluation report). */
  evaluatedAt: string | null;
}

/** The survey's history window; null when its dates are unknown. */
export function surveyHistoryWindow(survey: SurveyDates): DateWindow | null {
  if (!survey.startsAt || !survey.evaluatedAt) return null;
  return historyWindow(survey.startsAt, survey.evaluatedAt);
}

/** The from/to of a fixed period; null when the survey's dates are unknown. */
export function fixedPeriodWindow(months: LongTermMonths, survey: SurveyDates): DateWindow | null {
  const window = surveyHistoryWindow(survey);
  return window ? longTermRange(months, window.to) : null;
}

/** A calendar day (YYYY-MM-DD, UTC) of an ISO instant, for a date input. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The window of two picked days: from = the first day's 00:00 UTC, to = the day after the last
 * day, 00:00 UTC. null when a day is missing or malformed, or when from is not before to (the
 * selector then shows an error and the chart keeps its last window).
 */
export function customWindow(fromDay: string, toDay: string): DateWindow | null {
  if (!DAY.test(fromDay) || !DAY.test(toDay)) return null;
  const from = new Date(`${fromDay}T00:00:00.000Z`);
  const toStart = new Date(`${toDay}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(toStart.getTime())) return null;
  const to = new Date(toStart.getTime() + 24 * 60 * 60 * 1000);
  try {
    return longTermRange({ from, to }, to);
  } catch {
    return null;
  }
}

/** The two days shown by the custom selector for a window (to is exclusive, so the day before it). */
export function daysOfWindow(window: DateWindow): { from: string; to: string } {
  const to = new Date(new Date(window.to).getTime() - 1);
  return { from: dayOf(window.from), to: dayOf(to.toISOString()) };
}

/** The period choice from a select's value. */
export function parsePeriodChoice(value: string): PeriodChoice {
  if (value === 'custom') return 'custom';
  const months = Number(value);
  return (LONG_TERM_PERIOD_MONTHS as readonly number[]).includes(months) ? (months as LongTermMonths) : DEFAULT_PERIOD;
}
