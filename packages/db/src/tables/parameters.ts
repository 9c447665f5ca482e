import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

/** An analyte (e.g. Glucose). Shared by every org. */
export interface ParametersTable {
  id: Generated<number>;
  name: Localized;
  qualifier: Localized | null;
  hidden: Generated<boolean>;
  ordinal: Generated<number>;
  groupId: number | null;
  createdAt: CreatedAt;
}
