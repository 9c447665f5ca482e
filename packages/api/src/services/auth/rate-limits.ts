import { sql, type Kysely } from 'kysely';
import { AppError, decideRateLimit, rateLimitCounterKey, type RateLimitHit, type RateLimitKey } from '@eqa/core';
import type { DB } from '@eqa/db';

/** Counters are deleted this long after their window started. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Takes a slot on each of an attempt's counters, in ONE statement: an upsert per key that starts a
 * new window when the old one has passed and otherwise adds one, returning the new counts. Row
 * locks of the upsert serialise concurrent attempts on a key, on any server instance, so each sees
 * its own count (docs/decisions/brute-force.md). Keys are taken in a fixed order (no deadlock
 * between two attempts sharing keys). Throws 429 (rate_limit_error, params.retryAfterSeconds)
 * when any counter is now over its limit; the attempt must then do nothing else.
 */
export async function takeRateLimitSlots(db: Kysely<DB>, keys: readonly RateLimitKey[], now: Date): Promise<void> {
  const byKey = new Map(keys.map((key) => [rateLimitCounterKey(key), key]));
  const names = [...byKey.keys()].sort();
  if (names.length === 0) return;
  const windows = names.map((name) => (byKey.get(name) as RateLimitKey).limit.windowMs);
  // counters whose window ended long ago go (every window is an hour at most)
  await db.deleteFrom('rateLimitCounters').where('windowStartedAt', '<', new Date(now.getTime() - PRUNE_AFTER_MS)).execute();
  const { rows } = await sql<{ key: string; hits: number; windowStartedAt: Date }>`
    insert into rate_limit_counters as c (key, hits, window_started_at, window_ms)
    select k.key, 1, ${now}, k.window_ms from unnest(${names}::text[], ${windows}::int[]) with ordinality as k(key, window_ms, n)
    order by k.n
    on conflict (key) do update set
      hits = case when c.window_started_at + make_interval(secs => excluded.window_ms / 1000.0) <= ${now} then 1 else c.hits + 1 end,
      window_started_at = case when c.window_started_at + make_interval(secs => excluded.window_ms / 1000.0) <= ${now} then ${now} else c.window_started_at end,
      window_ms = excluded.window_ms
    returning c.key, c.hits, c.window_started_at as "windowStartedAt"`.execute(db);
  const hits: RateLimitHit[] = rows.map((row) => ({ key: byKey.get(row.key) as RateLimitKey, hits: Number(row.hits), windowStartedAt: new Date(row.windowStartedAt) }));
  const decision = decideRateLimit(hits, now);
  if (decision.refused) throw AppError.rateLimited(undefined, decision.retryAfterSeconds);
}

/** Gives back one slot on each counter (an attempt that succeeded and should not count, e.g. a right password on the client address). */
export async function releaseRateLimitSlots(db: Kysely<DB>, keys: readonly RateLimitKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('rateLimitCounters')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - 1, 0)` }))
    .where('key', 'in', keys.map(rateLimitCounterKey))
    .execute();
}

/** Clears counters (a right password clears the account's failures). */
export async function clearRateLimits(db: Kysely<DB>, keys: readonly RateLimitKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('rateLimitCounters').where('key', 'in', keys.map(rateLimitCounterKey)).execute();
}

/**
 * A secret check limited by FAILURES on one counter, exactly under concurrency: in a transaction,
 * the key's counter row is locked (created when missing; a passed window starts again), a key at
 * its limit answers 429 without checking, then `check` runs under the lock; a failure adds one, a
 * success clears the counter. Concurrent checks of one key (on any instance) wait for each other,
 * so N parallel wrong guesses get exactly `max` checks, and parallel right ones are never refused
 * (the reservation of takeRateLimitSlots would count them while in flight). For checks of a secret
 * shared by several users (a lab's or an org's validation password), where legitimate calls run in
 * parallel. `check` must not use the database (the transaction holds the connection).
 */
export async function checkWithFailureLimit(db: Kysely<DB>, key: RateLimitKey, now: Date, check: () => Promise<boolean>): Promise<boolean> {
  const name = rateLimitCounterKey(key);
  const { windowMs } = key.limit;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ hits: number; windowStartedAt: Date }>`
      insert into rate_limit_counters as c (key, hits, window_started_at, window_ms)
      values (${name}, 0, ${now}, ${windowMs})
      on conflict (key) do update set
        hits = case when c.window_started_at + make_interval(secs => excluded.window_ms / 1000.0) <= ${now} then 0 else c.hits end,
        window_started_at = case when c.window_started_at + make_interval(secs => excluded.window_ms / 1000.0) <= ${now} then ${now} else c.window_started_at end,
        window_ms = excluded.window_ms
      returning c.hits, c.window_started_at as "windowStartedAt"`.execute(trx);
    const row = rows[0] as { hits: number; windowStartedAt: Date };
    const decision = decideRateLimit([{ key, hits: Number(row.hits) + 1, windowStartedAt: new Date(row.windowStartedAt) }], now);
    if (decision.refused) throw AppError.rateLimited(undefined, decision.retryAfterSeconds);
    const succeeded = await check();
    if (succeeded) await trx.deleteFrom('rateLimitCounters').where('key', '=', name).execute();
    else await trx.updateTable('rateLimitCounters').set((eb) => ({ hits: eb('hits', '+', 1) })).where('key', '=', name).execute();
    return succeeded;
  });
}
