import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Timestamp } from './columns';

/** An integrator's endpoint for a lab or an organisation (exactly one of them). */
export interface WebhooksTable {
  id: Generated<number>;
  orgId: number | null;
  labId: number | null;
  url: string;
  /** core WEBHOOK_EVENT_TYPES or '*'. */
  events: string[];
  /** `whsec_` + base64 of the signing key; answered once at creation. */
  secret: string;
  createdBy: number | null;
  createdAt: CreatedAt;
  /** Set when the receiver answered 410 Gone. */
  disabledAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** The webhook body: `{ type, timestamp, data }`. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** One message to one webhook; its own outbox (pending → sending → delivered / back to pending / failed). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhookId: number;
  /** `webhook-id` header: the same on every attempt. */
  messageId: string;
  type: string;
  payload: ColumnType<WebhookPayload, WebhookPayload, WebhookPayload>;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  lastStatusCode: number | null;
  lastError: string | null;
  availableAt: CreatedAt;
  createdAt: CreatedAt;
  deliveredAt: Timestamp | null;
}
