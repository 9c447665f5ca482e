import type { Transaction } from 'kysely';
import type { StoredEvent } from '../event-store/types';
import type { DB } from '../schema';

/**
 * A read model kept up to date from events, inline: `handle` runs in the transaction that appends
 * the events, so the read model never lags and a failing projection fails the append. Each
 * projection writes its own tables only and reads nothing another projection writes: they may run
 * in any order, and a rebuild fills each of them on its own (rebuild.ts).
 */
export interface Projection<E extends StoredEvent = StoredEvent> {
  readonly name: string;
  /** The event types it reads. */
  readonly handles: readonly string[];
  /** The tables it writes (rebuildProjections builds them beside and swaps them in); none when it writes onto rows of others' tables. */
  readonly tables: readonly string[];
  /** Writes what the events (of its types, in global order, possibly of several streams) change. */
  handle(trx: Transaction<DB>, events: readonly E[]): Promise<void>;
}

/** Hands each projection the events of its types (in their order); they do not depend on each other. */
export async function project<E extends StoredEvent>(projections: ReadonlyArray<Projection<E>>, trx: Transaction<DB>, events: readonly E[]): Promise<void> {
  for (const projection of projections) {
    const handled = events.filter((e) => projection.handles.includes(e.type));
    if (handled.length > 0) await projection.handle(trx, handled);
  }
}
