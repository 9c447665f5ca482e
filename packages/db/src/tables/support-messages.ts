import type { CreatedAt, Generated } from './columns';

export interface SupportMessageContext {
  url: string;
  pageTitle: string;
}

/** A message sent through the support dialog; mailed through the outbox. */
export interface SupportMessagesTable {
  id: Generated<number>;
  labId: number | null;
  orgId: number;
  userId: number;
  subject: string;
  message: string;
  /** text[] of e-mail addresses. */
  replyTo: string[];
  context: SupportMessageContext;
  outboxId: number | null;
  createdAt: CreatedAt;
}
