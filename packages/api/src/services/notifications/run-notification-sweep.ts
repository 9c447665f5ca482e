import { issueScheduledCertificates, sweepNotifications } from '@eqa/db';
import { assertOrgAdminOf } from '../config/admin-context';
import type { NotificationWriteContext } from './notification-context';
import type { TOrgIdInput, TSweepOutput } from './notifications.types';
import { sendRecorded } from './send-recorded';

/**
 * POST /orgs/{orgId}/notifications/sweep: the organisation's staff run the time-driven sweep now,
 * for their organisation, at the request's business time (the demo date in demo mode). What it
 * made is sent after its transactions; a repeated run makes nothing new. Like the scheduled sweep it
 * first issues the certificates of the organisation's evaluations whose publication date has come.
 */
export async function runNotificationSweep(ctx: NotificationWriteContext, input: TOrgIdInput): Promise<TSweepOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const now = ctx.clock.now();
  const scheduled = await issueScheduledCertificates(ctx.db, { now, orgId: input.orgId });
  const result = await sweepNotifications(ctx.db, { now, origin: ctx.origin, orgId: input.orgId });
  await sendRecorded(ctx, result);
  return { created: result.created, emails: result.outboxIds.length, deliveries: result.deliveryIds.length, digests: result.digests, certificates: scheduled.certificates };
}
