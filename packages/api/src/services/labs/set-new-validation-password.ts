import type { Kysely } from 'kysely';
import { AppError, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSetNewValidationPasswordInput } from './set-new-validation-password.types';
import type { TOk } from '../shared.types';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';

/**
 * POST /labs/{labId}/set_new_password (public): the e-mailed token sets a new validation password
 * once. An unknown, used, expired or other lab's token is 422 param token.
 */
export async function setNewValidationPassword(db: Kysely<DB>, wallClock: Clock, input: TSetNewValidationPasswordInput): Promise<TOk> {
  const now = wallClock.now();
  const validationPasswordHash = await hashPassword(input.newPassword);
  const used = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashToken(input.token))
      .where('kind', '=', 'validation')
      .where('labId', '=', input.labId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.updateTable('labs').set({ validationPasswordHash }).where('id', '=', input.labId).execute();
    return true;
  });
  if (!used) throw AppError.constraint('token', 'The link is invalid or has expired', 'invalid_reset_token');
  return { ok: true };
}
