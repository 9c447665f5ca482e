import { MINOR_UNITS_PER_MAJOR, ORDERS_TIME_ZONE, toMinorUnits } from '@eqa/core';
import { formatDateTime, formatNumber, formatTimeZoneName, LOCALE_LANGUAGE_TAGS, numberFormat, type Locales } from '@eqa/i18n';

/**
 * An amount in minor units with its currency, per locale: '€1,234.50' / '1234,50 EUR',
 * 'HUF 12,500' / '12 500 Ft'. Whole amounts show the currency's usual decimals (none for HUF, two
 * for EUR); an amount with cents always shows two, so nothing is rounded away. A code Intl does not
 * know is written after the number.
 */
export function formatMinorMoney(minor: number, currency: string, locale: Locales): string {
  const major = minor / MINOR_UNITS_PER_MAJOR;
  const cents = minor % MINOR_UNITS_PER_MAJOR !== 0;
  try {
    return numberFormat(LOCALE_LANGUAGE_TAGS[locale], {
      style: 'currency',
      currency,
      ...(cents ? { minimumFractionDigits: 2 } : {}),
      maximumFractionDigits: 2,
    }).format(major);
  } catch {
    return `${formatNumber(major, locale, cents ? 2 : 0)} ${currency}`;
  }
}

/** A major-unit amount as the API sends it (numeric(14,2)), formatted exactly (see formatMinorMoney). */
export function formatMoney(amount: number, currency: string, locale: Locales): string {
  return formatMinorMoney(toMinorUnits(amount), currency, locale);
}

/** The short name of the provider's zone at that instant ('CET', 'CEST'), for deadlines shown with their zone. */
export function timeZoneName(date: Date | string, locale: Locales, timeZone: string = ORDERS_TIME_ZONE): string {
  return formatTimeZoneName(date, locale, timeZone);
}

/**
 * A deadline in the provider's zone with that zone's name (billing notes: "deadlines shown with
 * their time zone"): { date: '15/06/2017 23:59', zone: 'CEST' }.
 */
export function deadlineParts(date: Date | string, locale: Locales, timeZone: string = ORDERS_TIME_ZONE): { date: string; zone: string } {
  return { date: formatDateTime(date, locale, { timeZone }), zone: timeZoneName(date, locale, timeZone) };
}
