import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export interface SchemeVersionsTable {
  id: Generated<number>;
  schemeId: number;
  name: Localized;
  description: Localized | null;
  current: Generated<boolean>;
  hidden: Generated<boolean>;
  pdfDownloadDisabled: Generated<boolean>;
  evaluationDisabled: Generated<boolean>;
  certificateExpiryMonths: number | null;
  defaultLatestResultsFilter: Generated<boolean>;
  /** Context dimension ids that must be filled before validation (text[]). */
  mandatoryContextIds: Generated<string[]>;
  significantDiffWarningDays: Generated<number>;
  createdAt: CreatedAt;
}
