import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export interface SchemesTable {
  id: Generated<number>;
  orgId: number;
  shortName: string;
  name: Localized | null;
  createdAt: CreatedAt;
}
