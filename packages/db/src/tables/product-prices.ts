import type { Generated, GeneratedNumeric } from './columns';
import type { ProductType } from './products';

/** Price per round (sample set) in a currency; unique on product+currency+paper+variant. */
export interface ProductPricesTable {
  id: Generated<number>;
  productId: number;
  type: ProductType;
  currencyId: string;
  paper: Generated<boolean>;
  variantId: number | null;
  value: GeneratedNumeric;
  /** Per-round price when every round of the product is ordered. */
  discountValue: GeneratedNumeric;
  /** Price of one extra evaluation. */
  extraEvaluationValue: GeneratedNumeric;
  /** Overrides the product's minRounds. */
  minRounds: number | null;
  /** VAT percentage of the (net) price, numeric(5,2); default 27 (20261202030000_billing_vat). */
  vatRate: GeneratedNumeric;
}
