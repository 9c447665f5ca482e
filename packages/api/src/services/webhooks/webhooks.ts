import { AppError, STAFF_WEBHOOK_EVENTS, webhookUrlRefusal } from '@eqa/core';
import { newWebhookSecret, resolveWebhookHost } from '@eqa/db';
import { assertOrgAdminOf } from '../config/admin-context';
import { assertLabAccess } from '../labs/assert-lab-access';
import type { NotificationContext, NotificationWriteContext } from '../notifications/notification-context';
import type { TCreatedWebhook, TListDeliveriesOutput, TListWebhooksOutput } from './webhooks.types';

/** Whose webhooks: a lab's (its users, or its organisations' staff) or an organisation's (its staff). */
export type WebhookOwner = { labId: number } | { orgId: number };

const URL_ERRORS = {
  webhook_url_invalid: 'notificationCentre.errors.webhookUrlInvalid',
  webhook_url_not_https: 'notificationCentre.errors.webhookUrlNotHttps',
} as const;

async function assertOwner(ctx: NotificationContext, owner: WebhookOwner, mode: 'read' | 'write'): Promise<void> {
  if ('orgId' in owner) assertOrgAdminOf(ctx.session, owner.orgId);
  else await assertLabAccess(ctx, owner.labId, mode);
}

const ownerColumn = (owner: WebhookOwner) => ('orgId' in owner ? { column: 'orgId' as const, id: owner.orgId } : { column: 'labId' as const, id: owner.labId });

/**
 * POST …/webhooks: {url, events}: https only (http too with WEBHOOK_ALLOW_PRIVATE), the host must
 * resolve and every address must be allowed (422 url: never link-local; private and loopback only
 * with the setting; checked again at each delivery); staff events only for an organisation (422
 * events). Answers the signing secret, this once.
 */
export async function createWebhook(ctx: NotificationWriteContext, owner: WebhookOwner, input: { url: string; events: string[] }): Promise<TCreatedWebhook> {
  await assertOwner(ctx, owner, 'write');
  const allowPrivate = ctx.settings.webhookAllowPrivate;
  const refusal = webhookUrlRefusal(input.url, allowPrivate);
  if (refusal) throw AppError.constraint('url', URL_ERRORS[refusal]);
  const target = await resolveWebhookHost(new URL(input.url).hostname, allowPrivate);
  if (target === 'unresolved') throw AppError.constraint('url', 'notificationCentre.errors.webhookUrlUnresolved');
  if (target === 'private') throw AppError.constraint('url', 'notificationCentre.errors.webhookUrlPrivate');
  const events = [...new Set(input.events)];
  if ('labId' in owner && events.some((event) => (STAFF_WEBHOOK_EVENTS as readonly string[]).includes(event))) {
    throw AppError.constraint('events', 'notificationCentre.errors.webhookEventForbidden');
  }
  const secret = newWebhookSecret();
  const row = await ctx.db
    .insertInto('webhooks')
    .values({ ...('orgId' in owner ? { orgId: owner.orgId, labId: null } : { labId: owner.labId, orgId: null }), url: input.url, events, secret, createdBy: ctx.session.user.id })
    .returning(['id', 'url', 'events', 'createdAt'])
    .executeTakeFirstOrThrow();
  return { id: row.id, url: row.url, events: row.events, secret, createdAt: row.createdAt.toISOString() };
}

/** GET …/webhooks: the owner's webhooks, newest first (never their secrets). */
export async function listWebhooks(ctx: NotificationContext, owner: WebhookOwner, page: { offset: number; limit: number }): Promise<TListWebhooksOutput> {
  await assertOwner(ctx, owner, 'read');
  const { column, id } = ownerColumn(owner);
  const base = ctx.db.selectFrom('webhooks').where(column, '=', id).where('deletedAt', 'is', null);
  const [rows, total] = await Promise.all([
    base.select(['id', 'url', 'events', 'createdAt', 'disabledAt']).orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString(), disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null })),
    total: Number(total.n),
  };
}

async function ownWebhook(ctx: NotificationContext, owner: WebhookOwner, webhookId: number): Promise<void> {
  const { column, id } = ownerColumn(owner);
  const row = await ctx.db.selectFrom('webhooks').select('id').where('id', '=', webhookId).where(column, '=', id).where('deletedAt', 'is', null).executeTakeFirst();
  if (!row) throw AppError.notFound('Webhook');
}

/** DELETE …/webhooks/{id}: no more deliveries (pending ones fail as removed); its delivery log stays. */
export async function deleteWebhook(ctx: NotificationContext, owner: WebhookOwner, webhookId: number): Promise<{ ok: true }> {
  await assertOwner(ctx, owner, 'write');
  await ownWebhook(ctx, owner, webhookId);
  await ctx.db.updateTable('webhooks').set({ deletedAt: new Date() }).where('id', '=', webhookId).execute();
  return { ok: true };
}

/** GET …/webhooks/{id}/deliveries: the delivery log, newest first, with status, attempts and the last answer. */
export async function listDeliveries(ctx: NotificationContext, owner: WebhookOwner, webhookId: number, page: { offset: number; limit: number }): Promise<TListDeliveriesOutput> {
  await assertOwner(ctx, owner, 'read');
  await ownWebhook(ctx, owner, webhookId);
  const base = ctx.db.selectFrom('webhookDeliveries').where('webhookId', '=', webhookId);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'messageId', 'type', 'status', 'attempts', 'lastStatusCode', 'lastError', 'createdAt', 'availableAt', 'deliveredAt'])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      messageId: row.messageId,
      type: row.type,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.lastStatusCode,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.status === 'pending' ? row.availableAt.toISOString() : null,
      deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    })),
    total: Number(total.n),
  };
}
