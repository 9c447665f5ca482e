import type { Generated } from './columns';

export type ParameterDimensionRole = 'result' | 'context';

/** A dimension of a parameter; `unitId` is the evaluation unit of a numeric result dimension. */
export interface ParameterDimensionsTable {
  parameterId: number;
  dimensionId: string;
  role: ParameterDimensionRole;
  ordinal: Generated<number>;
  unitId: number | null;
  deletable: Generated<boolean>;
}
