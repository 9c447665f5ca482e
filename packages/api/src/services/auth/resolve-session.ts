import type { Kysely } from 'kysely';
import { sessionExpiresAt } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from './session';
import { loadSession } from './session-loader';
import { SESSION_TOUCH_INTERVAL_MS, hashToken } from './tokens';

/**
 * The session of a bearer token, or null when the token is unknown, revoked, expired, past its
 * absolute lifetime (7 days after sign-in, core SESSION_ABSOLUTE_TTL_MS) or its user disabled.
 * Sliding expiry: each use moves expires_at to now + 12 h, never past the absolute end (written at
 * most once a minute).
 * The lookup is coalesced with those of concurrent requests (session-loader), never answered from a
 * cache: a revoked session is refused on its very next request. The touch is per session.
 */
export async function resolveSession(db: Kysely<DB>, token: string, now: Date): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const lookup = { tokenHash, now };
  const row = await loadSession(db, lookup);
  if (!row) return null;

  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const expiresAt = sessionExpiresAt(row.sessionCreatedAt, now);
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now, expiresAt })
      .where('id', '=', row.sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  return {
    sessionId: row.sessionId,
    // a session's user has signed in, so it has a username
    user: { id: row.userId, username: row.username ?? '' },
    roleId: row.roleId,
    orgId: row.orgId ?? row.labOrgId ?? null,
    labId: row.labId,
    coreLab: row.satelliteConnection === 'parent_lab',
    accessBlocked: row.accessBlocked === true,
  };
}
