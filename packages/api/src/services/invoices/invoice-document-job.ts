import type { Jobs, Logger } from '@eqa/core';

/**
 * Asks for an invoice's generated PDF (job `invoices.document`) once the transaction that issued it
 * has committed. When the queue cannot take the job (Redis away), the request still succeeds: a
 * warning is logged and org users make the document again with
 * POST …/invoices/{invoiceId}/generate_document (the job is idempotent).
 */
export async function enqueueInvoiceDocument(ctx: { jobs: Pick<Jobs, 'enqueue'>; logger: Pick<Logger, 'warn'> }, invoiceId: number): Promise<boolean> {
  try {
    await ctx.jobs.enqueue('invoices.document', { invoiceId });
    return true;
  } catch (error) {
    ctx.logger.warn('invoice document not queued', { invoiceId, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
