import { LRUCache } from 'lru-cache';
import type { Locales } from './i18n-types';

/** BCP 47 language tag of each interface language (spec 1 §1: en-GB, hu-HU). */
export const LOCALE_LANGUAGE_TAGS: Record<Locales, string> = { en: 'en-GB', hu: 'hu-HU' };

export interface FormatOptions {
  /** IANA time zone; the browser's own zone when omitted. */
  timeZone?: string;
}

/**
 * The Intl formatters by language and options: constructing one costs far more than formatting with it
 * (a date formatter with a zone ~0.1 ms; a screen formats hundreds of dates and numbers, and every
 * render again). The options are few (a handful of shapes, the digits, the zones in use).
 */
const formatters = new LRUCache<string, Intl.DateTimeFormat | Intl.NumberFormat>({ max: 500 });

/** The formatter under `key`, made by `make` the first time. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

/** A cached Intl.NumberFormat (see formatters); throws as the constructor does on an unknown currency. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}

function toDate(date: Date | string | number): Date {
  return date instanceof Date ? date : new Date(date);
}

/** A calendar date in the locale's style: 15/06/2017 (en-GB), 2017. 06. 15. (hu-HU). */
export function formatDate(date: Date | string | number, locale: Locales, options: FormatOptions = {}): string {
  return dateTimeFormat(LOCALE_LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: options.timeZone,
  }).format(toDate(date));
}

/** A month of a year, short: Jun 2017 (en-GB), 2017. jún. (hu-HU); the axis labels of a time chart. */
export function formatMonth(date: Date | string | number, locale: Locales, options: FormatOptions = {}): string {
  return dateTimeFormat(LOCALE_LANGUAGE_TAGS[locale], { year: 'numeric', month: 'short', timeZone: options.timeZone }).format(toDate(date));
}

/** A date with hours and minutes (24-hour clock in both languages). */
export function formatDateTime(date: Date | string | number, locale: Locales, options: FormatOptions = {}): string {
  return dateTimeFormat(LOCALE_LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).format(toDate(date));
}

/**
 * A number with the locale's separators. With `digits` the number is shown with exactly that many
 * decimals; without it, as many as it has (up to 20).
 */
export function formatNumber(value: number, locale: Locales, digits?: number): string {
  return numberFormat(LOCALE_LANGUAGE_TAGS[locale], {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 20,
  }).format(value);
}

const FILE_SIZE_UNITS = [
  ['kilobyte', 1e3],
  ['megabyte', 1e6],
  ['gigabyte', 1e9],
] as const;

/**
 * A file size in decimal units with the locale's separators and unit names: '512 bytes' / '512 bájt',
 * '12 kB', '1.5 MB' / '1,5 MB' (one decimal below 10, none from 10; 999 999 bytes is '1 MB', not '1000 kB').
 */
export function formatFileSize(bytes: number, locale: Locales): string {
  const tag = LOCALE_LANGUAGE_TAGS[locale];
  const whole = Math.max(0, Math.round(bytes));
  if (whole < 1000) return numberFormat(tag, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(whole);
  for (const [index, [unit, size]] of FILE_SIZE_UNITS.entries()) {
    const value = whole / size;
    const digits = value < 10 ? 1 : 0;
    const rounded = Number(value.toFixed(digits));
    if (rounded < 1000 || index === FILE_SIZE_UNITS.length - 1) {
      return numberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(rounded);
    }
  }
  return String(whole);
}

/** The short name of a time zone at an instant in the locale ('CET', 'CEST'); the zone's id when Intl has none. */
export function formatTimeZoneName(date: Date | string | number, locale: Locales, timeZone: string): string {
  const parts = dateTimeFormat(LOCALE_LANGUAGE_TAGS[locale], { timeZone, timeZoneName: 'short', hour: '2-digit' }).formatToParts(toDate(date));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A deadline, the one format of every deadline on every screen (issue 32): the date and the time in
 * the zone the deadline is counted in, with that zone's short name — '15/06/2017, 23:59 CEST' (en-GB),
 * '2017. 06. 15. 23:59 CEST' (hu-HU) — so a lab in another zone reads the same instant the provider set.
 */
export function formatDeadline(date: Date | string | number, locale: Locales, options: { timeZone: string }): string {
  return `${formatDateTime(date, locale, options)} ${formatTimeZoneName(date, locale, options.timeZone)}`;
}
