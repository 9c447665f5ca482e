import { AppError, type Jobs, type Logger } from '@eqa/core';
import { sendJobs } from '@eqa/db';
import type { TGenerateDocumentOutput, TInvoiceInput } from './invoices.types';
import { openOrderYear, type BillingContext } from '../checkout/order-year-access';
import { recordInvoiceDocument } from './invoice-document-job';
import { findInvoiceRow, invoiceDocumentJobOut } from './invoice-items';

/**
 * POST …/invoices/{invoiceId}/generate_document (org users): makes the invoice's generated PDF
 * again from its snapshot (the invoices.document job, idempotent: it replaces its earlier one) —
 * the retry of a PDF whose job failed. The run is recorded (409 job_running while one is queued or
 * running) and sent; a queue that is away delays it (the job outbox), so this never answers 503
 * for Redis.
 */
export async function generateInvoiceDocument(
  ctx: BillingContext & { jobs: Pick<Jobs, 'enqueue' | 'runner'>; logger: Pick<Logger, 'warn'> },
  input: TInvoiceInput,
): Promise<TGenerateDocumentOutput> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year, invoiceId: input.invoiceId };
  const opened = await openOrderYear(ctx, key, 'write');
  if (!opened.orgUser) throw AppError.forbidden('Only organisation users make invoice documents');
  await findInvoiceRow(ctx.db, key);
  const run = await recordInvoiceDocument(ctx.db, ctx.jobs, input.invoiceId, opened.session.user.id);
  await sendJobs(ctx.db, ctx.jobs, [run], ctx.logger);
  return { queued: true, documentJob: invoiceDocumentJobOut(run, true) };
}
