import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export interface ContractDocumentsTable {
  id: Generated<number>;
  contractId: number;
  title: Localized;
  mediaType: string;
  fileId: string;
  createdAt: CreatedAt;
}
