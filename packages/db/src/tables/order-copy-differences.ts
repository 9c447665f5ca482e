import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

/** What the copy of last year's orders could not carry over (product gone, paper changed, empty). */
export interface OrderCopyDifferencesTable {
  id: Generated<number>;
  labId: number;
  orgId: number;
  year: number;
  productId: number | null;
  shortName: string;
  name: Localized;
  paper: Generated<boolean>;
  empty: Generated<boolean>;
  /** Why it is listed (core OrderCopyDifferenceReason). */
  reason: Generated<'missing' | 'empty' | 'paper' | 'no_price'>;
  createdAt: CreatedAt;
}
