/**
 * Exact money: amounts are integers of minor units (cents, fillér). Every currency has 2 decimals
 * here because the database stores money as numeric(14,2), so 1 major unit = 100 minor units.
 */
export const MONEY_DECIMALS = 2;
export const MINOR_UNITS_PER_MAJOR = 100;
/** The largest amount numeric(14,2) holds: 999 999 999 999.99, a safe integer in minor units. */
export const MONEY_MAX_MINOR = 99_999_999_999_999;
/** The same in major units (999 999 999 999.99): the bound of a major-unit amount an input may send. */
export const MONEY_MAX_MAJOR = MONEY_MAX_MINOR / MINOR_UNITS_PER_MAJOR;

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * A major-unit amount (a number, or numeric text as PostgreSQL sends it) in minor units, rounded half
 * away from zero at the third decimal: 12.345 → 1235, −12.345 → −1235, 12.3449 → 1234.
 * The rounding works on the shortest decimal text of the number (what JavaScript prints), so binary
 * noise does not leak in: 1.005 (stored as 1.00499999…) → 101, 0.1 + 0.2 → 30.
 * Throws RangeError for NaN, ±Infinity, text that is not a decimal, or a result beyond a safe integer.
 */
export function toMinorUnits(amount: number | string): number {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL_TEXT.exec(text);
  const [, sign = '', whole = '', fraction = '', exponentText] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a decimal amount: ${String(amount)}`);
  const digits = `${whole}${fraction}`;
  // position of the decimal point within `digits`, after the exponent shift
  const point = whole.length + Number(exponentText ?? 0);
  const padded = point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.padEnd(point + MONEY_DECIMALS + 1, '0');
  const at = Math.max(point, 0);
  const kept = padded.slice(0, at + MONEY_DECIMALS) || '0';
  const next = padded.charAt(at + MONEY_DECIMALS);
  let minor = BigInt(kept) + (next >= '5' ? 1n : 0n);
  if (sign === '-') minor = -minor;
  const result = Number(minor);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${String(amount)}`);
  return result === 0 ? 0 : result;
}

/** Minor units back to a major-unit number (1235 → 12.35; the nearest double, printed exactly). */
export function fromMinorUnits(minor: number): number {
  assertMinorUnits(minor);
  const major = minor / MINOR_UNITS_PER_MAJOR;
  return major === 0 ? 0 : major;
}

/** Minor units as numeric text with 2 decimals (1235 → '12.35', −5 → '-0.05'): for numeric columns. */
export function minorUnitsToDecimal(minor: number): string {
  assertMinorUnits(minor);
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_UNITS_PER_MAJOR);
  const cents = String(abs % MINOR_UNITS_PER_MAJOR).padStart(MONEY_DECIMALS, '0');
  return `${minor < 0 ? '-' : ''}${whole}.${cents}`;
}

/** Whether an amount fits the database's numeric(14,2) column. */
export function fitsMoneyColumn(minor: number): boolean {
  return Number.isSafeInteger(minor) && Math.abs(minor) <= MONEY_MAX_MINOR;
}

function assertMinorUnits(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
}
