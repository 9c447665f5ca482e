import type { Jobs } from './jobs';
import { errorMessage, type Logger } from './logger';

/**
 * Asks for webhook deliveries right after the transaction that recorded them committed; as with
 * e-mail, the delivery row is the promise: a refused enqueue is logged and the webhook sweep sends it.
 */
export async function deliverWebhooksSoon(jobs: Pick<Jobs, 'enqueue'>, deliveryIds: readonly number[], logger: Pick<Logger, 'warn'>): Promise<void> {
  for (const deliveryId of deliveryIds) {
    try {
      await jobs.enqueue('webhook.deliver', { deliveryId });
    } catch (error) {
      logger.warn('webhook delivery not queued, the webhook sweep will send it', { deliveryId, error: errorMessage(error) });
    }
  }
}
