import { z } from 'zod';
import type { ConfigViolation } from '../config/violation';
import { ISO_CURRENCIES, isIsoCountryCode, isIsoCurrencyCode } from './iso-codes';

/** Message codes (i18n keys) of the served-countries rules. */
export const COUNTRY_MESSAGES = {
  unknownCountry: 'config.countries.unknownCountry',
  unknownCurrency: 'config.countries.unknownCurrency',
  unsupportedCurrency: 'config.countries.unsupportedCurrency',
  duplicateCountry: 'config.countries.duplicateCountry',
  noCountries: 'config.countries.noCountries',
  countryHasLabs: 'config.countries.countryHasLabs',
} as const;

/** One served country and the currency its labs are billed in. */
export const ZServedCountry = z.object({
  countryId: z.string().trim().min(1).max(8),
  currencyId: z.string().trim().min(1).max(8),
});
export type TServedCountry = z.infer<typeof ZServedCountry>;

/** PUT /orgs/{orgId}/countries: the whole list (at most one row per ISO 3166 country). */
export const ZServedCountries = z.object({ countries: z.array(ZServedCountry).max(300) });

/**
 * The first broken rule of a served-countries list: at least one country; ISO 3166-1 alpha-2 codes
 * (upper case) and ISO 4217 currencies of at most two decimals only; each country once. Params
 * point at the row.
 */
export function servedCountriesViolation(countries: readonly TServedCountry[]): ConfigViolation | null {
  if (countries.length === 0) return { param: 'countries', message: COUNTRY_MESSAGES.noCountries };
  const seen = new Set<string>();
  for (const [index, row] of countries.entries()) {
    if (!isIsoCountryCode(row.countryId)) return { param: `countries.${index}.countryId`, message: COUNTRY_MESSAGES.unknownCountry, params: { value: row.countryId } };
    if (!isIsoCurrencyCode(row.currencyId)) return { param: `countries.${index}.currencyId`, message: COUNTRY_MESSAGES.unknownCurrency, params: { value: row.currencyId } };
    // amounts are stored in hundredths: a currency of three decimals (BHD, KWD, …) cannot be billed
    if ((ISO_CURRENCIES.find((c) => c.id === row.currencyId)?.decimals ?? 2) > 2) {
      return { param: `countries.${index}.currencyId`, message: COUNTRY_MESSAGES.unsupportedCurrency, params: { value: row.currencyId } };
    }
    if (seen.has(row.countryId)) return { param: `countries.${index}.countryId`, message: COUNTRY_MESSAGES.duplicateCountry, params: { value: row.countryId } };
    seen.add(row.countryId);
  }
  return null;
}

/** Countries sorted by their name in a language (the registration's and the settings' order). */
export function sortByCountryName<T>(items: readonly T[], name: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
