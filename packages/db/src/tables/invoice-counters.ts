import type { CreatedAt } from './columns';

export type InvoiceSeries = 'proforma' | 'invoice';

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
