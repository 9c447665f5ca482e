import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { keepTouchedSession, recentSessionRow } from './recent-sessions';
import { loadSession } from './session-loader';
import { SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS, hashToken } from './tokens';

/**
 * The session of a bearer token, or null when the token is unknown, revoked, expired or its user
 * disabled. Sliding expiry: each use moves expires_at to now + 12 h (written at most once a minute).
 * The lookup is coalesced with those of concurrent requests (session-loader); the touch is per session.
 * `recent`: for result saves, a row of the last few seconds when it allows (recent-sessions).
 */
export async function resolveSession(db: Kysely<DB>, token: string, now: Date, options: { recent?: boolean } = {}): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const lookup = { tokenHash, now };
  const row = options.recent ? await recentSessionRow(db, lookup) : await loadSession(db, lookup);
  if (!row) return null;

  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now, expiresAt })
      .where('id', '=', row.sessionId)
      .where('revokedAt', 'is', null)
      .execute();
    if (options.recent) keepTouchedSession(db, tokenHash, { ...row, lastSeenAt: now, expiresAt });
  }

  return {
    sessionId: row.sessionId,
    user: { id: row.userId, username: row.username },
    roleId: row.roleId,
    orgId: row.orgId ?? row.labOrgId ?? null,
    labId: row.labId,
    coreLab: row.satelliteConnection === 'parent_lab',
    accessBlocked: row.accessBlocked === true,
  };
}
