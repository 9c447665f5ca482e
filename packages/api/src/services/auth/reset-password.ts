import type { Kysely } from 'kysely';
import { AppError, RESET_PASSWORD_LIMITS, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TResetPasswordInput } from './reset-password.types';
import type { TOk } from '../shared.types';
import type { ApiSettings } from '../../settings';
import { checkBotCheck } from './bot-check';
import { clearLoginFailures } from './login-rate-limit';
import { hashPassword } from './passwords';
import { releaseRateLimitSlots, takeRateLimitSlots } from './rate-limits';
import { hashToken } from './tokens';

export interface ResetPasswordContext {
  db: Kysely<DB>;
  wallClock: Clock;
  settings: Pick<ApiSettings, 'botCheck'>;
  ip: string;
}

function invalidToken(): AppError {
  return AppError.constraint('token', 'The link is invalid, already used or expired', 'invalid_reset_token');
}

/**
 * POST /auth/reset_password (public): the e-mailed token sets a new login password once. The
 * attempt takes its slot on the client address's counter (core RESET_PASSWORD_LIMITS; 429 over it)
 * and spends the bot-check, then the token is looked up (unknown, used, expired, another kind, or of
 * a disabled user: 422 param token, the slot kept) BEFORE the password is hashed; a valid token gives
 * its slot back, so only guesses count and the holder of a link is never limited by them (there is
 * no counter per account that strangers could use up). Then, in one transaction, the
 * token is claimed (a concurrent use loses), the password set, EVERY session of the user revoked,
 * the user's other unused links retired, and the account's sign-in failures cleared so that wrong
 * passwords typed before the reset no longer hold its sign-in back.
 */
export async function resetPassword(ctx: ResetPasswordContext, input: TResetPasswordInput): Promise<TOk> {
  const now = ctx.wallClock.now();
  const slot = { limit: RESET_PASSWORD_LIMITS.ip, subject: ctx.ip };
  await takeRateLimitSlots(ctx.db, [slot], now);
  await checkBotCheck(ctx, input.reCaptchaResponse, now);

  const tokenHash = hashToken(input.token);
  const found = await ctx.db
    .selectFrom('passwordResetTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.id', 'u.id as userId', 'u.username'])
    .where('t.tokenHash', '=', tokenHash)
    .where('t.kind', '=', 'login')
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', now)
    .where('u.disabled', '=', false)
    .executeTakeFirst();
  if (!found) throw invalidToken();
  await releaseRateLimitSlots(ctx.db, [slot]);

  const passwordHash = await hashPassword(input.newPassword);
  const done = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('id', '=', found.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', found.userId).execute();
    await trx.updateTable('sessions').set({ revokedAt: now }).where('userId', '=', found.userId).where('revokedAt', 'is', null).execute();
    await trx.updateTable('passwordResetTokens').set({ usedAt: now }).where('kind', '=', 'login').where('userId', '=', found.userId).where('usedAt', 'is', null).execute();
    if (found.username !== null) await clearLoginFailures(trx, found.username);
    return true;
  });
  if (!done) throw invalidToken();
  // result saves of this process may keep a session row a few seconds: not the revoked ones
  return { ok: true };
}
