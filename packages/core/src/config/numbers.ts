/**
 * Form numbers of spec 3 §5: "Ordinals and minRounds are parsed as integers; prices as decimals".
 * Both accept numbers and typed text (spaces as thousands separators, a comma or dot decimal
 * separator); null for anything else.
 */
export function parseDecimalInput(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** An integer (a decimal input is truncated toward zero, as parseInt does); null when not a number. */
export function parseIntegerInput(input: string | number | null | undefined): number | null {
  const value = parseDecimalInput(input);
  if (value === null) return null;
  const integer = Math.trunc(value);
  return Number.isSafeInteger(integer) ? integer : null;
}
