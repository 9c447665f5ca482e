import { AppError } from '@eqa/core';
import type { NotificationContext } from './notification-context';
import type { TNotificationIdInput } from './notifications.types';

/** POST /notifications/{id}/read: the user's own notification (another's is 404), read now unless it was already (then its first reading stays). */
export async function markNotificationRead(ctx: NotificationContext, input: TNotificationIdInput): Promise<{ id: number; readAt: string }> {
  const row = await ctx.db
    .updateTable('notifications')
    .set((eb) => ({ readAt: eb.fn.coalesce('readAt', eb.fn<Date>('now', [])) }))
    .where('id', '=', input.id)
    .where('userId', '=', ctx.session.user.id)
    .returning(['id', 'readAt'])
    .executeTakeFirst();
  if (!row || row.readAt === null) throw AppError.notFound('Notification not found');
  return { id: row.id, readAt: row.readAt.toISOString() };
}

/** POST /notifications/read_all: every unread notification of the user. */
export async function markAllNotificationsRead(ctx: NotificationContext): Promise<{ marked: number }> {
  const result = await ctx.db
    .updateTable('notifications')
    .set((eb) => ({ readAt: eb.fn<Date>('now', []) }))
    .where('userId', '=', ctx.session.user.id)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return { marked: Number(result.numUpdatedRows) };
}
