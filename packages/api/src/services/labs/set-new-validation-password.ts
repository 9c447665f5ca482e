import type { Kysely } from 'kysely';
import { AppError, SET_NEW_VALIDATION_PASSWORD_LIMITS, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSetNewValidationPasswordInput } from './set-new-validation-password.types';
import type { TOk } from '../shared.types';
import { hashPassword } from '../auth/passwords';
import { releaseRateLimitSlots, takeRateLimitSlots } from '../auth/rate-limits';
import { hashToken } from '../auth/tokens';

/**
 * POST /labs/{labId}/set_new_password (public): the e-mailed token sets a new validation password
 * once. The attempt takes its slot on the client address's counter (429 first:
 * docs/decisions/brute-force.md); then the token is checked BEFORE anything is hashed (an unknown,
 * used, expired or other lab's token is 422 param token, at no hashing cost, and its slot is kept);
 * a valid token gives its slot back, so only guesses count and there is no counter per lab that
 * strangers could use up against the holder of the link; then, in one transaction, the token is
 * claimed (a concurrent use loses) and the password set.
 */
export async function setNewValidationPassword(db: Kysely<DB>, wallClock: Clock, ip: string, input: TSetNewValidationPasswordInput): Promise<TOk> {
  const now = wallClock.now();
  const slot = { limit: SET_NEW_VALIDATION_PASSWORD_LIMITS.ip, subject: ip };
  await takeRateLimitSlots(db, [slot], now);
  const tokenHash = hashToken(input.token);
  const valid = await db
    .selectFrom('passwordResetTokens')
    .select('id')
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', 'validation')
    .where('labId', '=', input.labId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (!valid) throw invalidToken();
  await releaseRateLimitSlots(db, [slot]);
  const validationPasswordHash = await hashPassword(input.newPassword);
  const used = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('id', '=', valid.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.updateTable('labs').set({ validationPasswordHash }).where('id', '=', input.labId).execute();
    return true;
  });
  if (!used) throw invalidToken();
  return { ok: true };
}

function invalidToken(): AppError {
  return AppError.constraint('token', 'The link is invalid or has expired', 'invalid_reset_token');
}
