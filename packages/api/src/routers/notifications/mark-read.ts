import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { markAllNotificationsRead, markNotificationRead } from '../../services/notifications/mark-notifications-read';
import { ZMarkAllReadOutput, ZMarkReadOutput, ZNotificationIdInput } from '../../services/notifications/notifications.types';

export const markRead = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/notifications/{id}/read',
      protect: true,
      tags: ['notifications'],
      summary: 'Mark a notification read',
      description: "Marks one of the signed-in user's notifications read (404 for anyone else's); reading it again keeps the first time.",
    },
  })
  .input(ZNotificationIdInput)
  .output(ZMarkReadOutput)
  .mutation(({ ctx, input }) => markNotificationRead(ctx, input));

export const markAllRead = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/notifications/read_all',
      protect: true,
      tags: ['notifications'],
      summary: 'Mark all my notifications read',
      description: "Marks every unread notification of the signed-in user read; answers how many.",
    },
  })
  .input(z.object({}))
  .output(ZMarkAllReadOutput)
  .mutation(({ ctx }) => markAllNotificationsRead(ctx));
