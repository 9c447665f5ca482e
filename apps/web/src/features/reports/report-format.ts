import { formatNumber, type Locales } from '@eqa/i18n';

/** What an empty cell shows (a typographic placeholder, not a text to translate). */
export const EMPTY_CELL = '–';

/** Rounds to at most `digits` decimals (no trailing zeros), −0 as 0. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor + 0;
}

/**
 * Number formats of the report in the locale: values and statistics with up to 3 decimals (the
 * histogram limits are rounded to 3 decimals, spec 1 §2), z-scores and scaled values with 2,
 * CV% with 1, bias% as a whole percent (spec 1 §2: "shown as a rounded percentage").
 */
export function reportFormats(locale: Locales) {
  const show = (value: number | null | undefined, digits: number): string =>
    value === null || value === undefined || !Number.isFinite(value) ? EMPTY_CELL : formatNumber(roundTo(value, digits), locale);
  return {
    value: (v: number | null | undefined) => show(v, 3),
    score: (v: number | null | undefined) => show(v, 2),
    cv: (v: number | null | undefined) => show(v, 1),
    percent: (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? EMPTY_CELL : `${formatNumber(Math.round(v) + 0, locale)}%`),
    fraction: (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? EMPTY_CELL : `${formatNumber(Math.round(v * 100) + 0, locale)}%`),
  };
}

export type ReportFormats = ReturnType<typeof reportFormats>;

/**
 * A number typed by the user (a comma is accepted as the decimal separator); null when empty or
 * not a number.
 */
export function parseUserNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
