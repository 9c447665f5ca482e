import { z } from 'zod';
import { percentOfAmount } from './currency';

/**
 * Exchange rates staff enter for VAT in forints (Áfa tv. 80. §: a foreign-currency invoice states
 * its VAT also in HUF, at the rate of the day of the supply; with no rate for that day, the last
 * one before it). A rate is how many forints one unit of the currency is, with up to 4 decimals
 * (the MNB publishes 2), kept as an integer of ten-thousandths: 395,1234 HUF/EUR = 3 951 234.
 */
export const EXCHANGE_RATE_SCALE = 10_000;
export const HOME_CURRENCY_ID = 'HUF';

export const EXCHANGE_RATE_MESSAGES = {
  invalidRate: 'billing.exchangeRates.invalidRate',
  homeCurrency: 'billing.exchangeRates.homeCurrency',
  unknownCurrency: 'billing.exchangeRates.unknownCurrency',
} as const;

/** A rate as typed or stored ('395.12', 395.12, numeric text) in ten-thousandths; null when it is not a positive decimal with 4 decimals at most below 1 000 000. */
export function parseExchangeRate(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim().replace(',', '.');
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const scaled = Number(match[1]) * EXCHANGE_RATE_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return scaled > 0 ? scaled : null;
}

/** Ten-thousandths back to numeric text with 4 decimals (3951234 → '395.1234'), for the numeric(12,4) column. */
export function exchangeRateToDecimal(scaled: number): string {
  const whole = Math.floor(scaled / EXCHANGE_RATE_SCALE);
  return `${whole}.${String(scaled % EXCHANGE_RATE_SCALE).padStart(4, '0')}`;
}

/** One entered rate: the day it is for (YYYY-MM-DD) and its value in ten-thousandths. */
export interface ExchangeRateEntry {
  day: string;
  rate: number;
}

/** The rate for a day: that day's, else the latest before it; null when none was entered on or before it. */
export function exchangeRateFor(day: string, entries: readonly ExchangeRateEntry[]): ExchangeRateEntry | null {
  let best: ExchangeRateEntry | null = null;
  for (const entry of entries) {
    if (entry.day > day) continue;
    if (best === null || entry.day > best.day) best = entry;
  }
  return best;
}

/**
 * An amount in a currency (hundredths) in forints (hundredths) at a rate in ten-thousandths, rounded
 * half away from zero to whole forints: EUR 27,00 at 395,12 = 10 668,24 → HUF 10 668.
 */
export function toForints(minor: number, rateScaled: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  if (!Number.isSafeInteger(rateScaled) || rateScaled <= 0) throw new RangeError(`Not an exchange rate: ${rateScaled}`);
  // minor × rate / 10 000: a rate in ten-thousandths multiplies as basis points do
  return percentOfAmount(minor, rateScaled, HOME_CURRENCY_ID);
}

/** PUT /orgs/{orgId}/exchange_rates: one rate of a currency for a day (staff enter the MNB's). */
export const ZExchangeRateInput = z.object({
  currencyId: z
    .string()
    .regex(/^[A-Z]{3}$/, 'requiredField')
    .refine((id) => id !== HOME_CURRENCY_ID, EXCHANGE_RATE_MESSAGES.homeCurrency),
  day: z.iso.date(),
  rate: z.string().trim().refine((rate) => parseExchangeRate(rate) !== null, EXCHANGE_RATE_MESSAGES.invalidRate),
});
export type TExchangeRateInput = z.infer<typeof ZExchangeRateInput>;
