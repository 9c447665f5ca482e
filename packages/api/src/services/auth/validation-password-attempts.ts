import { sql, type Kysely } from 'kysely';
import { AppError, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import { verifyPassword } from './passwords';

/**
 * Wrong validation passwords are limited as sign-ins are (the spec is silent; a validation password
 * may be as short as 4 characters): after 5 failures against one lab's or one org's password within
 * 15 minutes, further attempts answer 429 before the password is looked at, until the oldest of
 * them is 15 minutes old. A right password clears the count (failures after it count again).
 * Counted in the database, so the limit holds across server instances.
 */
export const VALIDATION_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const MAX_VALIDATION_PASSWORD_FAILURES = 5;

/** Whose validation password: a lab's (its users), or an org's (its org users). */
export interface ValidationPasswordOwner {
  kind: 'lab' | 'org';
  id: number;
}

/** Who tries, for the attempt's row. */
export interface AttemptContext {
  db: Kysely<DB>;
  wallClock: Clock;
  ip: string;
  session: { user: { id: number } } | null;
}

/**
 * Whether `password` is the owner's validation password, each answer recorded as an attempt;
 * 429 (rate_limit_error) without checking when the owner's recent failures reached the limit.
 */
export async function checkValidationPassword(ctx: AttemptContext, owner: ValidationPasswordOwner, password: string): Promise<boolean> {
  const now = ctx.wallClock.now();
  if ((await recentFailures(ctx.db, owner, now)) >= MAX_VALIDATION_PASSWORD_FAILURES) {
    throw AppError.rateLimited('Too many wrong validation passwords; try again later');
  }
  const hash =
    owner.kind === 'lab'
      ? (await ctx.db.selectFrom('labs').select('validationPasswordHash').where('id', '=', owner.id).executeTakeFirst())?.validationPasswordHash
      : (await ctx.db.selectFrom('orgs').select('validationPasswordHash').where('id', '=', owner.id).executeTakeFirst())?.validationPasswordHash;
  const succeeded = await verifyPassword(hash ?? null, password);
  await ctx.db
    .insertInto('validationPasswordAttempts')
    .values({ ownerKind: owner.kind, ownerId: owner.id, userId: ctx.session?.user.id ?? null, ip: ctx.ip.slice(0, 100), succeeded, createdAt: now })
    .execute();
  return succeeded;
}

/** The owner's failures within the window since its last success in it. */
async function recentFailures(db: Kysely<DB>, owner: ValidationPasswordOwner, now: Date): Promise<number> {
  const since = new Date(now.getTime() - VALIDATION_PASSWORD_WINDOW_MS);
  const row = await db
    .selectFrom('validationPasswordAttempts as a')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('a.ownerKind', '=', owner.kind)
    .where('a.ownerId', '=', owner.id)
    .where('a.createdAt', '>', since)
    .where('a.succeeded', '=', false)
    .where(
      'a.id',
      '>',
      sql<number>`coalesce((select max(s.id) from validation_password_attempts s
        where s.owner_kind = ${owner.kind} and s.owner_id = ${owner.id} and s.succeeded and s.created_at > ${since}), 0)`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}
