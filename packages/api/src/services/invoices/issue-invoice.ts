import { calendarDay, minorUnitsToDecimal, ORDERS_TIME_ZONE } from '@eqa/core';
import { json, type Executor, type InvoiceCustomerSnapshot, type InvoiceIssuerSnapshot, type InvoiceLineSnapshot, type InvoiceSeries, type InvoiceVatSnapshot } from '@eqa/db';
import { takeInvoiceNumber } from './invoice-numbers';

/** The issue day of an instant: its calendar day in the provider's zone. */
export function issueDay(now: Date): string {
  return calendarDay(now, ORDERS_TIME_ZONE);
}

export interface IssueInvoiceInput {
  orgId: number;
  labId: number;
  year: number;
  series: InvoiceSeries;
  /** The proforma flag; default: the series is `proforma` (a cancellation keeps the cancelled document's). */
  proforma?: boolean;
  /** A cancellation: the number (in its own series) of the document it cancels. */
  cancelledAnnualNumber: number | null;
  /** A cancellation: the document it cancels. */
  cancelsInvoiceId: number | null;
  /** What is to be paid: the gross total (vat.grossMinor; the net total of a document without VAT). */
  totalMinor: number;
  currencyId: string;
  paymentDeadline: string;
  lines: InvoiceLineSnapshot[];
  customer: InvoiceCustomerSnapshot;
  issuer: InvoiceIssuerSnapshot;
  /** The VAT per rate (the net total is vat.netMinor); null only for the cancellation of a document issued without VAT. */
  vat: InvoiceVatSnapshot | null;
  purchaseOrderNumber: string | null;
  /** The document's language (the contract's). */
  locale: string;
  createdAt: Date;
}

/**
 * Issues an invoice row in the caller's transaction: takes the series' next number
 * (takeInvoiceNumber: no gaps, no duplicates) and writes the row with its snapshot of lines,
 * customer, issuer, VAT, purchase-order number and language, which are never changed afterwards. The PDF is made by the
 * `invoices.document` job, enqueued by the caller after the commit.
 */
export async function issueInvoice(trx: Executor, input: IssueInvoiceInput): Promise<{ id: number; annualNumber: number }> {
  const annualNumber = await takeInvoiceNumber(trx, { orgId: input.orgId, year: input.year, series: input.series });
  const row = await trx
    .insertInto('invoices')
    .values({
      orgId: input.orgId,
      labId: input.labId,
      year: input.year,
      annualNumber,
      cancelledAnnualNumber: input.cancelledAnnualNumber,
      proforma: input.proforma ?? input.series === 'proforma',
      series: input.series,
      cancelsInvoiceId: input.cancelsInvoiceId,
      cancelled: false,
      paid: false,
      paidAt: null,
      paymentDeadline: input.paymentDeadline,
      total: minorUnitsToDecimal(input.totalMinor),
      netTotal: input.vat ? minorUnitsToDecimal(input.vat.netMinor) : null,
      currencyId: input.currencyId,
      lines: json(input.lines),
      customer: input.customer,
      issuer: input.issuer,
      vat: input.vat,
      purchaseOrderNumber: input.purchaseOrderNumber,
      locale: input.locale,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, annualNumber };
}
