import type { Localized } from '@eqa/core';
import type { Generated } from './columns';

export interface ProductGroupsTable {
  id: Generated<number>;
  orgId: number;
  name: Localized;
  description: Localized | null;
  ordinal: Generated<number>;
}
