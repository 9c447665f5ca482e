import { sql, type Transaction } from 'kysely';
import { resultProjections } from '../projections/result-projections';
import { applyProjections, type ProjectionRegistry } from '../projections/registry';
import type { DB, Executor } from '../schema';
import { json } from '../tables/columns';
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
const STREAM_LOCK_CLASS = 0x45_51_41_01;

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
  await sql`select pg_advisory_xact_lock(cast(${STREAM_LOCK_CLASS} as int), hashtext(${streamId}))`.execute(trx);
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
  return appendLocked(trx, { streamId, current, expectedVersion }, events, metadata, options);
}

/**
 * Appends after `current`, the stream's version read while holding its lock (lockStream in this
 * transaction), and runs the projections. For callers that already took the lock and read the
 * version (handleLabSurveyCommand); the unique key still turns a clash into a conflict (reported
 * with the caller's `expectedVersion`).
 */
export async function appendLocked(
  trx: Transaction<DB>,
  stream: { streamId: string; current: number; expectedVersion: ExpectedVersion },
  events: readonly NewEvent[],
  metadata: EventMetadata,
  options: AppendOptions,
): Promise<AppendResult> {
  const { streamId, current, expectedVersion } = stream;
  if (events.length === 0) return { nextExpectedVersion: current, globalPositions: [] };

  const metadataRecord: EventMetadata = {
    userId: metadata.userId,
    userName: metadata.userName,
    role: metadata.role,
    requestId: metadata.requestId,
  };
  let stored: StoredEvent[];
  try {
    stored = await trx
      .insertInto('events')
      .values(
        events.map((event, index) => ({
          streamId,
          streamVersion: current + index + 1,
          type: event.type,
          data: json(event.data),
          metadata: json(metadataRecord),
          ...(options.createdAt ? { createdAt: options.createdAt } : {}),
        })),
      )
      .returningAll()
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new StreamVersionConflictError(streamId, expectedVersion, null, error);
    throw error;
  }
  stored.sort((a, b) => a.streamVersion - b.streamVersion);

  const registry = options.projections ?? resultProjections;
  await applyProjections(registry, trx, stored);

  return {
    nextExpectedVersion: current + events.length,
    globalPositions: stored.map((e) => e.globalPosition),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
