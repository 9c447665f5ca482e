/**
 * A date_time result: an ISO 8601 calendar date, optionally with a time (minutes, seconds,
 * fraction) and optionally with 'Z' or an offset. A space instead of 'T' is accepted.
 * Without an offset the text is a local wall-clock time of the lab and is kept as such.
 */
export type DateTimeValueState =
  | { state: 'empty' }
  | { state: 'valid'; text: string; kind: 'date' | 'local' | 'zoned' }
  | { state: 'invalid'; error: 'value.invalidDateTime' };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseDateTimeValue(input: string | null | undefined): DateTimeValueState {
  const trimmed = (input ?? '').trim();
  if (trimmed.length === 0) return { state: 'empty' };
  const invalid = { state: 'invalid', error: 'value.invalidDateTime' } as const;
  const m = ISO.exec(trimmed);
  if (!m) return invalid;
  const [, y, mo, d, h, mi, s, , zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return invalid;
  if (h === undefined) return { state: 'valid', text: trimmed, kind: 'date' };
  if (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 59)) return invalid;
  if (zone !== undefined && zone.toUpperCase() !== 'Z') {
    const [oh, om] = zone.slice(1).split(':').map(Number);
    if (oh === undefined || om === undefined || oh > 14 || om > 59) return invalid;
  }
  const text = `${trimmed.slice(0, 10)}T${trimmed.slice(11)}`.replace(/z$/, 'Z');
  return { state: 'valid', text, kind: zone === undefined ? 'local' : 'zoned' };
}
