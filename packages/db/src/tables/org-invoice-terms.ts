import type { CreatedAt } from './columns';

/**
 * The provider's invoicing terms beside its billing settings (20261202042000_invoice_documents):
 * `nextYearDueNotBefore` 'MM-DD': a document for a later service year is not due before that day
 * of its year (core paymentDeadline).
 */
export interface OrgInvoiceTermsTable {
  orgId: number;
  nextYearDueNotBefore: string | null;
  updatedAt: CreatedAt;
  updatedBy: number | null;
}
