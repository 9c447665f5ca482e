import type { CreatedAt, Generated } from './columns';

/** The lab profile of a lab at an org (spec 3 §2) with its four flags. */
export interface OrgLabsTable {
  orgId: number;
  labId: number;
  active: Generated<boolean>;
  orderingDisabled: Generated<boolean>;
  proformaInvoiceDisabled: Generated<boolean>;
  significantDiffWarningDisabled: Generated<boolean>;
  createdAt: CreatedAt;
}
