import { sql, type Kysely } from 'kysely';
import { keyedLoader, perOwner } from '../batching/coalescer';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import { databaseBusy } from '../connection-errors';
import type { DB, Executor } from '../schema';
import { LAB_SURVEY_QUEUE_TIMEOUT_MS } from './lab-survey-command-batcher';

/** A request already applied to a stream: the hash of its body and the version its last event has. */
export interface AppliedRequest {
  requestHash: string | null;
  version: number;
}

interface KeyLookup {
  streamId: string;
  key: string;
}

/**
 * The request of an Idempotency-Key on a stream, if its events are there (their metadata keeps the
 * key: migration 20261126022000's index). A retry is answered from it before the current state is
 * checked (a save retried after its answer was lost must not meet its own validation).
 *
 * On a plain Kysely the lookups of concurrent requests go in one statement (a keyed loader: at most
 * two at once, each waiting at most LAB_SURVEY_QUEUE_TIMEOUT_MS for its turn), so writes waiting
 * on a lock of `events` hold at most those two connections for their lookups, never the pool.
 */
export async function findAppliedRequest(db: Executor, streamId: string, key: string): Promise<AppliedRequest | null> {
  if (db.isTransaction) return (await loadAppliedRequests(db, [{ streamId, key }])).get(lookupKey({ streamId, key })) ?? null;
  return (await appliedRequestLoader(db as Kysely<DB>).submit({ streamId, key })) ?? null;
}

const appliedRequestLoader = perOwner((db: Kysely<DB>) =>
  keyedLoader((lookups: readonly KeyLookup[]) => loadAppliedRequests(db, lookups), lookupKey, {
    maxBatch: 200,
    concurrency: 2,
    overlapAfterMs: 50,
    queueTimeout: { ms: LAB_SURVEY_QUEUE_TIMEOUT_MS, error: databaseBusy },
  }),
);

const lookupKey = (lookup: KeyLookup) => `${lookup.streamId}\n${lookup.key}`;

const lookupColumns: ReadonlyArray<UnnestColumn<KeyLookup>> = [
  { name: 'stream_id', type: 'text', value: (l) => l.streamId },
  { name: 'key', type: 'text', value: (l) => l.key },
];

/** Each key's latest request on its stream (one statement for all). */
async function loadAppliedRequests(db: Executor, lookups: readonly KeyLookup[]): Promise<Map<string, AppliedRequest>> {
  const { rows } = await sql<KeyLookup & AppliedRequest>`
    select k.stream_id, k.key, a.request_hash, a.version from (${unnestRows(lookupColumns, lookups)}) k
    join lateral (
      select metadata->>'requestHash' as request_hash, max(stream_version)::int as version from events
      where stream_id = k.stream_id and metadata ? 'idempotencyKey' and metadata->>'idempotencyKey' = k.key
      group by metadata->>'requestHash' order by version desc limit 1
    ) a on true`.execute(db);
  return new Map(rows.map((row) => [lookupKey(row), { requestHash: row.requestHash, version: row.version }]));
}
