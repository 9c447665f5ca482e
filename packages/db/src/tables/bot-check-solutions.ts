import type { CreatedAt, Timestamp } from './columns';

/**
 * A spent bot-check (ALTCHA) solution, keyed by its challenge's signature: kept until the challenge
 * expires, so a replay is refused on every instance. (The forms' rate limits are counted in
 * rate_limit_counters.)
 */
export interface BotCheckSolutionsTable {
  signature: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}
