export interface ProductCountriesTable {
  productId: number;
  countryId: string;
}
