import type { CreatedAt, Generated } from './columns';

/** Quantities of an order in one round (0..100); confirmed* hold the values at the last checkout. */
export interface RoundOrdersTable {
  id: Generated<number>;
  orderId: number;
  roundId: number;
  sampleSetQuantity: Generated<number>;
  extraEvaluationQuantity: Generated<number>;
  variantId: number | null;
  paper: Generated<boolean>;
  active: Generated<boolean>;
  dirty: Generated<boolean>;
  confirmedSampleSetQuantity: number | null;
  confirmedExtraEvaluationQuantity: number | null;
  updatedAt: CreatedAt;
}
