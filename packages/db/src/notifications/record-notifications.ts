import {
  emailRoute,
  NOTIFICATION_AUDIENCE,
  NOTIFICATION_DEFAULTS,
  webhookTakes,
  WEBHOOK_EVENT_OF,
  type NotificationSubjectKind,
  type NotificationType,
  type WebhookEventType,
} from '@eqa/core';
import type { Executor } from '../schema';
import type { NotificationParams } from '../tables/notifications';
import { notificationEmail, readerLocale } from './render-notification';

/** One notification to make for some users: once per (type, subject, recipient, occasion). */
export interface NotificationDraft {
  type: NotificationType;
  subject: { kind: NotificationSubjectKind; id: number };
  /** Which time of a repeating subject (`d7`); '' when once. */
  occasion?: string;
  orgId: number | null;
  labId: number | null;
  params: NotificationParams;
  /** A path in the web app. */
  link: string | null;
  userIds: readonly number[];
  /** The webhook event's data (its `data`); without it no webhook hears of it. */
  webhookData?: Record<string, unknown>;
}

export interface RecordNotificationsOptions {
  /** Business now: the notification's time and the day of the digest. */
  now: Date;
  /** Public origin of the web app, for the e-mailed links. */
  origin: string;
}

/** What a recording made: to send after the commit (deliverMailSoon, the webhook deliveries). */
export interface RecordedNotifications {
  created: number;
  outboxIds: number[];
  deliveryIds: number[];
}

export const NOTHING_RECORDED: RecordedNotifications = { created: 0, outboxIds: [], deliveryIds: [] };

