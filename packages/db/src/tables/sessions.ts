import type { CreatedAt, Generated, Timestamp } from './columns';

/** A bearer-token session; only the sha256 hex of the token is stored. */
export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  lastSeenAt: CreatedAt;
  revokedAt: Timestamp | null;
  ip: string | null;
  userAgent: string | null;
}
