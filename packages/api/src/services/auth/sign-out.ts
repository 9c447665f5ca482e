import type { Kysely } from 'kysely';
import type { Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TOk } from '../shared.types';

/**
 * DELETE /auth/tokens/current: the token stops working at once — on another server instance,
 * result saves may take it for a few more seconds (recent-sessions).
 */
export async function signOut(db: Kysely<DB>, wallClock: Clock, sessionId: number): Promise<TOk> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: wallClock.now() })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
  return { ok: true };
}
