import type { Localized } from '@eqa/core';
import type { Generated } from './columns';

export interface ProductVariantsTable {
  id: Generated<number>;
  productId: number;
  name: Localized;
  ordinal: Generated<number>;
}
