import type { Localized } from '@eqa/core';
import type { Generated } from './columns';

/** A nominal value of a dimension (e.g. method 'Hexokinase'). Deprecated values are hidden from entry. */
export interface DimensionValuesTable {
  id: Generated<number>;
  dimensionId: string;
  value: Localized;
  ordinal: Generated<number>;
  deprecated: Generated<boolean>;
}
