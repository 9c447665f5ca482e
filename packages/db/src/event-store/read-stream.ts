import type { Executor } from '../schema';
import type { StoredEvent } from './types';

/** The events of a stream from a version on (inclusive, default 1), in order. */
export async function readStream(db: Executor, streamId: string, fromVersion = 1): Promise<StoredEvent[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('streamId', '=', streamId)
    .where('streamVersion', '>=', fromVersion)
    .orderBy('streamVersion')
    .execute();
}

/** The stream's current version: the version of its last event, 0 when it has none. */
export async function streamVersion(db: Executor, streamId: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('streamVersion')
    .where('streamId', '=', streamId)
    .orderBy('streamVersion', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.streamVersion ?? 0;
}

/** A page of all events in global order, after a global position (exclusive), optionally of some types. */
export async function readAllEvents(
  db: Executor,
  options: { after?: number; limit?: number; types?: readonly string[] } = {},
): Promise<StoredEvent[]> {
  const { after = 0, limit = 500, types } = options;
  if (types && types.length === 0) return [];
  let query = db.selectFrom('events').selectAll().where('globalPosition', '>', after);
  if (types) query = query.where('type', 'in', types);
  return query.orderBy('globalPosition').limit(limit).execute();
}
