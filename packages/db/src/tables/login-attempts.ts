import type { CreatedAt, Generated } from './columns';

/** Sign-in attempts for rate limiting (by username and by ip). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  ip: string;
  succeeded: boolean;
  createdAt: CreatedAt;
}
