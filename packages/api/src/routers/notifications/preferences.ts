import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { getNotificationPreferences, updateNotificationPreferences } from '../../services/notifications/notification-preferences';
import { ZNotificationPreferencesOutput, ZUpdateNotificationPreferencesInput } from '../../services/notifications/notifications.types';

export const getPreferences = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/profile/notifications',
      protect: true,
      tags: ['notifications'],
      summary: 'My notification preferences',
      description: 'Each notification type the signed-in user can receive (lab users the lab ones, organisation users the staff ones), in the app and by e-mail: their choice or the default.',
    },
  })
  .input(z.object({}))
  .output(ZNotificationPreferencesOutput)
  .query(({ ctx }) => getNotificationPreferences(ctx));

export const updatePreferences = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/auth/profile/notifications',
      protect: true,
      tags: ['notifications'],
      summary: 'Change my notification preferences',
      description: 'Turns the given types on or off in the app and by e-mail (the others keep theirs); a type the user cannot receive is 422 with param preferences.<i>.type. E-mail off stops the e-mails and keeps the in-app entries.',
    },
  })
  .input(ZUpdateNotificationPreferencesInput)
  .output(ZNotificationPreferencesOutput)
  .mutation(({ ctx, input }) => updateNotificationPreferences(ctx, input));
