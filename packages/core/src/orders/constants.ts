import { calendarDay, SURVEY_TIME_ZONE } from '../surveys/survey-default-times';
import type { DateLike } from '../surveys/survey-status';

/**
 * Business constants of spec 2 §9 (ordering and invoices). The search debounce (500 ms), the page
 * size and the round tile size are shared platform values: SEARCH_DEBOUNCE_MS, PAGE_SIZE and
 * ROUND_TILE_SIZE_PX in platform/constants.
 */

/** Quantities per round (sample sets and extra evaluations): integers 0..100. */
export const ORDER_QUANTITY_MIN = 0;
export const ORDER_QUANTITY_MAX = 100;

/** Paper documents carry a 10 % surcharge (on the sample-set part of a line, see pricing.ts). */
export const PAPER_SURCHARGE_PERCENT = 10;

/** The copy of last year's orders is polled every second while it runs. */
export const COPY_POLL_INTERVAL_MS = 1000;

/** Years offered for the order copy, as offsets from the current year: the current and the next. */
export const ORDER_COPY_YEARS = [0, 1] as const;

/** Longest order comment (a decision; the spec names no limit). */
export const ORDER_COMMENT_MAX_LENGTH = 2000;

/** Displayed invoice numbers are zero-padded to 5 digits: `2017/00012`. */
export const INVOICE_NUMBER_DIGITS = 5;

/**
 * Calendar questions of ordering ("the current year", "before today") are answered in the provider's
 * zone (a Hungarian provider: Europe/Budapest), whatever the server's zone.
 */
export const ORDERS_TIME_ZONE = SURVEY_TIME_ZONE;

/** The current calendar year in the provider's zone (`now` is the clock or the demo date). */
export function currentOrderYear(now: DateLike, timeZone: string = ORDERS_TIME_ZONE): number {
  return Number(calendarDay(now, timeZone).slice(0, 4));
}

/** The years the order copy is offered for: [current, next]. */
export function orderCopyYears(now: DateLike, timeZone: string = ORDERS_TIME_ZONE): number[] {
  const year = currentOrderYear(now, timeZone);
  return ORDER_COPY_YEARS.map((offset) => year + offset);
}
