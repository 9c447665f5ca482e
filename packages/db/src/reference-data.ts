import type { Kysely } from 'kysely';
import { countryDisplayName, currencyDisplayName, ISO_COUNTRY_CODES, ISO_CURRENCIES } from '@eqa/core';
import type { DB } from './schema';

/**
 * The reference data every installation needs (locales, currencies, countries), for the production
 * bootstrap and the demo seed alike. A country's currency is the one the provider bills it in.
 */
export const LOCALES = [
  { id: 'en', ordinal: 1, languageTag: 'en-GB', name: 'English', flag: 'gb', phrases: null },
  { id: 'hu', ordinal: 2, languageTag: 'hu-HU', name: 'Magyar', flag: 'hu', phrases: null },
] as const;

export const CURRENCIES = [
  { id: 'HUF', name: { en: 'Hungarian forint', hu: 'Magyar forint' }, symbol: 'Ft', decimals: 0 },
  { id: 'EUR', name: { en: 'Euro', hu: 'Euró' }, symbol: '€', decimals: 2 },
] as const;

/** The EU member states (their VAT numbers are checked, spec 2 §5) and the neighbours outside it. */
export const COUNTRIES = [
  { id: 'HU', name: { en: 'Hungary', hu: 'Magyarország' }, currencyId: 'HUF', euMember: true },
  { id: 'AT', name: { en: 'Austria', hu: 'Ausztria' }, currencyId: 'EUR', euMember: true },
  { id: 'BE', name: { en: 'Belgium', hu: 'Belgium' }, currencyId: 'EUR', euMember: true },
  { id: 'BG', name: { en: 'Bulgaria', hu: 'Bulgária' }, currencyId: 'EUR', euMember: true },
  { id: 'HR', name: { en: 'Croatia', hu: 'Horvátország' }, currencyId: 'EUR', euMember: true },
  { id: 'CY', name: { en: 'Cyprus', hu: 'Ciprus' }, currencyId: 'EUR', euMember: true },
  { id: 'CZ', name: { en: 'Czechia', hu: 'Csehország' }, currencyId: 'EUR', euMember: true },
  { id: 'DK', name: { en: 'Denmark', hu: 'Dánia' }, currencyId: 'EUR', euMember: true },
  { id: 'EE', name: { en: 'Estonia', hu: 'Észtország' }, currencyId: 'EUR', euMember: true },
  { id: 'FI', name: { en: 'Finland', hu: 'Finnország' }, currencyId: 'EUR', euMember: true },
  { id: 'FR', name: { en: 'France', hu: 'Franciaország' }, currencyId: 'EUR', euMember: true },
  { id: 'DE', name: { en: 'Germany', hu: 'Németország' }, currencyId: 'EUR', euMember: true },
  { id: 'GR', name: { en: 'Greece', hu: 'Görögország' }, currencyId: 'EUR', euMember: true },
  { id: 'IE', name: { en: 'Ireland', hu: 'Írország' }, currencyId: 'EUR', euMember: true },
  { id: 'IT', name: { en: 'Italy', hu: 'Olaszország' }, currencyId: 'EUR', euMember: true },
  { id: 'LV', name: { en: 'Latvia', hu: 'Lettország' }, currencyId: 'EUR', euMember: true },
  { id: 'LT', name: { en: 'Lithuania', hu: 'Litvánia' }, currencyId: 'EUR', euMember: true },
  { id: 'LU', name: { en: 'Luxembourg', hu: 'Luxemburg' }, currencyId: 'EUR', euMember: true },
  { id: 'MT', name: { en: 'Malta', hu: 'Málta' }, currencyId: 'EUR', euMember: true },
  { id: 'NL', name: { en: 'Netherlands', hu: 'Hollandia' }, currencyId: 'EUR', euMember: true },
  { id: 'PL', name: { en: 'Poland', hu: 'Lengyelország' }, currencyId: 'EUR', euMember: true },
  { id: 'PT', name: { en: 'Portugal', hu: 'Portugália' }, currencyId: 'EUR', euMember: true },
  { id: 'RO', name: { en: 'Romania', hu: 'Románia' }, currencyId: 'EUR', euMember: true },
  { id: 'SK', name: { en: 'Slovakia', hu: 'Szlovákia' }, currencyId: 'EUR', euMember: true },
  { id: 'SI', name: { en: 'Slovenia', hu: 'Szlovénia' }, currencyId: 'EUR', euMember: true },
  { id: 'ES', name: { en: 'Spain', hu: 'Spanyolország' }, currencyId: 'EUR', euMember: true },
  { id: 'SE', name: { en: 'Sweden', hu: 'Svédország' }, currencyId: 'EUR', euMember: true },
  { id: 'RS', name: { en: 'Serbia', hu: 'Szerbia' }, currencyId: 'EUR', euMember: false },
  { id: 'UA', name: { en: 'Ukraine', hu: 'Ukrajna' }, currencyId: 'EUR', euMember: false },
  { id: 'CH', name: { en: 'Switzerland', hu: 'Svájc' }, currencyId: 'EUR', euMember: false },
  { id: 'GB', name: { en: 'United Kingdom', hu: 'Egyesült Királyság' }, currencyId: 'EUR', euMember: false },
] as const;

