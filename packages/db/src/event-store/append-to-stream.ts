import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { resultProjections } from '../projections/result-projections';
import { applyProjections, planProjections, type ProjectionBatchContext, type ProjectionRegistry } from '../projections/registry';
import { withStatement } from '../batching/with-statement';
import type { DB, Executor } from '../schema';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import { streamVersion } from './read-stream';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import { ANY, type AppendResult, type EventMetadata, type ExpectedVersion, type NewEvent, type StoredEvent } from './types';

export interface AppendOptions {
  /** The inline projections to run (default: resultProjections). */
  projections?: ProjectionRegistry;
  /** The events' time (default: the database's now()); the seed and demo mode set it. */
  createdAt?: Date;
}

/** Advisory-lock class of event streams (pg_advisory_xact_lock(class, hashtext(stream_id))). */
export const STREAM_LOCK_CLASS = 0x45_51_41_01;

/**
 * Appends events to a stream, compare-and-set on the expected version, and runs the inline
 * projections of every appended event, all in one transaction: the caller's when `db` is a
 * Transaction, else a new one.
 *
 * Appends to one stream are serialised by a transaction-scoped advisory lock, so the version read
 * after the lock is exact; the unique key (stream_id, stream_version) stays the guarantee — a
 * unique violation (23505) is a conflict too, never retried with max+1. A stream whose version is
 * not `expectedVersion` throws StreamVersionConflictError (AppError CONFLICT) and nothing is stored.
 */
export async function appendToStream(
  db: Executor,
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  options: AppendOptions = {},
): Promise<AppendResult> {
  return inTransaction(db, (trx) => appendInTransaction(trx, streamId, expectedVersion, events, metadata, options));
}

/** Runs `work` in the given transaction, or in a new one on a plain Kysely. */
export async function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}

/** Takes the stream's lock until the end of the transaction (re-entrant in one transaction). */
export async function lockStream(trx: Transaction<DB>, streamId: string): Promise<void> {
  await lockStreams(trx, [streamId]);
}

/**
 * Takes the locks of several streams until the end of the transaction, in one statement and in
 * stream id order (so two transactions locking overlapping streams never wait on each other in a
 * cycle).
 */
export async function lockStreams(trx: Transaction<DB>, streamIds: readonly string[]): Promise<void> {
  const ids = [...new Set(streamIds)].sort();
  if (ids.length === 0) return;
  await sql`select count(pg_advisory_xact_lock(cast(${STREAM_LOCK_CLASS} as int), hashtext(s.id)))
    from (select id from unnest(${ids}::text[]) as ids(id) order by id) s`.execute(trx);
}

async function appendInTransaction(
  trx: Transaction<DB>,
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  options: AppendOptions,
): Promise<AppendResult> {
  await lockStream(trx, streamId);
  const current = await streamVersion(trx, streamId);
  if (expectedVersion !== ANY && expectedVersion !== current) {
    throw new StreamVersionConflictError(streamId, expectedVersion, current);
  }
  const [stored = []] = await appendLocked(trx, [{ streamId, current, expectedVersion, events, metadata, createdAt: options.createdAt }], options.projections);
  return { nextExpectedVersion: current + events.length, globalPositions: stored.map((e) => e.globalPosition) };
}

/** Events to append to one stream after `current`, its version read under its lock. */
export interface LockedAppend {
  streamId: string;
  current: number;
  /** Reported in a conflict. */
  expectedVersion: ExpectedVersion;
  events: readonly NewEvent[];
  metadata: EventMetadata;
  /** The events' time (default: the database's now()). */
  createdAt?: Date | undefined;
}

/**
 * Appends to streams whose locks this transaction holds (lockStreams) and whose versions it read,
 * in one statement, then runs the projections over all appended events in global order. Several
 * appends may target one stream when each starts where the previous one ends. Answers the stored
 * events of each append, in order. The unique key still turns a clash into a conflict (reported
 * with the first append's `expectedVersion`).
 */
export async function appendLocked(
  trx: Transaction<DB>,
  appends: readonly LockedAppend[],
  projections: ProjectionRegistry = resultProjections,
  context?: ProjectionBatchContext,
): Promise<StoredEvent[][]> {
  const rows = eventRows(appends);
  if (rows.length === 0) return appends.map(() => []);
  let inserted: InsertedRow[];
  try {
    inserted = (
      await sql<InsertedRow>`
        insert into events (stream_id, stream_version, type, data, metadata, created_at)
        select stream_id, stream_version, type, data, metadata, coalesce(created_at, date_trunc('milliseconds', now()))
        from (${unnestRows(eventColumns, rows)}) e
        returning global_position, stream_id, stream_version, created_at`.execute(trx)
    ).rows;
  } catch (error) {
    throw asConflict(error, appends);
  }
  const stored = storedEvents(rows, inserted);
  await applyProjections(projections, trx, stored, context);
  return byAppend(appends, stored);
}

/** Where a stream was when its appends were decided: its last event's version and global position (0, 0: none). */
export interface StreamAt {
  streamId: string;
  version: number;
  position: number;
}

