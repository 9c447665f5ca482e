/**
 * A date_time result: a calendar date, optionally with a time (minutes, seconds, fraction). Typed
 * as ISO 8601 (optionally with 'Z' or an offset; a space instead of 'T' is accepted) or in the
 * style of an interface language: Hungarian '2017. 06. 15. 14:30' (year first, dots) and British
 * English '15/06/2017 14:30' (day first, slashes; a comma before the time as Intl writes it). The
 * three forms cannot be mistaken for one another. Whatever was typed, the value is the ISO text
 * ('2017-06-15T14:30'); without an offset it is a local wall-clock time of the lab, kept as such.
 */
export type DateTimeValueState =
  | { state: 'empty' }
  | { state: 'valid'; text: string; kind: 'date' | 'local' | 'zoned' }
  | { state: 'invalid'; error: 'value.invalidDateTime' };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i;
const TIME = '(?:,?\\s+(\\d{1,2}):(\\d{2})(?::(\\d{2})(\\.\\d{1,9})?)?)?';
/** hu-HU: 2017. 06. 15. (spaces and the last dot optional), then the time. */
const HUNGARIAN = new RegExp(`^(\\d{4})\\.\\s*(\\d{1,2})\\.\\s*(\\d{1,2})\\.?${TIME}$`);
/** en-GB: 15/06/2017, then the time. */
const BRITISH = new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})${TIME}$`);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function validDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function validTime(h: number, mi: number, s: number | undefined): boolean {
  return h <= 23 && mi <= 59 && (s === undefined || s <= 59);
}

/** The Hungarian or British form as ISO text, or null when it is neither (or not a real date/time). */
function localeFormToIso(trimmed: string): DateTimeValueState | null {
  const hu = HUNGARIAN.exec(trimmed);
  const gb = hu ? null : BRITISH.exec(trimmed);
  if (!hu && !gb) return null;
  const invalid = { state: 'invalid', error: 'value.invalidDateTime' } as const;
  const [year, month, day] = hu ? [hu[1], hu[2], hu[3]].map(Number) : [gb?.[3], gb?.[2], gb?.[1]].map(Number);
  const [h, mi, s] = (hu ? [hu[4], hu[5], hu[6]] : [gb?.[4], gb?.[5], gb?.[6]]).map((x) => (x === undefined ? undefined : Number(x)));
  const fraction = (hu ? hu[7] : gb?.[7]) ?? '';
  if (year === undefined || month === undefined || day === undefined || !validDate(year, month, day)) return invalid;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (h === undefined || mi === undefined) return { state: 'valid', text: date, kind: 'date' };
  if (!validTime(h, mi, s)) return invalid;
  return { state: 'valid', text: `${date}T${pad(h)}:${pad(mi)}${s === undefined ? '' : `:${pad(s)}${fraction}`}`, kind: 'local' };
}

export function parseDateTimeValue(input: string | null | undefined): DateTimeValueState {
  const trimmed = (input ?? '').trim();
  if (trimmed.length === 0) return { state: 'empty' };
  const invalid = { state: 'invalid', error: 'value.invalidDateTime' } as const;
  const m = ISO.exec(trimmed);
  if (!m) return localeFormToIso(trimmed) ?? invalid;
  const [, y, mo, d, h, mi, s, , zone] = m;
  if (!validDate(Number(y), Number(mo), Number(d))) return invalid;
  if (h === undefined) return { state: 'valid', text: trimmed, kind: 'date' };
  if (!validTime(Number(h), Number(mi), s === undefined ? undefined : Number(s))) return invalid;
  if (zone !== undefined && zone.toUpperCase() !== 'Z') {
    const [oh, om] = zone.slice(1).split(':').map(Number);
    if (oh === undefined || om === undefined || oh > 14 || om > 59) return invalid;
  }
  const text = `${trimmed.slice(0, 10)}T${trimmed.slice(11)}`.replace(/z$/, 'Z');
  return { state: 'valid', text, kind: zone === undefined ? 'local' : 'zoned' };
}

/**
 * A stored date_time value (ISO text) as the control shows it in an interface language: hu
 * '2017. 06. 15. 14:30', en '15/06/2017 14:30' (seconds and fraction kept, so it reads back to the
 * same value). A value with a zone offset, or in another language, is shown as ISO with a space.
 */
export function formatDateTimeValue(text: string, locale: string): string {
  const m = ISO.exec(text.trim());
  if (!m) return text;
  const [, y, mo, d, h, , , , zone] = m;
  const iso = text.trim().replace(/^(\d{4}-\d{2}-\d{2})T/, '$1 ');
  if (zone !== undefined || (locale !== 'hu' && locale !== 'en')) return iso;
  const time = h === undefined ? '' : ` ${text.trim().slice(11)}`;
  return locale === 'hu' ? `${y}. ${mo}. ${d}.${time}` : `${d}/${mo}/${y}${time}`;
}
