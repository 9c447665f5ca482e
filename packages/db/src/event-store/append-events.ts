import { sql, type Transaction } from 'kysely';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { DB } from '../schema';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import type { EventMetadata, NewEvent, StoredEvent } from './types';

/** Events to append to one stream that is at `expectedVersion`. */
export interface StreamAppend {
  streamId: string;
  /** The stream's version the events were decided on (0: the stream must not exist). */
  expectedVersion: number;
  events: readonly NewEvent[];
  metadata: EventMetadata;
  /** The events' time (default: the database's now()). */
  createdAt?: Date | undefined;
}

/**
 * THE append of the event store: compare-and-set of each stream on its expected version, for any
 * number of streams in one statement. The events get versions expectedVersion + 1, …; the
 * unique key (stream_id, stream_version) refuses them when another writer got there first, and the
 * statement writes nothing unless each stream's event at its expected version exists (a version
 * ahead of the stream). Either way nothing is stored and StreamVersionConflictError is thrown
 * (never a retry with max+1: a caller that may retry decides again on the stream's new state).
 * Answers the stored events of each append, in order.
 */
export async function appendEvents(trx: Transaction<DB>, appends: readonly StreamAppend[]): Promise<StoredEvent[][]> {
  const rows = eventRows(appends);
  if (rows.length === 0) return appends.map(() => []);
  // each stream's first append must find the stream at its version; the next ones of a stream start where it ends
  const first = new Map<string, number>();
  for (const a of appends) if (a.events.length > 0) first.set(a.streamId, Math.min(first.get(a.streamId) ?? a.expectedVersion, a.expectedVersion));
  const expected = [...first].filter(([, version]) => version > 0).map(([streamId, version]) => ({ streamId, version }));
  let inserted: InsertedRow[];
  try {
    inserted = (
      await sql<InsertedRow>`
        insert into events (stream_id, stream_version, type, data, metadata, created_at)
        select stream_id, stream_version, type, data, metadata, coalesce(created_at, date_trunc('milliseconds', now()))
        from (${unnestRows(eventColumns, rows)}) e
        where (select count(*) from events x join (${unnestRows(expectedColumns, expected)}) k on x.stream_id = k.stream_id and x.stream_version = k.version) = ${expected.length}
        returning global_position, stream_id, stream_version, created_at`.execute(trx)
    ).rows;
  } catch (error) {
    throw isUniqueViolation(error) ? conflictOf(appends, null, error) : error;
  }
  if (inserted.length < rows.length) throw conflictOf(appends, null);
  return byAppend(appends, storedEvents(rows, inserted));
}

/** The rows to insert: each append's events after its expected version (appends to one stream keep their order). */
function eventRows(appends: readonly StreamAppend[]): EventRow[] {
  // in stream order: two writers inserting into the same streams wait for each other, never in a circle
  return [...appends].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0)).flatMap((append) =>
    append.events.map((event, index) => ({
      streamId: append.streamId,
      streamVersion: append.expectedVersion + index + 1,
      type: event.type,
      data: event.data,
      metadata: metadataRecord(append.metadata),
      createdAt: append.createdAt ?? null,
    })),
  );
}

/** What the insert answers of each event. */
type InsertedRow = Pick<StoredEvent, 'globalPosition' | 'streamVersion' | 'createdAt'> & { streamId: string };

/** The stored events in global order: what the database assigned (position, time), the rest as sent. */
function storedEvents(rows: readonly EventRow[], inserted: readonly InsertedRow[]): StoredEvent[] {
  const sent = new Map(rows.map((row) => [`${row.streamId}/${row.streamVersion}`, row]));
  return inserted
    .map((row) => {
      const { type, data, metadata } = sent.get(`${row.streamId}/${row.streamVersion}`) as EventRow;
      return { globalPosition: row.globalPosition, streamId: row.streamId, streamVersion: row.streamVersion, type, data, metadata, createdAt: row.createdAt };
    })
    .sort((a, b) => a.globalPosition - b.globalPosition);
}

/** Each append's stored events. */
function byAppend(appends: readonly StreamAppend[], stored: readonly StoredEvent[]): StoredEvent[][] {
  return appends.map((append) =>
    stored.filter((e) => e.streamId === append.streamId && e.streamVersion > append.expectedVersion && e.streamVersion <= append.expectedVersion + append.events.length),
  );
}

/** The conflict of a refused append (reported with the first append's stream and version). */
function conflictOf(appends: readonly StreamAppend[], actual: number | null, cause?: unknown): StreamVersionConflictError {
  const first = appends.find((a) => a.events.length > 0) ?? appends[0];
  return new StreamVersionConflictError(first?.streamId ?? '', first?.expectedVersion ?? 0, actual, cause, { clash: true });
}

type EventRow = Pick<StoredEvent, 'streamId' | 'streamVersion' | 'type' | 'data' | 'metadata'> & { createdAt: Date | null };

const eventColumns: ReadonlyArray<UnnestColumn<EventRow>> = [
  { name: 'stream_id', type: 'text', value: (e) => e.streamId },
  { name: 'stream_version', type: 'int', value: (e) => e.streamVersion },
  { name: 'type', type: 'text', value: (e) => e.type },
  { name: 'data', type: 'jsonb', value: (e) => e.data },
  { name: 'metadata', type: 'jsonb', value: (e) => e.metadata },
  { name: 'created_at', type: 'timestamptz', value: (e) => e.createdAt },
];

const expectedColumns: ReadonlyArray<UnnestColumn<{ streamId: string; version: number }>> = [
  { name: 'stream_id', type: 'text', value: (k) => k.streamId },
  { name: 'version', type: 'int', value: (k) => k.version },
];

/** The metadata as stored: the optional fields only when they hold something (the key's index looks for `idempotencyKey`). */
function metadataRecord(metadata: EventMetadata): EventMetadata {
  const record: EventMetadata = { userId: metadata.userId, userName: metadata.userName, role: metadata.role, requestId: metadata.requestId };
  if (metadata.sessionId != null) record.sessionId = metadata.sessionId;
  if (metadata.idempotencyKey != null) {
    record.idempotencyKey = metadata.idempotencyKey;
    record.requestHash = metadata.requestHash ?? null;
  }
  if (metadata.source != null) record.source = metadata.source;
  return record;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
