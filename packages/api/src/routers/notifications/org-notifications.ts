import { protectedProcedure } from '../../trpc';
import { getOrgNotificationSettings, updateOrgNotificationSettings } from '../../services/notifications/org-notification-settings';
import { runNotificationSweep } from '../../services/notifications/run-notification-sweep';
import { ZOrgIdInput, ZOrgNotificationSettings, ZSweepOutput, ZUpdateOrgNotificationSettingsInput } from '../../services/notifications/notifications.types';

export const runSweep = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/notifications/sweep',
      protect: true,
      tags: ['notifications'],
      summary: 'Run the notification sweep now',
      description: "The organisation's staff make the time-driven notifications due now (deadline reminders, late-lab lists, survey openings, invoice reminders, digests) for their organisation, at the business date (the demo date in demo mode). Each notification is made once per type, subject, recipient and occasion: running it again makes nothing new.",
    },
  })
  .input(ZOrgIdInput)
  .output(ZSweepOutput)
  .mutation(({ ctx, input }) => runNotificationSweep(ctx, input));

export const getSettings = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/notifications/settings',
      protect: true,
      tags: ['notifications'],
      summary: "The organisation's notification settings",
      description: 'The deadline reminders, in days before the result deadline (default 7 and 1). Staff of the organisation only.',
    },
  })
  .input(ZOrgIdInput)
  .output(ZOrgNotificationSettings)
  .query(({ ctx, input }) => getOrgNotificationSettings(ctx, input));

export const updateSettings = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/notifications/settings',
      protect: true,
      tags: ['notifications'],
      summary: "Change the organisation's notification settings",
      description: 'The deadline reminders: 1 to 5 whole numbers of days from 1 to 60 (422 deadlineOffsetDays). Staff of the organisation only.',
    },
  })
  .input(ZUpdateOrgNotificationSettingsInput)
  .output(ZOrgNotificationSettings)
  .mutation(({ ctx, input }) => updateOrgNotificationSettings(ctx, input));
