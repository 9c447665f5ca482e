import { AppError, type Jobs, type Logger } from '@eqa/core';
import type { TGenerateDocumentOutput, TInvoiceInput } from './invoices.types';
import { openOrderYear, type BillingContext } from '../checkout/order-year-access';
import { findInvoiceRow } from './invoice-items';

/**
 * POST …/invoices/{invoiceId}/generate_document (org users): makes the invoice's generated PDF
 * again from its snapshot (the invoices.document job, idempotent: it replaces its earlier one).
 * For a document whose job was lost (the queue was away when the invoice was issued).
 */
export async function generateInvoiceDocument(
  ctx: BillingContext & { jobs: Pick<Jobs, 'enqueue'>; logger: Pick<Logger, 'warn'> },
  input: TInvoiceInput,
): Promise<TGenerateDocumentOutput> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year, invoiceId: input.invoiceId };
  const opened = await openOrderYear(ctx, key, 'write');
  if (!opened.orgUser) throw AppError.forbidden('Only organisation users make invoice documents');
  await findInvoiceRow(ctx.db, key);
  try {
    await ctx.jobs.enqueue('invoices.document', { invoiceId: input.invoiceId });
  } catch (error) {
    throw AppError.unavailable('The document job cannot be queued now, try again shortly', { cause: error });
  }
  return { queued: true };
}
