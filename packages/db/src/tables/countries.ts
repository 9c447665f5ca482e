import type { Localized } from '@eqa/core';

/** ISO 3166-1 alpha-2 country (the whole list is reference data) with a suggested currency, if any. */
export interface CountriesTable {
  id: string;
  name: Localized;
  currencyId: string | null;
  euMember: boolean;
}
