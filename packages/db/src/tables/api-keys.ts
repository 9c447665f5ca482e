import type { CreatedAt, Generated, Timestamp } from './columns';

/** A named service key of a user (issue 36): only the sha256 hex of the key is kept, and its first characters. */
export interface ApiKeysTable {
  id: Generated<number>;
  userId: number;
  name: string;
  tokenHash: string;
  /** The key's first characters (`eqa_AbC1…`), to recognise it in a list. */
  prefix: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp | null;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}
