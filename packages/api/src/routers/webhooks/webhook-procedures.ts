import { protectedProcedure } from '../../trpc';
import { ZOk } from '../../services/shared.types';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks } from '../../services/webhooks/webhooks';
import {
  ZCreatedWebhook,
  ZCreateLabWebhookInput,
  ZCreateOrgWebhookInput,
  ZLabDeliveriesInput,
  ZLabWebhookInput,
  ZListDeliveriesOutput,
  ZListLabWebhooksInput,
  ZListOrgWebhooksInput,
  ZListWebhooksOutput,
  ZOrgDeliveriesInput,
  ZOrgWebhookInput,
} from '../../services/webhooks/webhooks.types';

export const createLabWebhook = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/webhooks',
      protect: true,
      tags: ['webhooks'],
      summary: 'Register a webhook of the lab',
      description: 'For the lab’s users (write access) or its organisation’s staff. {url, events[]} (event types, or "*" for all; staff events are refused with 422 events); the URL must be https and must not resolve to private, loopback or link-local addresses (422 url; WEBHOOK_ALLOW_PRIVATE allows http and private or loopback ones). Answers {id, url, events, secret, createdAt}: the Standard Webhooks signing secret (whsec_…) appears only here.',
    },
  })
  .input(ZCreateLabWebhookInput)
  .output(ZCreatedWebhook)
  .mutation(({ ctx, input }) => createWebhook(ctx, { labId: input.labId }, input));

export const listLabWebhooks = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/labs/{labId}/webhooks', protect: true, tags: ['webhooks'], summary: 'List the webhooks of the lab', description: 'For the lab’s users (write access) or its organisation’s staff; newest first, paged ({ items, total }); never their secrets.' },
  })
  .input(ZListLabWebhooksInput)
  .output(ZListWebhooksOutput)
  .query(({ ctx, input }) => listWebhooks(ctx, { labId: input.labId }, input));

export const deleteLabWebhook = protectedProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/labs/{labId}/webhooks/{id}', protect: true, tags: ['webhooks'], summary: 'Remove a webhook', description: 'For the lab’s users (write access) or its organisation’s staff: no more deliveries to it; its delivery log stays readable until then (404 afterwards).' },
  })
  .input(ZLabWebhookInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteWebhook(ctx, { labId: input.labId }, input.id));

export const listLabWebhookDeliveries = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/labs/{labId}/webhooks/{id}/deliveries', protect: true, tags: ['webhooks'], summary: "A webhook's deliveries", description: 'For the lab’s users (write access) or its organisation’s staff: each message with its status (pending, sending, delivered, failed), attempts, last answer and next attempt; newest first, paged.' },
  })
  .input(ZLabDeliveriesInput)
  .output(ZListDeliveriesOutput)
  .query(({ ctx, input }) => listDeliveries(ctx, { labId: input.labId }, input.id, input));

export const createOrgWebhook = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/webhooks',
      protect: true,
      tags: ['webhooks'],
      summary: 'Register a webhook of the organisation',
      description: 'For the organisation’s staff. {url, events[]} (event types, or "*" for all); the URL must be https and must not resolve to private, loopback or link-local addresses (422 url; WEBHOOK_ALLOW_PRIVATE allows http and private or loopback ones). Answers {id, url, events, secret, createdAt}: the Standard Webhooks signing secret (whsec_…) appears only here.',
    },
  })
  .input(ZCreateOrgWebhookInput)
  .output(ZCreatedWebhook)
  .mutation(({ ctx, input }) => createWebhook(ctx, { orgId: input.orgId }, input));

export const listOrgWebhooks = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/orgs/{orgId}/webhooks', protect: true, tags: ['webhooks'], summary: 'List the webhooks of the organisation', description: 'For the organisation’s staff; newest first, paged ({ items, total }); never their secrets.' },
  })
  .input(ZListOrgWebhooksInput)
  .output(ZListWebhooksOutput)
  .query(({ ctx, input }) => listWebhooks(ctx, { orgId: input.orgId }, input));

export const deleteOrgWebhook = protectedProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/orgs/{orgId}/webhooks/{id}', protect: true, tags: ['webhooks'], summary: 'Remove a webhook', description: 'For the organisation’s staff: no more deliveries to it; its delivery log stays readable until then (404 afterwards).' },
  })
  .input(ZOrgWebhookInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteWebhook(ctx, { orgId: input.orgId }, input.id));

export const listOrgWebhookDeliveries = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/orgs/{orgId}/webhooks/{id}/deliveries', protect: true, tags: ['webhooks'], summary: "A webhook's deliveries", description: 'For the organisation’s staff: each message with its status (pending, sending, delivered, failed), attempts, last answer and next attempt; newest first, paged.' },
  })
  .input(ZOrgDeliveriesInput)
  .output(ZListDeliveriesOutput)
  .query(({ ctx, input }) => listDeliveries(ctx, { orgId: input.orgId }, input.id, input));
