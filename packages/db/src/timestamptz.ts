/**
 * A faster parser of PostgreSQL's timestamptz text (DateStyle ISO, the default), for node-postgres:
 * `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM[:SS]]` is read by position instead of by the regular
 * expressions of pg's own parser (postgres-date), which a row of a dozen dates paid on every
 * request. Anything else (infinity, BC, years before 100 or after 9999, another DateStyle) goes to
 * `fallback`, pg's parser, so the result is always the one pg would give.
 */
export function timestamptzParser(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    const zoneAt = 19 + fractionLength(text);
    const length = text.length;
    if (
      (length !== zoneAt + 3 && length !== zoneAt + 6 && length !== zoneAt + 9) ||
      text.charCodeAt(4) !== DASH ||
      text.charCodeAt(7) !== DASH ||
      text.charCodeAt(10) !== SPACE ||
      text.charCodeAt(13) !== COLON ||
      text.charCodeAt(16) !== COLON
    ) {
      return fallback(text);
    }
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    const hour = digits(text, 11, 2);
    const minute = digits(text, 14, 2);
    const second = digits(text, 17, 2);
    const sign = text.charCodeAt(zoneAt);
    const zoneHours = digits(text, zoneAt + 1, 2);
    const zoneMinutes = length > zoneAt + 3 ? (text.charCodeAt(zoneAt + 3) === COLON ? digits(text, zoneAt + 4, 2) : -1) : 0;
    const zoneSeconds = length > zoneAt + 6 ? (text.charCodeAt(zoneAt + 6) === COLON ? digits(text, zoneAt + 7, 2) : -1) : 0;
    if (
      year < 100 ||
      month < 0 ||
      day < 0 ||
      hour < 0 ||
      minute < 0 ||
      second < 0 ||
      (sign !== PLUS && sign !== DASH) ||
      zoneHours < 0 ||
      zoneMinutes < 0 ||
      zoneSeconds < 0
    ) {
      return fallback(text);
    }
    // milliseconds: the first three digits of the fraction (Date keeps no more; pg's parser truncates too)
    const fraction = zoneAt - 20;
    const milliseconds = fraction <= 0 ? 0 : digits((text.slice(20, 20 + Math.min(fraction, 3)) + '00').slice(0, 3), 0, 3);
    const offset = (zoneHours * 3600 + zoneMinutes * 60 + zoneSeconds) * 1000 * (sign === PLUS ? 1 : -1);
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offset);
  };
}

const DASH = 45;
const PLUS = 43;
const COLON = 58;
const SPACE = 32;
const DOT = 46;

/** The length of `.ffffff` after the seconds (0 without a fraction). */
function fractionLength(text: string): number {
  if (text.charCodeAt(19) !== DOT) return 0;
  let at = 20;
  while (at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at += 1;
  return at - 19;
}

/** The number written by `count` decimal digits at `at`, or -1 when one is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}
