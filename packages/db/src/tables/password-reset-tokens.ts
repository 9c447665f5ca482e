import type { CreatedAt, Generated, Timestamp } from './columns';

export type PasswordResetKind = 'login' | 'validation';

/** A one-time reset link: `login` resets a user's password, `validation` a lab's validation password. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  kind: PasswordResetKind;
  userId: number | null;
  labId: number | null;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}
