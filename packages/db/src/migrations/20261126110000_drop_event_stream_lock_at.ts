import { sql, type Kysely } from 'kysely';
import { up as createLockEventStreamsAt } from './20261121009000_event_stream_lock_at';

/**
 * Drops `lock_event_streams_at`: the event store has one append again (compare-and-set on the
 * stream version, the unique key (stream_id, stream_version) as the guard), so no statement takes
 * or checks the streams' advisory locks any more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists lock_event_streams_at(int, text[], int[], bigint[])`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await createLockEventStreamsAt(db);
}
