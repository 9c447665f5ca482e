import type { CreatedAt } from './columns';

/** proforma; invoice (a checkout's row when the proforma is disabled); cancellation (20261202042000_invoice_documents). */
export type InvoiceSeries = 'proforma' | 'invoice' | 'cancellation';

/**
 * The last invoice number taken per (org, year, series): proformas and invoices (with their
 * cancellations) are numbered separately, from 1 each year, without gaps (docs/decisions/invoices.md).
 */
export interface InvoiceCountersTable {
  orgId: number;
  year: number;
  series: InvoiceSeries;
  lastNumber: number;
  updatedAt: CreatedAt;
}
