import type { Localized } from '@eqa/core';

/** `HUF`, `EUR`. */
export interface CurrenciesTable {
  id: string;
  name: Localized;
  symbol: string;
  decimals: number;
}
