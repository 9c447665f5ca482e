import type { Kysely } from 'kysely';
import { API_MESSAGES, AppError, CHANGE_PASSWORD_LIMIT, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { TChangePasswordInput } from './change-password.types';
import type { TOk } from '../shared.types';
import { hashPassword, verifyPassword } from './passwords';
import { clearRateLimits, takeRateLimitSlots } from './rate-limits';

/**
 * POST /auth/change_password. The new password's format is checked by the input schema (422
 * newPassword, loginPasswordFormatHelpText); a wrong current password is 422 currentPassword. The
 * current-password check is limited per user (core CHANGE_PASSWORD_LIMIT: a stolen session must not
 * guess the password it lacks; 429 before the check, docs/decisions/brute-force.md).
 * Other sessions of the user are revoked; the current one stays signed in.
 */
export async function changePassword(db: Kysely<DB>, wallClock: Clock, session: Session, input: TChangePasswordInput): Promise<TOk> {
  // a service key (issue 36) never changes its creator's login password
  if (session.apiKey) throw AppError.forbidden('The login password is changed in a signed-in session, not with a key');
  const now = wallClock.now();
  const key = { limit: CHANGE_PASSWORD_LIMIT, subject: String(session.user.id) };
  await takeRateLimitSlots(db, [key], now);
  const user = await db.selectFrom('users').select('passwordHash').where('id', '=', session.user.id).executeTakeFirst();
  if (!(await verifyPassword(user?.passwordHash ?? null, input.currentPassword))) {
    throw AppError.constraint('currentPassword', API_MESSAGES.wrongCurrentPassword);
  }
  await clearRateLimits(db, [key]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', session.user.id).execute();
    await trx
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('userId', '=', session.user.id)
      .where('id', '<>', session.sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  });
  return { ok: true };
}
