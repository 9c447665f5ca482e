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

/** A survey starts at 00:01 (spec 1 §9). */
export function startOfSurveyDay(day: Date): Date {
  return at(day, 0, 1);
}

/** Ends and expected evaluations are at 23:59:59 (spec 1 §9). */
export function endOfSurveyDay(day: Date): Date {
  return at(day, 23, 59, 59);
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