export function mergeRecorded(a: RecordedNotifications, b: RecordedNotifications): RecordedNotifications {
  return { created: a.created + b.created, outboxIds: [...a.outboxIds, ...b.outboxIds], deliveryIds: [...a.deliveryIds, ...b.deliveryIds] };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records notifications in the caller's transaction (the event's own, or the sweep's): one row per
 * recipient, `on conflict do nothing` on the unique (type, subject, recipient, occasion) key, so a
 * second sweep, a second instance or a repeated event adds nothing (the later transaction waits for
 * the first and then inserts none). Only the rows this call made are mailed: in the reader's
 * language, to the users who keep the type's e-mail on and have an address, each alone while they
 * got fewer than DIGEST_THRESHOLD notification mails in the last day, else into the next digest.
 * A type turned off in the app is still recorded (in_app false), so it is not made again.
 * The webhook deliveries of the event are recorded too, once per (webhook, message id).
 */
export async function recordNotifications(trx: Executor, drafts: readonly NotificationDraft[], options: RecordNotificationsOptions): Promise<RecordedNotifications> {
  let result = NOTHING_RECORDED;
  for (const draft of drafts) result = mergeRecorded(result, await recordOne(trx, draft, options));
  return result;
}

async function recordOne(trx: Executor, draft: NotificationDraft, options: RecordNotificationsOptions): Promise<RecordedNotifications> {
  const event = WEBHOOK_EVENT_OF[draft.type];
  const deliveryIds =
    draft.webhookData && event
      ? await recordWebhookEvent(trx, { event, staff: NOTIFICATION_AUDIENCE[draft.type] === 'staff', messageId: webhookMessageId(draft), orgId: draft.orgId, labId: draft.labId, subject: draft.subject, data: draft.webhookData }, options.now)
      : [];
  const userIds = [...new Set(draft.userIds)];
  if (userIds.length === 0) return { created: 0, outboxIds: [], deliveryIds };
  const stored = await trx
    .selectFrom('notificationPreferences')
    .select(['userId', 'inApp', 'email'])
    .where('type', '=', draft.type)
    .where('userId', 'in', userIds)
    .execute();
  const preference = new Map(stored.map((row) => [row.userId, { inApp: row.inApp, email: row.email }]));
  const channels = (userId: number) => preference.get(userId) ?? NOTIFICATION_DEFAULTS[draft.type];
  const occasion = draft.occasion ?? '';
  const inserted = await trx
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        userId,
        type: draft.type,
        subjectKind: draft.subject.kind,
        subjectId: draft.subject.id,
        occasion,
        orgId: draft.orgId,
        labId: draft.labId,
        params: draft.params,
        link: draft.link,
        inApp: channels(userId).inApp,
        createdAt: options.now,
      })),
    )
    .onConflict((oc) => oc.columns(['type', 'subjectKind', 'subjectId', 'userId', 'occasion']).doNothing())
    .returning(['id', 'userId'])
    .execute();
  const mailed = inserted.filter((row) => channels(row.userId).email);
  if (mailed.length === 0) return { created: inserted.length, outboxIds: [], deliveryIds };

  const readers = await trx
    .selectFrom('users')
    .select(['id', 'email', 'fullName', 'localeId'])
    .where('id', 'in', mailed.map((row) => row.userId))
    .where('disabled', '=', false)
    .execute();
  const readerOf = new Map(readers.filter((r) => (r.email ?? '').trim() !== '').map((r) => [r.id, r]));
  const since = new Date(options.now.getTime() - DAY_MS);
  const sentCounts = await trx
    .selectFrom('notifications')
    .select(['userId', (eb) => eb.fn.countAll<string>().as('sent')])
    .where('userId', 'in', [...readerOf.keys(), 0])
    .where('emailState', '=', 'queued')
    .where('createdAt', '>', since)
    .groupBy('userId')
    .execute();
  const sentToday = new Map(sentCounts.map((row) => [row.userId, Number(row.sent)]));
  const outboxIds: number[] = [];
  for (const row of mailed) {
    const reader = readerOf.get(row.userId);
    if (!reader) continue;
    const route = emailRoute(sentToday.get(row.userId) ?? 0);
    if (route === 'digest') {
      await trx.updateTable('notifications').set({ emailState: 'digest' }).where('id', '=', row.id).execute();
      continue;
    }
    const mail = notificationEmail(draft, { fullName: reader.fullName, locale: readerLocale(reader.localeId) }, options.origin);
    const outbox = await trx
      .insertInto('emailOutbox')
      .values({ kind: `notification_${draft.type}`, toAddresses: [(reader.email ?? '').trim()], subject: mail.subject, textBody: mail.textBody, htmlBody: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('notifications').set({ emailState: 'queued' }).where('id', '=', row.id).execute();
    sentToday.set(row.userId, (sentToday.get(row.userId) ?? 0) + 1);
    outboxIds.push(outbox.id);
  }
  return { created: inserted.length, outboxIds, deliveryIds };
}

/** The message id of an event: the same for every instance and sweep that records it (webhook-id). */
export function webhookMessageId(draft: Pick<NotificationDraft, 'type' | 'subject' | 'occasion' | 'labId'>): string {
  return `msg_${draft.type}_${draft.subject.kind}_${draft.subject.id}_${draft.labId ?? 0}_${draft.occasion || 'once'}`;
}

/** A webhook event: what it is about and whose webhooks hear of it. */
export interface WebhookEventDraft {
  event: WebhookEventType;
  /** A staff event: the organisation's webhooks only. */
  staff: boolean;
  /** `webhook-id`: the same for every instance and attempt that records or sends it. */
  messageId: string;
  orgId: number | null;
  labId: number | null;
  subject: { kind: string; id: number };
  data: Record<string, unknown>;
}

/**
 * Records an event's deliveries to the webhooks that take it, in the caller's transaction: the lab's
 * own and its organisation's (a staff event: the organisation's only), once per (webhook, message id).
 * The delivery ids are to be sent after the commit.
 */
export async function recordWebhookEvent(trx: Executor, draft: WebhookEventDraft, now: Date): Promise<number[]> {
  const orgId = draft.orgId;
  const labId = draft.staff ? null : draft.labId;
  if (orgId === null && labId === null) return [];
  const hooks = await trx
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('deletedAt', 'is', null)
    .where('disabledAt', 'is', null)
    .where((eb) => {
      if (orgId !== null && labId !== null) return eb.or([eb('orgId', '=', orgId), eb('labId', '=', labId)]);
      if (orgId !== null) return eb('orgId', '=', orgId);
      return eb('labId', '=', labId ?? -1);
    })
    .execute();
  const taking = hooks.filter((hook) => webhookTakes(hook.events, draft.event));
  if (taking.length === 0) return [];
  const payload = { type: draft.event, timestamp: now.toISOString(), data: { ...draft.data, subject: draft.subject } };
  const rows = await trx
    .insertInto('webhookDeliveries')
    .values(taking.map((hook) => ({ webhookId: hook.id, messageId: draft.messageId, type: draft.event, payload })))
    .onConflict((oc) => oc.columns(['webhookId', 'messageId']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
