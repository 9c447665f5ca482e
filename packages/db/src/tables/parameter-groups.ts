import type { Localized } from '@eqa/core';
import type { Generated } from './columns';

export interface ParameterGroupsTable {
  id: Generated<number>;
  name: Localized;
  ordinal: Generated<number>;
}
