import { ISO_CURRENCIES } from '../countries/iso-codes';
import { MINOR_UNITS_PER_MAJOR, MONEY_DECIMALS } from '../orders/money';

/**
 * Decimals a currency's amounts are stated and rounded to on documents and in prices
 * (docs/decisions/vat.md "Rounding"). Amounts stay integers of hundredths (numeric(14,2)); a
 * currency with fewer decimals keeps its amounts on whole multiples: HUF 38 120 is 3 812 000.
 * - HUF: 0. The fillér went out in 1999; Hungarian invoices state forints (and the VAT in forints)
 *   without decimals, whatever ISO 4217 lists.
 * - The others: their ISO 4217 minor unit (JPY, KRW, ISK, CLP 0), else 2 (EUR, USD, GBP, …).
 */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', ...ISO_CURRENCIES.filter((c) => c.decimals === 0).map((c) => c.id)]);

export function currencyDecimals(currencyId: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.has(currencyId.toUpperCase()) ? 0 : MONEY_DECIMALS;
}

/** How many hundredths one step of the currency is (HUF 100, EUR 1). */
export function currencyStep(currencyId: string): number {
  return currencyDecimals(currencyId) === 0 ? MINOR_UNITS_PER_MAJOR : 1;
}

/**
 * An amount of hundredths rounded half away from zero to the currency's decimals:
 * HUF 12 345,50 (1234550) → 12 346 (1234600); HUF −0,50 → −1; EUR stays as it is.
 */
export function roundToCurrency(minor: number, currencyId: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const step = currencyStep(currencyId);
  if (step === 1) return minor;
  const rounded = Math.floor((Math.abs(minor) + step / 2) / step) * step;
  return minor < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Whether an amount of hundredths is a whole number of the currency's steps (HUF 12 345,50 is not). */
export function fitsCurrency(minor: number, currencyId: string): boolean {
  return Number.isSafeInteger(minor) && minor % currencyStep(currencyId) === 0;
}

/**
 * `basisPoints` hundredths of a percent of an amount (2700 = 27 %, 1000 = 10 %), rounded half away
 * from zero once, straight to the currency's decimals: HUF 38 125 × 10 % = 3 812,50 → 3 813; EUR
 * 0,05 × 10 % = 0,005 → 0,01. Exact (BigInt): no binary fraction, no double rounding.
 */
export function percentOfAmount(minor: number, basisPoints: number, currencyId: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`Not a rate in basis points: ${basisPoints}`);
  const step = BigInt(currencyStep(currencyId));
  const numerator = BigInt(minor) * BigInt(basisPoints);
  const denominator = 10_000n * step;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const steps = (magnitude * 2n + denominator) / (denominator * 2n);
  const result = Number((numerator < 0n ? -steps : steps) * step);
  return result === 0 ? 0 : result;
}
