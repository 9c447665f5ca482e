import { errorMessage, type Jobs, type Logger } from '@eqa/core';
import { sql } from 'kysely';
import type { Executor } from '@eqa/db';

/** How often the webhook deliveries are swept. */
export const WEBHOOK_SWEEP_INTERVAL_MS = 5_000;
const BATCH = 200;

/**
 * The webhook deliveries' outbox sweep: a 'sending' delivery whose claim ran out (its sender died)
 * goes back to pending with the attempt counted; then every pending delivery that is due is
 * enqueued (webhook.deliver; the deduplication key holds back a second job for the same attempt).
 * Safe on several processes at once: the processor's claim decides who sends.
 */
export async function sweepWebhookDeliveries(db: Executor, jobs: Pick<Jobs, 'enqueue'>, logger?: Pick<Logger, 'warn'>): Promise<{ recovered: number; enqueued: number }> {
  const recovered = await db
    .updateTable('webhookDeliveries')
    .set((eb) => ({ status: 'pending', attempts: eb('attempts', '+', 1), lastError: 'delivery interrupted (the sender stopped)' }))
    .where('status', '=', 'sending')
    .where('availableAt', '<', sql<Date>`now()`)
    .executeTakeFirst();
  const due = await db
    .selectFrom('webhookDeliveries')
    .select(['id', 'attempts'])
    .where('status', '=', 'pending')
    .where('availableAt', '<=', sql<Date>`now()`)
    .orderBy('availableAt')
    .limit(BATCH)
    .execute();
  let enqueued = 0;
  for (const delivery of due) {
    try {
      await jobs.enqueue('webhook.deliver', { deliveryId: delivery.id, attempts: delivery.attempts });
      enqueued += 1;
    } catch (error) {
      logger?.warn('webhook delivery not queued', { deliveryId: delivery.id, error: errorMessage(error) });
      break;
    }
  }
  return { recovered: Number(recovered.numUpdatedRows), enqueued };
}
