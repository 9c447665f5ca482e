import { AppError } from '../errors/app-error';
import { LONG_TERM_PERIOD_MONTHS } from '../platform/constants';
import { EVALUATION_MESSAGES } from './messages';

/**
 * Time windows of the long-term (history) tab of the evaluation report (spec 1 §2).
 *
 * - historyWindow: from = survey start − 1 day, to = evaluation date + 1 day. It is the default
 *   of the custom from/to selector and its `to` is the end of the fixed periods.
 * - longTermRange(period, anchor): a fixed period of 6, 12, 24 or 36 months ends at `anchor`
 *   (normally historyWindow(...).to) and starts the same number of calendar months earlier, the
 *   day clamped to the month's length (31 Aug − 6 months = 28/29 Feb); a custom period is
 *   { from, to } and needs from < to.
 * Days are 24-hour shifts of the instant and months are UTC calendar months; results are ISO 8601
 * instants, usable as the from / to of the evaluation-history call.
 */

export type LongTermMonths = (typeof LONG_TERM_PERIOD_MONTHS)[number];
export type LongTermPeriod = LongTermMonths | { from: Date | string; to: Date | string };

export interface DateWindow {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toDate(value: Date | string, param: string): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw AppError.constraint(param, EVALUATION_MESSAGES.invalidDate, undefined, { value: String(value) });
  return date;
}

/** History window of a survey: start − 1 day … evaluation date + 1 day. */
export function historyWindow(surveyStartsAt: Date | string, evaluatedAt: Date | string): DateWindow {
  const start = toDate(surveyStartsAt, 'startsAt');
  const end = toDate(evaluatedAt, 'evaluatedAt');
  return {
    from: new Date(start.getTime() - DAY_MS).toISOString(),
    to: new Date(end.getTime() + DAY_MS).toISOString(),
  };
}

/** The instant `months` calendar months before `date` (UTC), the day clamped to the month's length. */
export function subtractMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** From/to of a long-term period (see the module comment). */
export function longTermRange(period: LongTermPeriod, anchor: Date | string): DateWindow {
  if (typeof period === 'object') {
    const from = toDate(period.from, 'from');
    const to = toDate(period.to, 'to');
    if (!(from.getTime() < to.getTime())) throw AppError.constraint('from', EVALUATION_MESSAGES.invalidRange);
    return { from: from.toISOString(), to: to.toISOString() };
  }
  if (!(LONG_TERM_PERIOD_MONTHS as readonly number[]).includes(period)) {
    throw AppError.constraint('period', EVALUATION_MESSAGES.unknownPeriod, undefined, { period: String(period) });
  }
  const end = toDate(anchor, 'to');
  return { from: subtractMonths(end, period).toISOString(), to: end.toISOString() };
}
