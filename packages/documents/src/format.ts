import { currencyDecimals } from '@eqa/core';
import { formatDate, formatNumber, LOCALE_LANGUAGE_TAGS, type Locales } from '@eqa/i18n';

/**
 * An amount in integer minor units (hundredths) as the locale writes money, with the currency's
 * decimals (core currencyDecimals: HUF none, EUR two): hu `12 345 Ft`, `1 234,56 EUR` (the
 * currency's Hungarian symbol after the number), en `HUF 12,345`, `EUR 1,234.56` (the ISO code
 * before it). Thousands are grouped from four digits on, so the digits of a column line up.
 */
export function formatMoney(amountMinor: number, currency: string, locale: Locales): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`An amount in minor units must be a whole number: ${amountMinor}`);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(3, '0');
  // a decimal string, so no binary fraction is ever rounded
  const decimal = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(LOCALE_LANGUAGE_TAGS[locale], {
    style: 'currency',
    currency,
    currencyDisplay: locale === 'hu' ? 'symbol' : 'code',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(decimal);
}

/** A VAT rate in basis points as a percentage: `27 %` (hu), `27%` (en); `5,5 %` / `5.5%`. */
export function formatVatRate(basisPoints: number, locale: Locales): string {
  return new Intl.NumberFormat(LOCALE_LANGUAGE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** An exchange rate in ten-thousandths with its decimals (2 at least): hu `395,12`, en `395.1234`. */
export function formatExchangeRate(scaled: number, locale: Locales): string {
  const decimal = `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}` as `${number}`;
  return new Intl.NumberFormat(LOCALE_LANGUAGE_TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(decimal);
}

/** A calendar day (YYYY-MM-DD) in the locale's style: hu `2017. 05. 16.`, en `16/05/2017`. */
export function formatDay(day: string, locale: Locales): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  return formatDate(`${day}T00:00:00Z`, locale, { timeZone: 'UTC' });
}

/** A quantity with the locale's separators (as many decimals as it has). */
export function formatQuantity(quantity: number, locale: Locales): string {
  return formatNumber(quantity, locale);
}
