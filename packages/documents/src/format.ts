import { formatDate, formatNumber, LOCALE_LANGUAGE_TAGS, type Locales } from '@eqa/i18n';

/**
 * An amount in integer minor units (2 decimals for every currency) as the locale writes money:
 * hu `12 345,00 Ft` (the currency's Hungarian symbol after the number), en `HUF 12,345.00` (the ISO
 * code before it). Thousands are grouped from four digits on, so the digits of a column line up.
 */
export function formatMoney(amountMinor: number, currency: string, locale: Locales): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`An amount in minor units must be a whole number: ${amountMinor}`);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(3, '0');
  // a decimal string, so no binary fraction is ever rounded
  const decimal = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  return new Intl.NumberFormat(LOCALE_LANGUAGE_TAGS[locale], {
    style: 'currency',
    currency,
    currencyDisplay: locale === 'hu' ? 'symbol' : 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(decimal);
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
