import type { CreatedAt, Timestamp } from './columns';

/** The public forms that spend a bot-check solution. */
export type BotCheckForm = 'registration' | 'password_reset_email' | 'password_reset';

/**
 * A spent bot-check (ALTCHA) solution, keyed by its challenge's signature: kept until the challenge
 * expires (a replay is refused) and at least as long as the forms' rate-limit window (they count these rows).
 */
export interface BotCheckSolutionsTable {
  signature: string;
  form: BotCheckForm;
  ip: string;
  /** The forgotten-password form: the account name asked for (lower case), whether it exists or not. */
  account: string | null;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}
