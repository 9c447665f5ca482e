import type { Localized } from '@eqa/core';
import type { Generated } from './columns';

/** A measurement unit, e.g. { en: 'mmol/L' }. Shared by every org. */
export interface UnitsTable {
  id: Generated<number>;
  name: Localized;
  ordinal: Generated<number>;
  hidden: Generated<boolean>;
}
