import { calendarDay, minorUnitsToDecimal, ORDERS_TIME_ZONE } from '@eqa/core';
import { json, type Executor, type InvoiceCustomerSnapshot, type InvoiceIssuerSnapshot, type InvoiceLineSnapshot, type InvoiceSeries } from '@eqa/db';
import { takeInvoiceNumber } from './invoice-numbers';

/** Days a proforma gives for payment, counted from its issue day (the demo data's term; the spec names none). */
export const PAYMENT_TERM_DAYS = 15;

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** The issue day of an instant: its calendar day in the provider's zone. */
export function issueDay(now: Date): string {
  return calendarDay(now, ORDERS_TIME_ZONE);
}

export interface IssueInvoiceInput {
  orgId: number;
  labId: number;
  year: number;
  series: InvoiceSeries;
  /** A cancellation: the number (same series) of the invoice it cancels. */
  cancelledAnnualNumber: number | null;
  totalMinor: number;
  currencyId: string;
  paymentDeadline: string;
  lines: InvoiceLineSnapshot[];
  customer: InvoiceCustomerSnapshot;
  issuer: InvoiceIssuerSnapshot;
  createdAt: Date;
}

/**
 * Issues an invoice row in the caller's transaction: takes the series' next number
 * (takeInvoiceNumber: no gaps, no duplicates) and writes the row with its snapshot of lines,
 * customer and issuer, which are never changed afterwards. The PDF is made by the
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
      proforma: input.series === 'proforma',
      cancelled: false,
      paid: false,
      paidAt: null,
      paymentDeadline: input.paymentDeadline,
      total: minorUnitsToDecimal(input.totalMinor),
      currencyId: input.currencyId,
      lines: json(input.lines),
      customer: input.customer,
      issuer: input.issuer,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, annualNumber };
}
