import { AppError, channelsOf, notificationTypesFor, type NotificationChannels } from '@eqa/core';
import type { NotificationContext } from './notification-context';
import type { TNotificationPreferencesOutput, TUpdateNotificationPreferencesInput } from './notifications.types';

/** GET /auth/profile/notifications: each type the user can receive, with their choice or its default. */
export async function getNotificationPreferences(ctx: NotificationContext): Promise<TNotificationPreferencesOutput> {
  const stored = await ctx.db.selectFrom('notificationPreferences').select(['type', 'inApp', 'email']).where('userId', '=', ctx.session.user.id).execute();
  const byType = new Map<string, NotificationChannels>(stored.map((row) => [row.type, { inApp: row.inApp, email: row.email }]));
  return { items: notificationTypesFor(ctx.session.roleId === 'org_admin').map((type) => ({ type, ...channelsOf(type, byType) })) };
}

/**
 * PATCH /auth/profile/notifications: the given channels of the given types (the rest keep theirs);
 * a type the user cannot receive (a staff type for a lab user) is 422 preferences.<i>.type.
 */
export async function updateNotificationPreferences(ctx: NotificationContext, input: TUpdateNotificationPreferencesInput): Promise<TNotificationPreferencesOutput> {
  const allowed = new Set<string>(notificationTypesFor(ctx.session.roleId === 'org_admin'));
  input.preferences.forEach((preference, index) => {
    if (!allowed.has(preference.type)) throw AppError.constraint(`preferences.${index}.type`, 'notificationCentre.errors.typeNotYours');
  });
  const current = new Map((await getNotificationPreferences(ctx)).items.map((item) => [item.type, item]));
  await ctx.db.transaction().execute(async (trx) => {
    for (const preference of input.preferences) {
      const was = current.get(preference.type);
      const inApp = preference.inApp ?? was?.inApp ?? true;
      const email = preference.email ?? was?.email ?? true;
      await trx
        .insertInto('notificationPreferences')
        .values({ userId: ctx.session.user.id, type: preference.type, inApp, email })
        .onConflict((oc) => oc.columns(['userId', 'type']).doUpdateSet({ inApp, email, updatedAt: new Date() }))
        .execute();
    }
  });
  return getNotificationPreferences(ctx);
}
