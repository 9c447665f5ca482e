import { describe, expect, it } from 'vitest';
import { countryDisplayName, ISO_COUNTRY_CODES, ISO_CURRENCIES } from './iso-codes';
import { COUNTRY_MESSAGES, servedCountriesViolation, sortByCountryName, type TServedCountry } from './served-countries';

describe('the ISO lists', () => {
  it('hold every ISO 3166-1 alpha-2 country once and the active ISO 4217 currencies', () => {
    expect(ISO_COUNTRY_CODES.length).toBe(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect(ISO_CURRENCIES.map((c) => c.id)).toEqual(expect.arrayContaining(['EUR', 'HUF', 'NOK', 'ISK', 'USD', 'SEK', 'DKK', 'GBP', 'CHF']));
    expect(ISO_CURRENCIES.find((c) => c.id === 'ISK')?.decimals).toBe(0);
  });

  it('names countries in the interface language', () => {
    expect(countryDisplayName('NO', 'en')).toBe('Norway');
    expect(countryDisplayName('NO', 'hu')).toBe('Norvégia');
  });
});

describe('servedCountriesViolation', () => {
  const row = (countryId: string, currencyId: string): TServedCountry => ({ countryId, currencyId });
  const cases: Array<{ title: string; countries: TServedCountry[]; expected: ReturnType<typeof servedCountriesViolation> }> = [
    { title: 'a valid list', countries: [row('HU', 'HUF'), row('NO', 'NOK'), row('US', 'USD'), row('IS', 'ISK')], expected: null },
    { title: 'none', countries: [], expected: { param: 'countries', message: COUNTRY_MESSAGES.noCountries } },
    { title: 'an unknown country', countries: [row('HU', 'HUF'), row('XX', 'EUR')], expected: { param: 'countries.1.countryId', message: COUNTRY_MESSAGES.unknownCountry, params: { value: 'XX' } } },
    { title: 'lower case is not an ISO code', countries: [row('no', 'NOK')], expected: { param: 'countries.0.countryId', message: COUNTRY_MESSAGES.unknownCountry, params: { value: 'no' } } },
    { title: 'an unknown currency', countries: [row('NO', 'NOX')], expected: { param: 'countries.0.currencyId', message: COUNTRY_MESSAGES.unknownCurrency, params: { value: 'NOX' } } },
    { title: 'a currency of three decimals', countries: [row('KW', 'KWD')], expected: { param: 'countries.0.currencyId', message: COUNTRY_MESSAGES.unsupportedCurrency, params: { value: 'KWD' } } },
    { title: 'a country twice', countries: [row('NO', 'NOK'), row('NO', 'EUR')], expected: { param: 'countries.1.countryId', message: COUNTRY_MESSAGES.duplicateCountry, params: { value: 'NO' } } },
  ];
  for (const c of cases) it(c.title, () => expect(servedCountriesViolation(c.countries)).toEqual(c.expected));
});

describe('sortByCountryName', () => {
  it('sorts by the name in the language (Hungarian collation puts Ö after O)', () => {
    const ids = ['US', 'NO', 'AT', 'HU'];
    expect(sortByCountryName(ids, (id) => countryDisplayName(id, 'en'), 'en')).toEqual(['AT', 'HU', 'NO', 'US']);
    expect(sortByCountryName(ids, (id) => countryDisplayName(id, 'hu'), 'hu')).toEqual(['AT', 'US', 'HU', 'NO']);
  });
});
