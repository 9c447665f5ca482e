import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { perDatabase } from '../write-cache';
import { loadSession, type SessionLookup, type SessionRow } from './session-loader';

const sessionsOfSaves = perDatabase<SessionRow | null>();

/** A kept row lets a save through while its session is live and its lab not blocked. */
const allows = (row: SessionRow, now: Date) => row.expiresAt.getTime() > now.getTime() && row.accessBlocked !== true;

/**
 * The session of a token hash for result saves (autosave: a lab saves every few seconds while it
 * types): the row read in the last few seconds (WRITE_CACHE_TTL_MS) when it lets the save through —
 * not expired as of this request, the lab not blocked — else read now (and kept). As with the
 * lab's facts of a survey (recentLabSurveyFacts), a refusal is always decided on the database's
 * current rows: an unknown, revoked or expired token, a disabled user or a blocked lab is never
 * answered from what was kept. What may be a few seconds old is what allows: a session revoked or
 * a user disabled by another server process, or by staff, reaches result saves within that time
 * (every other call reads the session on each request). This process's sign-outs and password
 * changes forget at once (forgetRecentSessions).
 */
export function recentSessionRow(db: Kysely<DB>, lookup: SessionLookup): Promise<SessionRow | null> {
  return sessionsOfSaves(db).getWhile(lookup.tokenHash, () => loadSession(db, lookup), (kept) => kept !== null && allows(kept, lookup.now));
}

/** After the session was touched (sliding expiry): keeps the row as written. */
export function keepTouchedSession(db: Kysely<DB>, tokenHash: string, row: SessionRow): void {
  sessionsOfSaves(db).refresh(tokenHash, () => Promise.resolve(row));
}

/** After this process revoked sessions (sign-out, password change): the next save reads them. */
export function forgetRecentSessions(db: Kysely<DB>): void {
  sessionsOfSaves(db).clear();
}
