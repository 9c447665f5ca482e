import type { CreatedAt, Generated, Timestamp } from './columns';

/**
 * An e-mailed single-use invitation of a user (docs/decisions/users.md): only the sha256 of its token
 * is kept. At most one live (unused) invitation per user (partial unique index); a new one retires it.
 */
export interface UserInvitationsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  /** Who sent it (null once that user is deleted). */
  invitedBy: number | null;
  /** The language of the e-mail (the inviter's, else the org's first). */
  localeId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}
