import type { CreatedAt, Generated } from './columns';

/** An EQA provider organization. */
export interface OrgsTable {
  id: Generated<number>;
  name: string;
  shortName: string;
  orderingDisabled: Generated<boolean>;
  validationPasswordHash: string | null;
  createdAt: CreatedAt;
}
