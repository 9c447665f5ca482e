import type { CreatedAt, Generated, GeneratedNumeric, Numeric, Timestamp } from './columns';

/** A lab's order of one product (product rows are per year). dirty = changed since the last checkout. */
export interface OrdersTable {
  id: Generated<number>;
  labId: number;
  orgId: number;
  year: number;
  productId: number;
  variantId: number | null;
  paper: Generated<boolean>;
  comment: string | null;
  /** Selected product option ids (int[]). */
  optionIds: Generated<number[]>;
  active: Generated<boolean>;
  dirty: Generated<boolean>;
  amount: GeneratedNumeric;
  /** Amount at the last checkout. */
  confirmedAmount: Numeric | null;
  currencyId: string;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  confirmedAt: Timestamp | null;
}
