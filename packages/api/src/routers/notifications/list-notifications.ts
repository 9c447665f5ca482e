import { protectedProcedure } from '../../trpc';
import { getUnreadCount, listNotifications as listUserNotifications } from '../../services/notifications/list-notifications';
import { ZListNotificationsInput, ZListNotificationsOutput, ZUnreadCountOutput } from '../../services/notifications/notifications.types';
import { z } from 'zod';

export const listNotifications = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications',
      protect: true,
      tags: ['notifications'],
      summary: 'List my notifications',
      description: "The signed-in user's notifications, newest first, paged ({ items, total, unread } and X-Total-Count); `unread=true` lists only the unread ones. Title and body are in `locale` (en, hu), else the user's language; `link` is the path of the thing in the web app.",
    },
  })
  .input(ZListNotificationsInput)
  .output(ZListNotificationsOutput)
  .query(({ ctx, input }) => listUserNotifications(ctx, input));

export const unreadCount = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications/unread_count',
      protect: true,
      tags: ['notifications'],
      summary: 'Count my unread notifications',
      description: "The number the bell shows: the signed-in user's unread notifications.",
    },
  })
  .input(z.object({}))
  .output(ZUnreadCountOutput)
  .query(({ ctx }) => getUnreadCount(ctx));
