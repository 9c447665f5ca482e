import type { Localized } from '@eqa/core';

/** ISO 3166-1 alpha-2 country with its default currency. */
export interface CountriesTable {
  id: string;
  name: Localized;
  currencyId: string;
  euMember: boolean;
}
