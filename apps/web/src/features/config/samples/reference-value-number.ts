/**
 * The number a reference-value field holds: null when empty, the number of the text (a decimal comma
 * is taken as a point, as Hungarian users type it), else NaN, which the field schema refuses with
 * config.samples.referenceValues.invalidNumber.
 */
export function parseFormNumber(text: unknown): number | null {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}
