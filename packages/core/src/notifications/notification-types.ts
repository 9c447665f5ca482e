import { z } from 'zod';
import { MAX_DEADLINE_OFFSET_DAYS, parseReminderDays, REMINDER_DAYS_PATTERN } from './notification-rules';

/**
 * The notifications of issue 34, each to the users it concerns (lab users of the lab; `staff` ones to
 * the organisation's users). docs/decisions/notifications.md.
 */
export const NOTIFICATION_TYPES = [
  'survey_opened',
  'deadline_approaching',
  'evaluation_published',
  'result_unsatisfactory',
  'result_warning',
  'invoice_issued',
  'invoice_due',
  'invoice_late',
  'contract_missing',
  'checkout_requested',
  'lab_registered',
  'late_labs',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);

/** What a notification is about (its `subject`). */
export const NOTIFICATION_SUBJECT_KINDS = ['survey', 'invoice', 'lab', 'order_year', 'contract_year'] as const;
export type NotificationSubjectKind = (typeof NOTIFICATION_SUBJECT_KINDS)[number];
export const ZNotificationSubjectKind = z.enum(NOTIFICATION_SUBJECT_KINDS);

/** Who a type goes to: the lab's users, or the organisation's staff. */
export const NOTIFICATION_AUDIENCE: Record<NotificationType, 'lab' | 'staff'> = {
  survey_opened: 'lab',
  deadline_approaching: 'lab',
  evaluation_published: 'lab',
  result_unsatisfactory: 'lab',
  result_warning: 'lab',
  invoice_issued: 'lab',
  invoice_due: 'lab',
  invoice_late: 'lab',
  contract_missing: 'lab',
  checkout_requested: 'staff',
  lab_registered: 'staff',
  late_labs: 'staff',
};

export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
}

/**
 * Defaults without a stored preference: everything in the app; e-mail for what asks for action or
 * money, not for the warnings (2 ≤ |z| < 3), which stay in the app unless the user asks for them.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationType, NotificationChannels> = {
  survey_opened: { inApp: true, email: true },
  deadline_approaching: { inApp: true, email: true },
  evaluation_published: { inApp: true, email: true },
  result_unsatisfactory: { inApp: true, email: true },
  result_warning: { inApp: true, email: false },
  invoice_issued: { inApp: true, email: true },
  invoice_due: { inApp: true, email: true },
  invoice_late: { inApp: true, email: true },
  contract_missing: { inApp: true, email: true },
  checkout_requested: { inApp: true, email: true },
  lab_registered: { inApp: true, email: true },
  late_labs: { inApp: true, email: true },
};

/**
 * Whether the notification e-mail addresses of a lab's contract get a type's mails: the lab types
 * that mail by default (they have no preferences of their own, so the defaults speak for them; the
 * warnings, off by default, stay with the users who ask for them).
 */
export function contractAddressesReceive(type: NotificationType): boolean {
  return NOTIFICATION_AUDIENCE[type] === 'lab' && NOTIFICATION_DEFAULTS[type].email;
}

/** The types a user of this kind can receive (a lab user: the lab ones; an org user: the staff ones). */
export function notificationTypesFor(orgUser: boolean): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => NOTIFICATION_AUDIENCE[type] === (orgUser ? 'staff' : 'lab'));
}

/** A user's channels of a type: the stored choice, else the default. */
export function channelsOf(type: NotificationType, stored: ReadonlyMap<string, NotificationChannels> | undefined): NotificationChannels {
  return stored?.get(type) ?? NOTIFICATION_DEFAULTS[type];
}

/** The webhook event types (issue 34 "Webhooks"); `*` takes all. */
export const WEBHOOK_EVENT_TYPES = [
  'survey.opened',
  'survey.deadline_approaching',
  'results.validated',
  'results.invalidated',
  'evaluation.published',
  'result.unsatisfactory',
  'invoice.issued',
  'invoice.due',
  'invoice.late',
  'contract.missing',
  'checkout.requested',
  'lab.registered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
/** Staff-only events: only an organisation's webhooks may ask for them. */
export const STAFF_WEBHOOK_EVENTS: readonly WebhookEventType[] = ['checkout.requested', 'lab.registered'];

/** The webhook event a notification type is (null: none, e.g. the warnings and the staff's late-lab list). */
export const WEBHOOK_EVENT_OF: Record<NotificationType, WebhookEventType | null> = {
  survey_opened: 'survey.opened',
  deadline_approaching: 'survey.deadline_approaching',
  evaluation_published: 'evaluation.published',
  result_unsatisfactory: 'result.unsatisfactory',
  result_warning: null,
  invoice_issued: 'invoice.issued',
  invoice_due: 'invoice.due',
  invoice_late: 'invoice.late',
  contract_missing: 'contract.missing',
  checkout_requested: 'checkout.requested',
  lab_registered: 'lab.registered',
  late_labs: null,
};

/** Whether a webhook subscribed to `events` takes `event`. */
export function webhookTakes(events: readonly string[], event: WebhookEventType): boolean {
  return events.includes('*') || events.includes(event);
}

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export function isSupportedSubjectKind(value: string): value is NotificationSubjectKind {
  return (NOTIFICATION_SUBJECT_KINDS as readonly string[]).includes(value);
}

/** The preferences screen's form: each type's two channels (the PATCH input is built from it). */
export const ZNotificationPreferenceFields = z.object({
  items: z.array(z.object({ type: ZNotificationType, inApp: z.boolean(), email: z.boolean() })),
});
export type TNotificationPreferenceFields = z.infer<typeof ZNotificationPreferenceFields>;

/** The staff's reminder-days form: the days as typed ('7, 1'); each 1–60, at most 5. */
export const ZReminderDaysFields = z.object({
  days: z
    .string()
    .regex(REMINDER_DAYS_PATTERN, 'notificationCentre.errors.offsetsInvalid')
    .refine((text) => parseReminderDays(text).every((d) => d >= 1 && d <= MAX_DEADLINE_OFFSET_DAYS), 'notificationCentre.errors.offsetsInvalid'),
});
export type TReminderDaysFields = z.infer<typeof ZReminderDaysFields>;
