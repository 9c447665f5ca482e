import type { ColumnType, Generated } from 'kysely';
import type { EventMetadata } from '../event-store/types';
import type { CreatedAt } from './columns';

/**
 * The event store: one row per event, in streams (`stream_id`, versions 1, 2, …; unique together)
 * and in one global order (`global_position`). Rows are only ever inserted (appendToStream).
 */
export interface EventsTable {
  globalPosition: Generated<number>;
  streamId: string;
  streamVersion: number;
  type: string;
  /** The event's data as the domain wrote it (a JSON object). */
  data: ColumnType<unknown, Record<string, unknown>, never>;
  metadata: ColumnType<EventMetadata, EventMetadata, never>;
  createdAt: CreatedAt;
}
