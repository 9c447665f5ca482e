import { processEmailDelivery } from './email-deliver';
import type { ProcessorMap } from './processor';

export * from './processor';
export * from './email-deliver';
export * from './sweep-outbox';

/**
 * The processors of the jobs that exist so far. documents.generate, orders.copy, products.copy,
 * evaluation.run, evaluation.import and documents.import have names and payload schemas but no
 * processor yet: enqueueing them fails with AppError INTERNAL (type 'job_unavailable') until their
 * issue adds `processors/<name>.ts` here.
 */
export const processors: ProcessorMap = {
  'email.deliver': (ctx, payload) => processEmailDelivery(ctx, payload),
};
