/** Countries an org serves. */
export interface OrgCountriesTable {
  orgId: number;
  countryId: string;
}
