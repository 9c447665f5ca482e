import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/**
 * How long a survey's structure (parameters, dimensions, units, values, conversions), its sample
 * ids, its own row (dates, flags, scheme, version, round), a lab's access facts (parent lab, orgs)
 * and — for result saves, while they allow the save — a lab's facts of a survey (participation,
 * status, contract, result groups: recent-lab-survey-facts) and the session of the token
 * (recent-sessions), once loaded, serve writes in this process. A configuration change reaches
 * result validation and write access within this time; pages (the form, the values lists) and
 * every read always read the database.
 */
export const WRITE_CACHE_TTL_MS = 3_000;

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

/**
 * Values loaded once per key and kept for `ttlMs` (monotonic time). Concurrent asks for a missing
 * key share one load; a failed load is not kept. Expired entries are swept when the map grows past
 * `sweepAbove`, or past twice what the last sweep left (so a map of many fresh keys, e.g. a lab per
 * saving lab, is not walked on every miss).
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private sweepAt: number;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sweepAbove = 200,
  ) {
    this.sweepAt = sweepAbove;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known && known.expiresAt > this.now()) return known.value;
    return this.refresh(key, load);
  }

  /**
   * The kept value while it is fresh and `allows` it, else one loaded now (and kept); a value just
   * loaded is answered whatever it is. For writes that may go through on facts a few seconds old
   * but must never be refused on them (recent-lab-survey-facts, recent-sessions).
   */
  async getWhile(key: string, load: () => Promise<T>, allows: (value: T) => boolean): Promise<T> {
    let loaded = false;
    const kept = await this.get(key, () => {
      loaded = true;
      return load();
    });
    if (loaded || allows(kept)) return kept;
    return this.refresh(key, load);
  }

  /** Loads the key now, whatever is kept, and keeps what it loads (for `ttlMs`). */
  refresh(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.now();
    if (this.entries.size >= this.sweepAt) {
      for (const [k, e] of this.entries) if (e.expiresAt <= at) this.entries.delete(k);
      this.sweepAt = Math.max(this.sweepAbove, this.entries.size * 2);
    }
    const value = load();
    const entry = { expiresAt: at + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets the key: the next get loads it. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A cache per database, of WRITE_CACHE_TTL_MS (tests run several databases in one process; ids repeat between them). */
export function perDatabase<T>(): (db: Kysely<DB>) => TtlCache<T> {
  const caches = new WeakMap<Kysely<DB>, TtlCache<T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<T>(WRITE_CACHE_TTL_MS);
      caches.set(db, cache);
    }
    return cache;
  };
}
