import { parseDecimalInput } from '@eqa/core';

/** The decimal separator of a locale's numbers: Hungarian writes 0,5, English 0.5. */
export function decimalSeparator(locale: string): ',' | '.' {
  return locale === 'hu' ? ',' : '.';
}

/** A number as a field shows it in the locale (no thousands separators, so it can be typed over); '' for none. */
export function decimalText(value: unknown, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(value);
  return decimalSeparator(locale) === ',' ? text.replace('.', ',') : text;
}

/**
 * What a typed number means: null for a blank field, the number (a comma or a dot as the decimal
 * separator, spaces as thousands separators: core parseDecimalInput), NaN for anything else — which
 * the schema refuses with its message.
 */
export function decimalValue(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimalInput(text) ?? Number.NaN;
}
