import { z } from 'zod';
import { MAX_DEADLINE_OFFSET_DAYS, MAX_DEADLINE_OFFSETS, NOTIFICATION_TYPES, SUPPORTED_LOCALES, ZNotificationSubjectKind, ZNotificationType } from '@eqa/core';
import { bodyField, listOutput, ZId, ZLimit, ZOffset, ZQueryBoolean } from '../shared.types';

/** GET /notifications: the signed-in user's notifications, newest first, paged; `unread` only the unread ones. */
export const ZListNotificationsInput = z.object({
  offset: ZOffset,
  limit: ZLimit,
  unread: ZQueryBoolean.optional(),
  /** The language of the titles and bodies (the web sends the one it shows); default the user's profile language. */
  locale: z.enum(SUPPORTED_LOCALES).optional(),
});
export type TListNotificationsInput = z.infer<typeof ZListNotificationsInput>;

/** A notification as the user reads it: title and body in their language. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  subject: z.object({ kind: ZNotificationSubjectKind, id: z.number().int() }),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsOutput = listOutput(ZNotification).extend({
  /** The user's unread notifications in all (the bell's count). */
  unread: z.number().int().min(0),
});
export type TListNotificationsOutput = z.infer<typeof ZListNotificationsOutput>;

/** GET /notifications/unread_count: the bell's count alone (cheap to poll). */
export const ZUnreadCountOutput = z.object({ unread: z.number().int().min(0) });
export type TUnreadCountOutput = z.infer<typeof ZUnreadCountOutput>;

export const ZNotificationIdInput = z.object({ id: ZId });
export type TNotificationIdInput = z.infer<typeof ZNotificationIdInput>;

export const ZMarkReadOutput = z.object({ id: z.number().int(), readAt: z.string() });
export const ZMarkAllReadOutput = z.object({ marked: z.number().int().min(0) });

/** One type's channels for the user. */
export const ZNotificationPreference = z.object({
  type: ZNotificationType,
  inApp: z.boolean(),
  email: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

export const ZNotificationPreferencesOutput = z.object({ items: z.array(ZNotificationPreference) });
export type TNotificationPreferencesOutput = z.infer<typeof ZNotificationPreferencesOutput>;

/** PATCH /auth/profile/notifications: the types to change (others keep theirs); a type the user cannot receive is 422. */
export const ZUpdateNotificationPreferencesInput = z.object({
  preferences: bodyField(
    z
      .array(z.object({ type: ZNotificationType, inApp: z.boolean().optional(), email: z.boolean().optional() }).strict())
      .min(1)
      .max(NOTIFICATION_TYPES.length),
  ),
});
export type TUpdateNotificationPreferencesInput = z.infer<typeof ZUpdateNotificationPreferencesInput>;

export const ZOrgIdInput = z.object({ orgId: ZId });
export type TOrgIdInput = z.infer<typeof ZOrgIdInput>;

/** POST /orgs/{orgId}/notifications/sweep: what the sweep made. */
export const ZSweepOutput = z.object({
  created: z.number().int().min(0),
  emails: z.number().int().min(0),
  deliveries: z.number().int().min(0),
  digests: z.number().int().min(0),
  /** Certificates issued because an evaluation's publication date came (docs/decisions/certificates.md). */
  certificates: z.number().int().min(0),
});
export type TSweepOutput = z.infer<typeof ZSweepOutput>;

/** The organisation's notification settings: the deadline reminders, days before the deadline. */
export const ZOrgNotificationSettings = z.object({
  deadlineOffsetDays: z.array(z.number().int()),
});
export type TOrgNotificationSettings = z.infer<typeof ZOrgNotificationSettings>;

export const ZUpdateOrgNotificationSettingsInput = z.object({
  orgId: ZId,
  deadlineOffsetDays: bodyField(
    z
      .array(z.number().int().min(1, 'notificationCentre.errors.offsetsInvalid').max(MAX_DEADLINE_OFFSET_DAYS, 'notificationCentre.errors.offsetsInvalid'))
      .min(1, 'notificationCentre.errors.offsetsInvalid')
      .max(MAX_DEADLINE_OFFSETS, 'notificationCentre.errors.offsetsInvalid'),
  ),
});
export type TUpdateOrgNotificationSettingsInput = z.infer<typeof ZUpdateOrgNotificationSettingsInput>;
