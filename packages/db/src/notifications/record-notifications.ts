import {
  addressKey,
  contractAddressesReceive,
  contractMailAddresses,
  currentOrderYear,
  emailRoute,
  NOTIFICATION_AUDIENCE,
  NOTIFICATION_DEFAULTS,
  WEBHOOK_EVENT_OF,
  type NotificationSubjectKind,
  type NotificationType,
} from '@eqa/core';
import { isLocale } from '@eqa/i18n';
import type { Executor } from '../schema';
import type { NotificationParams } from '../tables/notifications';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { labLabel, notificationLinks } from './notification-subjects';
import { contractNotificationEmail, notificationEmail, readerLocale } from './render-notification';

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
 * A lab-level one is also mailed, once, to the notification e-mail addresses of the lab's contract
 * that are not a recipient's own (mailContractAddresses). The webhook deliveries of the event are
 * recorded too, once per (webhook, message id).
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
  const users = await recordForUsers(trx, draft, userIds, options);
  const contractOutboxIds = await mailContractAddresses(trx, draft, userIds, options);
  return { created: users.created, outboxIds: [...users.outboxIds, ...contractOutboxIds], deliveryIds };
}

/** The users' rows of a notification, and the mails of the rows this call made. */
async function recordForUsers(trx: Executor, draft: NotificationDraft, userIds: readonly number[], options: RecordNotificationsOptions): Promise<{ created: number; outboxIds: number[] }> {
  if (userIds.length === 0) return { created: 0, outboxIds: [] };
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
  if (mailed.length === 0) return { created: inserted.length, outboxIds: [] };

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
  return { created: inserted.length, outboxIds };
}

/**
 * A lab-level notification's mails to the notification e-mail addresses of the lab's current
 * contract with the organisation (the newest row of the latest year up to this one): those that
 * are not a recipient user's own address (core contractMailAddresses), for the types that mail by
 * default (core contractAddressesReceive: the addresses have no preferences), in the language of
 * the user who filled the contract, else the organisation's first. Once per (type, subject, lab,
 * occasion, address): the unique key of notification_contact_mails, `on conflict do nothing`, so a
 * second sweep or instance mails nothing. No in-app entry (they have no centre) and no digest.
 */
async function mailContractAddresses(trx: Executor, draft: NotificationDraft, userIds: readonly number[], options: RecordNotificationsOptions): Promise<number[]> {
  const { labId, orgId } = draft;
  if (labId === null || orgId === null || !contractAddressesReceive(draft.type)) return [];
  const contract = await trx
    .selectFrom('contracts as c')
    .leftJoin('users as u', 'u.id', 'c.createdBy')
    .select(['c.notificationEmails', 'u.localeId as fillerLocale'])
    .select((eb) => eb.selectFrom('orgLocales as ol').select('ol.localeId').whereRef('ol.orgId', '=', 'c.orgId').orderBy('ol.ordinal').limit(1).as('orgLocale'))
    .where('c.labId', '=', labId)
    .where('c.orgId', '=', orgId)
    .where('c.year', '<=', currentOrderYear(options.now))
    .orderBy('c.year', 'desc')
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!contract || contract.notificationEmails.length === 0) return [];
  const users = userIds.length > 0 ? await trx.selectFrom('users').select('email').where('id', 'in', userIds).execute() : [];
  const addresses = contractMailAddresses(contract.notificationEmails, users.map((u) => u.email));
  if (addresses.length === 0) return [];
  const spelled = new Map(addresses.map((address) => [addressKey(address), address]));
  const occasion = draft.occasion ?? '';
  const inserted = await trx
    .insertInto('notificationContactMails')
    .values(
      [...spelled.keys()].map((address) => ({ type: draft.type, subjectKind: draft.subject.kind, subjectId: draft.subject.id, occasion, orgId, labId, address, createdAt: options.now })),
    )
    .onConflict((oc) => oc.columns(['type', 'subjectKind', 'subjectId', 'labId', 'occasion', 'address']).doNothing())
    .returning(['id', 'address'])
    .execute();
  if (inserted.length === 0) return [];
  const locale = readerLocale([contract.fillerLocale, contract.orgLocale].find((id) => !!id && isLocale(id)));
  const mail = contractNotificationEmail(draft, { lab: await labLabel(trx, labId), locale, link: notificationLinks.contracts(labId, orgId) }, options.origin);
  const outboxIds: number[] = [];
  for (const row of inserted) {
    const outbox = await trx
      .insertInto('emailOutbox')
      .values({ kind: `notification_${draft.type}`, toAddresses: [spelled.get(row.address) ?? row.address], subject: mail.subject, textBody: mail.textBody, htmlBody: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('notificationContactMails').set({ emailOutboxId: outbox.id }).where('id', '=', row.id).execute();
    outboxIds.push(outbox.id);
  }
  return outboxIds;
}

/** The message id of an event: the same for every instance and sweep that records it (webhook-id). */
export function webhookMessageId(draft: Pick<NotificationDraft, 'type' | 'subject' | 'occasion' | 'labId'>): string {
  return `msg_${draft.type}_${draft.subject.kind}_${draft.subject.id}_${draft.labId ?? 0}_${draft.occasion || 'once'}`;
}
