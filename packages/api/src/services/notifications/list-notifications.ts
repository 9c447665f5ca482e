import { isNotificationType, isSupportedSubjectKind } from '@eqa/core';
import { readerLocale, renderNotification } from '@eqa/db';
import type { NotificationContext } from './notification-context';
import type { TListNotificationsInput, TListNotificationsOutput, TNotification, TUnreadCountOutput } from './notifications.types';

async function unreadCount(ctx: NotificationContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', ctx.session.user.id)
    .where('inApp', '=', true)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * GET /notifications: the signed-in user's own notifications (types turned off in the app are left
 * out), newest first, paged ({ items, total, unread }); title and body in the language asked for,
 * else the user's.
 */
export async function listNotifications(ctx: NotificationContext, input: TListNotificationsInput): Promise<TListNotificationsOutput> {
  let base = ctx.db.selectFrom('notifications').where('userId', '=', ctx.session.user.id).where('inApp', '=', true);
  if (input.unread) base = base.where('readAt', 'is', null);
  const [rows, total, unread, user] = await Promise.all([
    base.select(['id', 'type', 'subjectKind', 'subjectId', 'params', 'link', 'createdAt', 'readAt']).orderBy('id', 'desc').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    unreadCount(ctx),
    ctx.db.selectFrom('users').select('localeId').where('id', '=', ctx.session.user.id).executeTakeFirst(),
  ]);
  const locale = input.locale ?? readerLocale(user?.localeId);
  const items: TNotification[] = rows.flatMap((row) => {
    if (!isNotificationType(row.type) || !isSupportedSubjectKind(row.subjectKind)) return [];
    const { title, body } = renderNotification(row, locale);
    return [
      {
        id: row.id,
        type: row.type,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt ? row.readAt.toISOString() : null,
        title,
        body,
        link: row.link,
        subject: { kind: row.subjectKind, id: row.subjectId },
      },
    ];
  });
  return { items, total: Number(total.n), unread };
}

/** GET /notifications/unread_count. */
export async function getUnreadCount(ctx: NotificationContext): Promise<TUnreadCountOutput> {
  return { unread: await unreadCount(ctx) };
}
