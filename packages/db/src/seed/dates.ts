import { SURVEY_END_TIME, SURVEY_START_TIME, SURVEY_TIME_ZONE, zonedDateTime } from '@eqa/core';

const DAY_MS = 86_400_000;

/** Midnight UTC of the day of `now`, shifted by `days`. */
export function dayFrom(now: Date, days: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY_MS);
}

/** The day at hh:mm:ss UTC. */
export function at(day: Date, hours: number, minutes = 0, seconds = 0): Date {
  return new Date(day.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/**
 * A survey starts at 00:01 (spec 1 §9) on the provider's wall clock (Europe/Budapest): stored as the
 * instant, so the labs see 00:01 and not 01:01 / 02:01.
 */
export function startOfSurveyDay(day: Date): Date {
  return zonedDateTime(isoDay(day), SURVEY_START_TIME, SURVEY_TIME_ZONE);
}

/**
 * Ends, round deadlines and expected evaluations are at 23:59:59 (spec 1 §9) on the provider's wall
 * clock: 21:59:59Z in summer, 22:59:59Z in winter (not 23:59:59Z, which Budapest shows as 00:59 or
 * 01:59 the next day).
 */
export function endOfSurveyDay(day: Date): Date {
  return zonedDateTime(isoDay(day), SURVEY_END_TIME, SURVEY_TIME_ZONE);
}

export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/** 'YYYY-MM-DD' of a Date (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
