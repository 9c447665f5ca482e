import { sql, type Kysely } from 'kysely';
import { SESSION_ABSOLUTE_TTL_MS } from '@eqa/core';
import { keyedLoader, perOwner, reusableQuery, type DB } from '@eqa/db';

/** A token hash asked for at a moment (the request's wall-clock now: expiry is judged against it). */
export interface SessionLookup {
  tokenHash: string;
  now: Date;
}

/**
 * The live sessions of several lookups in one query: each lookup is a row of
 * `unnest(token hashes, moments) with ordinality`, so every session is checked for expiry against
 * its own request's now, exactly as a query of its own would (not revoked, not expired, not past its
 * absolute lifetime, user not disabled).
 */
const selectSessions = reusableQuery((db: Kysely<DB>, tokenHashes: string[], moments: string[]) =>
  db
    .selectFrom(
      sql<{ tokenHash: string; at: Date; ordinal: number }>`unnest(${tokenHashes}::text[], ${moments}::timestamptz[]) with ordinality`.as<'k'>(
        sql`k(token_hash, at, ordinal)`,
      ),
    )
    .innerJoin('sessions as s', 's.tokenHash', 'k.tokenHash')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('labs as l', 'l.id', 'u.labId')
    .select([
      'k.ordinal',
      's.id as sessionId',
      's.lastSeenAt',
      's.expiresAt',
      's.createdAt as sessionCreatedAt',
      'u.id as userId',
      'u.username',
      'u.roleId',
      'u.orgId',
      'u.labId',
      'l.satelliteConnection',
      'l.accessBlocked',
    ])
    .select((eb) =>
      eb
        .selectFrom('orgLabs as ol')
        .whereRef('ol.labId', '=', 'u.labId')
        .select((e) => e.fn.min('ol.orgId').as('orgId'))
        .as('labOrgId'),
    )
    .where('s.revokedAt', 'is', null)
    .whereRef('s.expiresAt', '>', 'k.at')
    .where(sql<boolean>`s.created_at > k.at - make_interval(secs => ${SESSION_ABSOLUTE_TTL_MS / 1000})`)
    .where('u.disabled', '=', false),
);

type SelectedSession = Awaited<ReturnType<typeof selectSessions>>[number];

/** What resolveSession reads of a live session, its user and the user's lab. */
export type SessionRow = Omit<SelectedSession, 'ordinal'>;

function lookupKey(lookup: SessionLookup): string {
  return `${lookup.tokenHash}@${lookup.now.getTime()}`;
}

async function loadSessions(db: Kysely<DB>, lookups: readonly SessionLookup[]): Promise<Map<string, SessionRow>> {
  const rows = await selectSessions(
    db,
    lookups.map((l) => l.tokenHash),
    lookups.map((l) => l.now.toISOString()),
  );
  const found = new Map<string, SessionRow>();
  for (const { ordinal, ...row } of rows) {
    const lookup = lookups[Number(ordinal) - 1];
    if (lookup) found.set(lookupKey(lookup), row);
  }
  return found;
}

/** One session loader per Kysely instance: the lookups of concurrent requests go out as one query. */
const sessionLoaderOf = perOwner((db: Kysely<DB>) => keyedLoader((lookups: readonly SessionLookup[]) => loadSessions(db, lookups), lookupKey));

/**
 * The live session of a token hash as of `now`, or null. Coalesced with the lookups of other
 * requests of the same moment; inside a transaction it runs alone on that transaction.
 */
export async function loadSession(db: Kysely<DB>, lookup: SessionLookup): Promise<SessionRow | null> {
  const row = db.isTransaction ? (await loadSessions(db, [lookup])).get(lookupKey(lookup)) : await sessionLoaderOf(db).submit(lookup);
  return row ?? null;
}
