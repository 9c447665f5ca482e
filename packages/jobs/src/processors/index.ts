import { processDocumentsGenerate } from './documents-generate';
import { processDocumentsContract } from './documents-contract';
import { processDocumentsImport } from './documents-import';
import { processEmailDelivery } from './email-deliver';
import { processEvaluationImport } from './evaluation-import';
import { processProductsCopy } from './products-copy';
import { processOrdersCopy } from './orders-copy';
import { processEvaluationRun } from './evaluation-run';
import { processInvoicesDocument } from './invoices-document';
import { processCertificatesIssue } from './certificates-issue';
import { processWebhookDelivery } from './webhook-deliver';
import { processNotificationsSweep } from './notifications-sweep';
import type { ProcessorMap } from './processor';

export * from './processor';
export * from './email-deliver';
export * from './sweep-outbox';
export * from './sweep-job-outbox';
export * from './sweep-result-uploads';
export * from './products-copy';
export * from './orders-copy';
export * from './evaluation-import';
export * from './documents-import';
export * from './documents-generate';
export * from './documents-contract';
export * from './evaluation-run';
export * from './invoices-document';
export * from './certificates-issue';
export * from './webhook-deliver';
export * from './sweep-webhook-deliveries';
export * from './notifications-sweep';

/**
 * The processor of every job. A runner given a map without some job (tests) refuses to enqueue it
 * with AppError INTERNAL (type 'job_unavailable') instead of parking it where nothing runs it.
 */
export const processors: ProcessorMap = {
  'email.deliver': (ctx, payload) => processEmailDelivery(ctx, payload),
  'evaluation.run': (ctx, payload, job) => processEvaluationRun(ctx, payload, job),
  'products.copy': (ctx, payload, job) => processProductsCopy(ctx, payload, job),
  'orders.copy': (ctx, payload, job) => processOrdersCopy(ctx, payload, job),
  'evaluation.import': (ctx, payload, job) => processEvaluationImport(ctx, payload, job),
  'documents.import': (ctx, payload) => processDocumentsImport(ctx, payload),
  'documents.generate': (ctx, payload, job) => processDocumentsGenerate(ctx, payload, job),
  'documents.contract': (ctx, payload) => processDocumentsContract(ctx, payload),
  'invoices.document': (ctx, payload) => processInvoicesDocument(ctx, payload),
  'certificates.issue': (ctx, payload) => processCertificatesIssue(ctx, payload),
  'webhook.deliver': async (ctx, payload) => ({ ...(await processWebhookDelivery(ctx, payload)) }),
  'notifications.sweep': (ctx) => processNotificationsSweep(ctx),
};
