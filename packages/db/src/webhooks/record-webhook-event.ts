import { webhookTakes, type WebhookEventType } from '@eqa/core';
import type { Executor } from '../schema';

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
 * The delivery ids are to be sent after the commit (else the webhook sweep sends them).
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
