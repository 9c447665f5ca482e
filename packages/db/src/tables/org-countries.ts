/** Countries an org serves, each with the currency the org bills its labs in. */
export interface OrgCountriesTable {
  orgId: number;
  countryId: string;
  currencyId: string;
}
