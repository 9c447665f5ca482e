import { sql, type Kysely } from 'kysely';
import { ACCEPT_INVITATION_LIMITS, AppError, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TAcceptInvitationInput, TAcceptInvitationOutput } from './users.types';
import { hashPassword } from '../auth/passwords';
import { releaseRateLimitSlots, takeRateLimitSlots } from '../auth/rate-limits';
import { hashToken } from '../auth/tokens';
import { sqlState, UNIQUE_VIOLATION } from '../config/db-errors';

export interface AcceptInvitationContext {
  db: Kysely<DB>;
  wallClock: Clock;
  ip: string;
}

function invalidInvitation(): AppError {
  return AppError.constraint('token', 'The invitation is invalid, already used or expired', 'invalid_invitation');
}

function usernameTaken(): AppError {
  return AppError.constraint('username', 'This username is taken', 'username_taken');
}

/**
 * POST /auth/invitations/accept (public). Limited like the reset links (docs/decisions/brute-force.md):
 * the attempt takes its slot on the client address's counter first (core ACCEPT_INVITATION_LIMITS,
 * 429 over), an unknown, used or expired token, or one of a disabled user, is 422 param token and
 * keeps the slot, a valid one gives it back. A taken username is 422 param username (username_taken).
 * Then in one transaction the invitation is claimed (a concurrent use loses) and the user gets its
 * username and password; the invitee then signs in as anyone does.
 */
export async function acceptInvitation(ctx: AcceptInvitationContext, input: TAcceptInvitationInput): Promise<TAcceptInvitationOutput> {
  const now = ctx.wallClock.now();
  const slot = { limit: ACCEPT_INVITATION_LIMITS.ip, subject: ctx.ip };
  await takeRateLimitSlots(ctx.db, [slot], now);

  const found = await ctx.db
    .selectFrom('userInvitations as i')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .select(['i.id', 'u.id as userId'])
    .where('i.tokenHash', '=', hashToken(input.token))
    .where('i.usedAt', 'is', null)
    .where('i.expiresAt', '>', now)
    .where('u.disabled', '=', false)
    .where('u.username', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidInvitation();
  await releaseRateLimitSlots(ctx.db, [slot]);

  const username = input.username.trim();
  const taken = await ctx.db.selectFrom('users').select('id').where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
  if (taken) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable('userInvitations')
        .set({ usedAt: now })
        .where('id', '=', found.id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      const updated = await trx
        .updateTable('users')
        .set({ username, passwordHash, updatedAt: now })
        .where('id', '=', found.userId)
        .where('username', 'is', null)
        .where('disabled', '=', false)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw invalidInvitation();
      return true;
    })
    .catch((error: unknown) => {
      // two sign-ups racing for one username: the unique index decides
      if (sqlState(error) === UNIQUE_VIOLATION && String((error as { constraint?: unknown }).constraint ?? (error as Error).message).includes('users_username')) throw usernameTaken();
      throw error;
    });
  if (!done) throw invalidInvitation();
  return { ok: true, username };
}