/**
 * Appends events to several streams, with every projection's writes and `extra` statements (e.g.
 * snapshots), as ONE statement in autocommit: one round trip, all or nothing, no transaction to
 * open or commit. For appends decided WITHOUT the streams' locks, from states read before or kept
 * by the process: `at` gives, for every stream appended to, where it was then. Before anything is
 * written the statement takes the streams' locks without waiting and checks them
 * (lock_event_streams_at): a stream locked by a transaction still open (a command run under the
 * lock, which may append next) fails it with 55P03, a stream that is not at its `at` (another
 * writer appended, or the events are not the ones the state was folded from) with 40001; the
 * unique key (stream, version) stays the guarantee against a writer that committed after the
 * statement's snapshot. On any failure nothing is stored, and the caller runs its commands again
 * under the locks (a broken unique key comes back as StreamVersionConflictError).
 *
 * The projections are planned before the database assigns the positions (they read them from
 * `appended`: see PlanningProjection). Answers null, without writing, when the append cannot be
 * one statement: a projection of the events applies as it goes (planProjections), or an event has
 * no time of its own (the projections need it before the database would set it).
 */
export async function appendInOneStatement(
  db: Kysely<DB>,
  appends: readonly LockedAppend[],
  projections: ProjectionRegistry,
  context: ProjectionBatchContext,
  at: readonly StreamAt[],
  extra: ReadonlyArray<RawBuilder<unknown>> = [],
): Promise<StoredEvent[][] | null> {
  const rows = eventRows(appends);
  if (rows.length === 0) return appends.map(() => []);
  if (rows.some((row) => row.createdAt === null)) return null;
  // globalPosition 0: not known yet, and not read by planning projections
  const planned = await planProjections(projections, db, rows.map((row) => ({ ...row, globalPosition: 0, createdAt: row.createdAt as Date })), context);
  if (!planned) return null;
  const known = new Set(at.map((s) => s.streamId));
  if (rows.some((row) => !known.has(row.streamId))) throw new Error('appendInOneStatement: a stream appended to has no `at`');
  // try-locks never wait, so their order does not matter
  const checked = sql`lock_event_streams_at(cast(${STREAM_LOCK_CLASS} as int), ${at.map((s) => s.streamId)}::text[], ${at.map((s) => s.version)}::int[], ${at.map((s) => s.position)}::bigint[])`;
  const statement = withStatement(
    [
      { name: 'locked', materialized: true, statement: sql`select ${checked} as ok` },
      {
        name: 'appended',
        statement: sql`insert into events (stream_id, stream_version, type, data, metadata, created_at)
          select stream_id, stream_version, type, data, metadata, created_at from (${unnestRows(eventColumns, rows)}) e
          where (select ok from locked)
          returning global_position, stream_id, stream_version`,
      },
      ...[...planned, ...extra].map((write, index) => ({ name: `w${index}`, statement: write })),
    ],
    // every event was sent with its time: only the positions come back
    sql`select global_position, stream_id, stream_version from appended`,
  );
  let inserted: InsertedRow[];
  try {
    inserted = (await (statement as RawBuilder<InsertedRow>).execute(db)).rows;
  } catch (error) {
    throw asConflict(error, appends);
  }
  return byAppend(appends, storedEvents(rows, inserted));
}

/** The rows to insert: each append's events after its `current` version. */
function eventRows(appends: readonly LockedAppend[]): EventRow[] {
  return appends.flatMap((append) =>
    append.events.map((event, index) => ({
      streamId: append.streamId,
      streamVersion: append.current + index + 1,
      type: event.type,
      data: event.data,
      metadata: metadataRecord(append.metadata),
      createdAt: append.createdAt ?? null,
    })),
  );
}

/** What the insert answers of each event: its position, and its time when the database set it. */
type InsertedRow = Pick<StoredEvent, 'globalPosition' | 'streamVersion'> & { streamId: string; createdAt?: Date };

/** The stored events in global order: what the database assigned (position, time), the rest as sent. */
function storedEvents(rows: readonly EventRow[], inserted: readonly InsertedRow[]): StoredEvent[] {
  const sent = new Map(rows.map((row) => [`${row.streamId}/${row.streamVersion}`, row]));
  return inserted
    .map((row) => {
      const { type, data, metadata, createdAt } = sent.get(`${row.streamId}/${row.streamVersion}`) as EventRow;
      return { globalPosition: row.globalPosition, streamId: row.streamId, streamVersion: row.streamVersion, type, data, metadata, createdAt: (row.createdAt ?? createdAt) as Date };
    })
    .sort((a, b) => a.globalPosition - b.globalPosition);
}

/** Each append's stored events. */
function byAppend(appends: readonly LockedAppend[], stored: readonly StoredEvent[]): StoredEvent[][] {
  const byStream = new Map<string, StoredEvent[]>();
  for (const event of stored) {
    const list = byStream.get(event.streamId) ?? [];
    list.push(event);
    byStream.set(event.streamId, list);
  }
  return appends.map((append) =>
    (byStream.get(append.streamId) ?? []).filter((e) => e.streamVersion > append.current && e.streamVersion <= append.current + append.events.length),
  );
}

/** A broken unique key (stream, version) is a version conflict; other errors stay as they are. */
function asConflict(error: unknown, appends: readonly LockedAppend[]): unknown {
  const first = appends[0];
  return isUniqueViolation(error) && first ? new StreamVersionConflictError(first.streamId, first.expectedVersion, null, error) : error;
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

/** The metadata as stored: exactly its four fields. */
/** The metadata as stored: the optional fields only when they hold something (the key's index looks for `idempotencyKey`). */
function metadataRecord(metadata: EventMetadata): EventMetadata {
  const record: EventMetadata = { userId: metadata.userId, userName: metadata.userName, role: metadata.role, requestId: metadata.requestId };
  if (metadata.sessionId != null) record.sessionId = metadata.sessionId;
  if (metadata.idempotencyKey != null) {
    record.idempotencyKey = metadata.idempotencyKey;
    record.requestHash = metadata.requestHash ?? null;
  }
  return record;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
