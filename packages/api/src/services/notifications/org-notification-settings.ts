import { DEFAULT_DEADLINE_OFFSET_DAYS, normaliseOffsets } from '@eqa/core';
import { assertOrgAdminOf } from '../config/admin-context';
import type { NotificationContext } from './notification-context';
import type { TOrgIdInput, TOrgNotificationSettings, TUpdateOrgNotificationSettingsInput } from './notifications.types';

/** GET /orgs/{orgId}/notifications/settings: the deadline reminder days (default 7 and 1). Staff of the organisation only. */
export async function getOrgNotificationSettings(ctx: NotificationContext, input: TOrgIdInput): Promise<TOrgNotificationSettings> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const row = await ctx.db.selectFrom('orgNotificationSettings').select('deadlineOffsetDays').where('orgId', '=', input.orgId).executeTakeFirst();
  return { deadlineOffsetDays: row ? row.deadlineOffsetDays : [...DEFAULT_DEADLINE_OFFSET_DAYS] };
}

/** PUT /orgs/{orgId}/notifications/settings: 1–60 days, at most 5 (422 deadlineOffsetDays), stored distinct and widest first. */
export async function updateOrgNotificationSettings(ctx: NotificationContext, input: TUpdateOrgNotificationSettingsInput): Promise<TOrgNotificationSettings> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const deadlineOffsetDays = normaliseOffsets(input.deadlineOffsetDays);
  await ctx.db
    .insertInto('orgNotificationSettings')
    .values({ orgId: input.orgId, deadlineOffsetDays })
    .onConflict((oc) => oc.column('orgId').doUpdateSet({ deadlineOffsetDays, updatedAt: new Date() }))
    .execute();
  return { deadlineOffsetDays };
}
