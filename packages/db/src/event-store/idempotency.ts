import { sql } from 'kysely';
import type { Executor } from '../schema';

/** A request already applied to a stream: the hash of its body and the version its last event has. */
export interface AppliedRequest {
  requestHash: string | null;
  version: number;
}

/**
 * The request of an Idempotency-Key on a stream, if its events are there (their metadata keeps the
 * key: migration 20261126022000's index). A retry is answered from it before the current state is
 * checked (a save retried after its answer was lost must not meet its own validation).
 */
export async function findAppliedRequest(db: Executor, streamId: string, key: string): Promise<AppliedRequest | null> {
  const { rows } = await sql<{ requestHash: string | null; version: number }>`
    select metadata->>'requestHash' as request_hash, max(stream_version)::int as version from events
    where stream_id = ${streamId} and metadata ? 'idempotencyKey' and metadata->>'idempotencyKey' = ${key}
    group by metadata->>'requestHash' order by version desc limit 1`.execute(db);
  return rows[0] ?? null;
}
