import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export interface SamplesTable {
  id: Generated<number>;
  surveyId: number;
  name: string;
  description: Localized | null;
  url: string | null;
  ordinal: Generated<number>;
  imageFileId: string | null;
  createdAt: CreatedAt;
}
