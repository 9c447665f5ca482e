import type { Timestamp } from './columns';

export interface ProductRoundsTable {
  productId: number;
  roundId: number;
  /** Overrides the round deadline for this product. */
  customDeadline: Timestamp | null;
}
