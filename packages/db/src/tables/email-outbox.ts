import type { CreatedAt, Generated, Timestamp } from './columns';

export type EmailOutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Transactional outbox of e-mails; a job sends pending rows. */
export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  /** text[] of e-mail addresses. */
  toAddresses: string[];
  /** text[] of e-mail addresses. */
  replyTo: Generated<string[]>;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: Generated<EmailOutboxStatus>;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: CreatedAt;
  sentAt: Timestamp | null;
  availableAt: CreatedAt;
}
