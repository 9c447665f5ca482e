import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@eqa/core';
import { bodyField, listOutput, ZId, ZLimit, ZOffset } from '../shared.types';

const ZEvent = z.enum([...WEBHOOK_EVENT_TYPES, '*']);

/** {url, events[]} of a new webhook. */
const ZWebhookBody = {
  url: bodyField(z.string().trim().min(1, 'requiredField').max(2000)),
  events: bodyField(z.array(ZEvent).min(1, 'requiredField').max(WEBHOOK_EVENT_TYPES.length + 1)),
};

export const ZCreateLabWebhookInput = z.object({ labId: ZId, ...ZWebhookBody });
export const ZCreateOrgWebhookInput = z.object({ orgId: ZId, ...ZWebhookBody });
export type TCreateLabWebhookInput = z.infer<typeof ZCreateLabWebhookInput>;
export type TCreateOrgWebhookInput = z.infer<typeof ZCreateOrgWebhookInput>;

export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  /** Set when the receiver answered 410 Gone. */
  disabledAt: z.string().nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The creation's answer: the only time the signing secret is shown. */
export const ZCreatedWebhook = ZWebhook.pick({ id: true, url: true, events: true, createdAt: true }).extend({ secret: z.string() });
export type TCreatedWebhook = z.infer<typeof ZCreatedWebhook>;

export const ZListLabWebhooksInput = z.object({ labId: ZId, offset: ZOffset, limit: ZLimit });
export const ZListOrgWebhooksInput = z.object({ orgId: ZId, offset: ZOffset, limit: ZLimit });
export const ZListWebhooksOutput = listOutput(ZWebhook);
export type TListWebhooksOutput = z.infer<typeof ZListWebhooksOutput>;

export const ZLabWebhookInput = z.object({ labId: ZId, id: ZId });
export const ZOrgWebhookInput = z.object({ orgId: ZId, id: ZId });

export const ZLabDeliveriesInput = ZLabWebhookInput.extend({ offset: ZOffset, limit: ZLimit });
export const ZOrgDeliveriesInput = ZOrgWebhookInput.extend({ offset: ZOffset, limit: ZLimit });

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  /** The webhook-id header. */
  messageId: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export const ZListDeliveriesOutput = listOutput(ZWebhookDelivery);
export type TListDeliveriesOutput = z.infer<typeof ZListDeliveriesOutput>;
