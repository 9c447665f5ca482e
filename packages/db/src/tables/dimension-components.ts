import type { Generated } from './columns';

/** A component of a composite dimension. */
export interface DimensionComponentsTable {
  id: Generated<number>;
  dimensionId: string;
  componentDimensionId: string;
  ordinal: Generated<number>;
}
