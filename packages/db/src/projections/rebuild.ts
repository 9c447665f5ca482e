import type { Kysely } from 'kysely';
import { readAllEvents } from '../event-store/read-stream';
import type { DB } from '../schema';
import { applyProjections, type ProjectionRegistry } from './registry';
import { resultProjections } from './result-projections';

export interface RebuildResult {
  /** The events replayed. */
  events: number;
  /** The projections rebuilt, in order. */
  projections: string[];
}

/**
 * Rebuilds every projection of the registry from the events: truncates their tables, then replays
 * all events they read in global order, `batchSize` at a time. One transaction: readers see the
 * old read models until the new ones are complete, and appends that would write projection tables
 * wait (TRUNCATE locks them) and apply on top of the rebuilt models.
 */
export async function rebuildProjections(
  db: Kysely<DB>,
  registry: ProjectionRegistry = resultProjections,
  options: { batchSize?: number } = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 500;
  const types = registry.eventTypes;
  return db.transaction().execute(async (trx) => {
    for (const projection of registry.projections) await projection.truncate(trx);
    let after = 0;
    let count = 0;
    for (;;) {
      const batch = await readAllEvents(trx, { after, limit: batchSize, types });
      await applyProjections(registry, trx, batch);
      count += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) break;
      after = last.globalPosition;
    }
    return { events: count, projections: registry.projections.map((p) => p.name) };
  });
}
