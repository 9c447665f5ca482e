import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export type ProductType = 'survey' | 'external_survey' | 'certificate';

/** An orderable product of a year. survey: linked surveys; external_survey / certificate: linked rounds. */
export interface ProductsTable {
  id: Generated<number>;
  orgId: number;
  productGroupId: number;
  type: ProductType;
  shortName: string;
  ordinal: Generated<number>;
  /** Certificates only: the certificate's language. */
  localeId: string | null;
  name: Localized;
  description: Localized | null;
  minRounds: number | null;
  extraEvaluationAvailable: Generated<boolean>;
  hidden: Generated<boolean>;
  year: number;
  /** Set by the copy of last year's products. */
  copiedFromProductId: number | null;
  createdAt: CreatedAt;
}
