import type { Jobs } from '@eqa/core';
import { recordJob, type Executor, type JobRun } from '@eqa/db';

/** The job that makes an invoice's generated PDF (packages/jobs invoices.document). */
export const INVOICE_DOCUMENT_JOB = 'invoices.document';

/** The job_runs key of an invoice's document job: one run at a time per invoice. */
export function invoiceDocumentJobKey(invoiceId: number): string {
  return `invoice:${invoiceId}`;
}

/**
 * Records the invoice's PDF job (invoices.document) in the transaction that issued the invoice
 * (the job outbox, docs/decisions/jobs.md): the run exists exactly when the invoice does, so a
 * queue that is away delays the PDF and never loses it. Hand the run to `sendJobs` after the commit.
 */
export async function recordInvoiceDocument(trx: Executor, jobs: Pick<Jobs, 'runner'>, invoiceId: number, createdBy: number | null): Promise<JobRun> {
  return recordJob(trx, jobs, { name: INVOICE_DOCUMENT_JOB, key: invoiceDocumentJobKey(invoiceId), payload: { invoiceId }, createdBy });
}
