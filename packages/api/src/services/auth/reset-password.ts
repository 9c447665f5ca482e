import type { Kysely } from 'kysely';
import { AppError, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TResetPasswordInput } from './reset-password.types';
import type { TOk } from '../shared.types';
import type { ApiSettings } from '../../settings';
import { assertFormRateLimit, checkBotCheck, type FormRateLimit } from './bot-check';
import { clearLoginFailures } from './login-rate-limit';
import { hashPassword } from './passwords';
import { hashToken } from './tokens';

/** Resets per client IP within an hour (the token itself is 256 random bits). */
export const RESET_PASSWORD_LIMIT: FormRateLimit = { perIp: 10 };

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
 * POST /auth/reset_password (public): the e-mailed token sets a new login password once. The rate
 * limit and the bot-check first, then the token (unknown, used, expired, another kind, or of a
 * disabled user: 422 param token) BEFORE the password is hashed; then, in one transaction, the
 * token is claimed (a concurrent use loses), the password set, EVERY session of the user revoked,
 * the user's other unused links retired, and the account's sign-in failures cleared so that wrong
 * passwords typed before the reset no longer hold its sign-in back.
 */
export async function resetPassword(ctx: ResetPasswordContext, input: TResetPasswordInput): Promise<TOk> {
  const now = ctx.wallClock.now();
  await assertFormRateLimit(ctx.db, 'password_reset', RESET_PASSWORD_LIMIT, { ip: ctx.ip }, now);
  await checkBotCheck(ctx, input.reCaptchaResponse, { form: 'password_reset', ip: ctx.ip }, now);

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
    await clearLoginFailures(trx, found.username);
    return true;
  });
  if (!done) throw invalidToken();
  // result saves of this process may keep a session row a few seconds: not the revoked ones
  return { ok: true };
}
