import type { Kysely } from 'kysely';
import { VALIDATION_PASSWORD_LIMIT, type Clock, type RateLimitKey } from '@eqa/core';
import type { DB } from '@eqa/db';
import { verifyPassword } from './passwords';
import { clearRateLimits, takeRateLimitSlots } from './rate-limits';

/**
 * Wrong validation passwords are limited as sign-ins are (the spec is silent; a validation password
 * may be as short as 4 characters): each check first takes a slot on the owner's counter (one atomic
 * statement: parallel checks on any server instance cannot overshoot); the 6th within 15 minutes
 * answers 429 before the password is looked at, until the window of the first ends. A right
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
  const key = ownerKey(owner);
  await takeRateLimitSlots(ctx.db, [key], ctx.wallClock.now());
  const hash =
    owner.kind === 'lab'
      ? (await ctx.db.selectFrom('labs').select('validationPasswordHash').where('id', '=', owner.id).executeTakeFirst())?.validationPasswordHash
      : (await ctx.db.selectFrom('orgs').select('validationPasswordHash').where('id', '=', owner.id).executeTakeFirst())?.validationPasswordHash;
  const succeeded = await verifyPassword(hash ?? null, password);
  if (succeeded) await clearRateLimits(ctx.db, [key]);
  return succeeded;
}
