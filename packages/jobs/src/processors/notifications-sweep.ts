import { issueScheduledCertificates, sweepNotifications } from '@eqa/db';
import type { JobResult, ProcessorContext } from './processor';

/** How often the time-driven notifications are swept (the BullMQ repeatable job, or the in-process sweep). */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The time-driven notifications at the business now (processor of the repeatable
 * `notifications.sweep` job and the in-process sweep): sweepNotifications for every organisation.
 * The e-mails and webhook deliveries it records are sent by their outbox sweeps. It also issues the
 * certificates of evaluations whose publication date has come (db issueScheduledCertificates, once
 * per publication). Without the notification settings (a process that was given none) it does nothing.
 */
export async function processNotificationsSweep(ctx: Pick<ProcessorContext, 'db' | 'notifications'>): Promise<JobResult> {
  if (!ctx.notifications) return { skipped: true };
  const now = ctx.notifications.now();
  const scheduled = await issueScheduledCertificates(ctx.db, { now });
  const result = await sweepNotifications(ctx.db, { now, origin: ctx.notifications.origin });
  return { created: result.created, emails: result.outboxIds.length, deliveries: result.deliveryIds.length, digests: result.digests, certificates: scheduled.certificates };
}
