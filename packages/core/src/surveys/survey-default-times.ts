import { toTime, type DateLike } from './survey-status';

/**
 * Spec 1 §9 survey default times: start 00:01; end and expected evaluation 23:59:59. The times are
 * wall-clock times of the provider (a Hungarian provider: Europe/Budapest), so a survey ends at
 * 23:59:59 for the labs whatever the server's zone; a different zone can be passed.
 */
export const SURVEY_TIME_ZONE = 'Europe/Budapest';
export const SURVEY_START_TIME = '00:01:00';
export const SURVEY_END_TIME = '23:59:59';
export const SURVEY_EXPECTED_EVALUATION_TIME = '23:59:59';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** One formatter per zone: constructing an Intl.DateTimeFormat costs far more than formatting. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(instant: number, timeZone: string): number[] {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** Offset of the zone from UTC at an instant, in milliseconds (Budapest in summer: +2 h). */
function zoneOffset(instant: number, timeZone: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallClockParts(instant, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock of the zone shows `day` `time` ('2017-06-15', '23:59:59'). */
export function zonedDateTime(day: string, time: string, timeZone: string = SURVEY_TIME_ZONE): Date {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Invalid day or time: ${day} ${time}`);
  const local = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  const first = local - zoneOffset(local, timeZone);
  return new Date(local - zoneOffset(first, timeZone));
}

/** The calendar day ('YYYY-MM-DD') of a date in the zone; a 'YYYY-MM-DD' text is taken as it is. */
export function calendarDay(date: DateLike, timeZone: string = SURVEY_TIME_ZONE): string {
  if (typeof date === 'string' && DAY.test(date)) return date;
  const [y = 0, mo = 1, d = 1] = wallClockParts(toTime(date), timeZone);
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type SurveyDateKind = 'start' | 'end' | 'expectedEvaluation';

const TIMES: Record<SurveyDateKind, string> = {
  start: SURVEY_START_TIME,
  end: SURVEY_END_TIME,
  expectedEvaluation: SURVEY_EXPECTED_EVALUATION_TIME,
};

/** A survey date picked as a day gets its default time: start 00:01, end and expected evaluation 23:59:59. */
export function surveyDateWithDefaultTime(kind: SurveyDateKind, day: DateLike, timeZone: string = SURVEY_TIME_ZONE): Date {
  return zonedDateTime(calendarDay(day, timeZone), TIMES[kind], timeZone);
}