/** A currency's reference row: its names (Intl.DisplayNames), its narrow symbol and its ISO minor units. */
export function isoCurrencyRow(id: string): { id: string; name: { en: string; hu: string }; symbol: string; decimals: number } {
  const known = CURRENCIES.find((c) => c.id === id);
  if (known) return { ...known, name: { ...known.name } };
  let symbol = id;
  try {
    symbol = new Intl.NumberFormat('en', { style: 'currency', currency: id, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? id;
  } catch {
    symbol = id;
  }
  const decimals = ISO_CURRENCIES.find((c) => c.id === id)?.decimals ?? 2;
  return { id, name: { en: currencyDisplayName(id, 'en'), hu: currencyDisplayName(id, 'hu') }, symbol, decimals };
}

/** A country's reference row: its names (Intl.DisplayNames); the default currency and EU membership of COUNTRIES, else none. */
export function isoCountryRow(id: string): { id: string; name: { en: string; hu: string }; currencyId: string | null; euMember: boolean } {
  const known = COUNTRIES.find((c) => c.id === id);
  if (known) return { ...known, name: { ...known.name } };
  return { id, name: { en: countryDisplayName(id, 'en'), hu: countryDisplayName(id, 'hu') }, currencyId: null, euMember: false };
}

/** Inserts the reference rows of these ISO countries and currencies where missing (a database whose reference data predates the whole lists). */
export async function ensureIsoReferenceRows(db: Kysely<DB>, input: { countryIds: readonly string[]; currencyIds: readonly string[] }): Promise<void> {
  const currencyIds = [...new Set(input.currencyIds)];
  const countryIds = [...new Set(input.countryIds)];
  if (currencyIds.length > 0) await db.insertInto('currencies').values(currencyIds.map(isoCurrencyRow)).onConflict((oc) => oc.column('id').doNothing()).execute();
  if (countryIds.length > 0) await db.insertInto('countries').values(countryIds.map(isoCountryRow)).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/**
 * Inserts the reference data where missing (other orgs share it; nothing existing changes): the
 * locales, every ISO 4217 currency and every ISO 3166 country (docs/decisions/countries.md).
 */
export async function insertReferenceData(db: Kysely<DB>): Promise<void> {
  await db.insertInto('locales').values(LOCALES.map((l) => ({ ...l }))).onConflict((oc) => oc.column('id').doNothing()).execute();
  await ensureIsoReferenceRows(db, {
    currencyIds: [...CURRENCIES.map((c) => c.id), ...ISO_CURRENCIES.map((c) => c.id)],
    countryIds: [...COUNTRIES.map((c) => c.id), ...ISO_COUNTRY_CODES],
  });
}
