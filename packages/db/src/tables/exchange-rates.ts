import type { CreatedAt, DateString, Numeric } from './columns';

/** HUF per unit of a currency for a day, entered by an org's staff (VAT in forints on foreign-currency documents). */
export interface ExchangeRatesTable {
  orgId: number;
  currencyId: string;
  day: DateString;
  /** numeric(12,4). */
  rate: Numeric;
  createdAt: CreatedAt;
  createdBy: number | null;
}
