import { deliverMailSoon, deliverWebhooksSoon, type Jobs, type Logger } from '@eqa/core';
import type { RecordedNotifications } from '@eqa/db';

/** After the commit: asks for the recorded e-mails and webhook deliveries (the sweeps send what this misses). */
export async function sendRecorded(ctx: { jobs: Pick<Jobs, 'enqueue'>; logger: Pick<Logger, 'warn'> }, recorded: RecordedNotifications): Promise<void> {
  for (const outboxId of recorded.outboxIds) await deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  await deliverWebhooksSoon(ctx.jobs, recorded.deliveryIds, ctx.logger);
}
