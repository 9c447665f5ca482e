import type { Kysely } from 'kysely';
import { VALIDATION_PASSWORD_LIMIT, type Clock, type RateLimitKey } from '@eqa/core';
import type { DB } from '@eqa/db';
import { verifyPassword } from './passwords';
import { checkWithFailureLimit } from './rate-limits';

/**
 * Wrong validation passwords are limited as sign-ins are (the spec is silent; a validation password
 * may be as short as 4 characters): checks of one owner's password run one at a time under the lock
 * of its counter row (checkWithFailureLimit: parallel checks on any server instance cannot
 * overshoot, and parallel right ones are never refused); after 5 failures within 15 minutes further
 * attempts answer 429 before the password is looked at, until the window of the first ends. A right
 * password clears the count. docs/decisions/brute-force.md.
 */

/** Whose validation password: a lab's (its users), or an org's (its org users). */
export interface ValidationPasswordOwner {
  kind: 'lab' | 'org';
  id: number;
}

/** Who tries. */
export interface AttemptContext {
  db: Kysely<DB>;
  wallClock: Clock;
  ip: string;
  session: { user: { id: number } } | null;
}

function ownerKey(owner: ValidationPasswordOwner): RateLimitKey {
  return { limit: VALIDATION_PASSWORD_LIMIT, subject: `${owner.kind}:${owner.id}` };
}

/**
 * Whether `password` is the owner's validation password; 429 (rate_limit_error, params.retryAfterSeconds)
 * without checking when the owner's counter is over the limit.
 */
export async function checkValidationPassword(ctx: AttemptContext, owner: ValidationPasswordOwner, password: string): Promise<boolean> {
  const hash =
    owner.kind === 'lab'
      ? (await ctx.db.selectFrom('labs').select('validationPasswordHash').where('id', '=', owner.id).executeTakeFirst())?.validationPasswordHash
      : (await ctx.db.selectFrom('orgs').select('validationPasswordHash').where('id', '=', owner.id).executeTakeFirst())?.validationPasswordHash;
  return checkWithFailureLimit(ctx.db, ownerKey(owner), ctx.wallClock.now(), () => verifyPassword(hash ?? null, password));
}
