import { processDocumentsGenerate } from './documents-generate';
import { processDocumentsImport } from './documents-import';
import { processEmailDelivery } from './email-deliver';
import { processEvaluationImport } from './evaluation-import';
import { processProductsCopy } from './products-copy';
import { processEvaluationRun } from './evaluation-run';
import type { ProcessorMap } from './processor';

export * from './processor';
export * from './email-deliver';
export * from './sweep-outbox';
export * from './sweep-result-uploads';
export * from './products-copy';
export * from './evaluation-import';
export * from './documents-import';
export * from './documents-generate';
export * from './evaluation-run';

/**
 * The processors of the jobs that exist so far. A job name without one (orders.copy) has a payload
 * schema but enqueueing it fails with AppError INTERNAL (type 'job_unavailable') until its issue adds
 * `processors/<name>.ts` here.
 */
export const processors: ProcessorMap = {
  'email.deliver': (ctx, payload) => processEmailDelivery(ctx, payload),
  'evaluation.run': (ctx, payload, job) => processEvaluationRun(ctx, payload, job),
  'products.copy': (ctx, payload, job) => processProductsCopy(ctx, payload, job),
  'evaluation.import': (ctx, payload) => processEvaluationImport(ctx, payload),
  'documents.import': (ctx, payload) => processDocumentsImport(ctx, payload),
  'documents.generate': (ctx, payload, job) => processDocumentsGenerate(ctx, payload, job),
};
