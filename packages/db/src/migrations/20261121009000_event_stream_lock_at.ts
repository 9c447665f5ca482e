import type { Kysely } from 'kysely';
import { createTryLockEventStreams } from './20261121008000_event_stream_try_lock';
import { runStatements } from './run-statements';

/**
 * `lock_event_streams_at(lock_class, stream_ids, versions, positions)` replaces
 * `try_lock_event_streams`: it takes the advisory locks of event streams for the transaction
 * without waiting (pg_try_advisory_xact_lock(lock_class, hashtext(stream_id))), raising
 * `lock_not_available` (55P03) when one is held elsewhere, as before, and then checks that each
 * stream is where its writer decided from: its last event has version `versions[i]` and global
 * position `positions[i]` (0 and 0: no event yet), raising `serialization_failure` (40001) when one
 * is not. Lets an append that is ONE statement (the events, their projections and snapshots, in
 * autocommit: the event store's appendInOneStatement) decide on a state the process kept instead of
 * reading the stream first, and stop before it writes anything when the stream moved on meanwhile.
 */
const upStatements = [
  `create function lock_event_streams_at(lock_class int, stream_ids text[], versions int[], positions bigint[]) returns boolean
    language plpgsql volatile as $$
    begin
      if exists (select 1 from unnest(stream_ids) as s(id) where not pg_try_advisory_xact_lock(lock_class, hashtext(s.id))) then
        raise exception 'an event stream is locked by another transaction' using errcode = 'lock_not_available';
      end if;
      if exists (
        select 1 from unnest(stream_ids, versions, positions) as s(id, version, position)
        left join lateral (
          select e.stream_version, e.global_position from events e where e.stream_id = s.id order by e.stream_version desc limit 1
        ) last on true
        where coalesce(last.stream_version, 0) <> s.version or coalesce(last.global_position, 0) <> s.position
      ) then
        raise exception 'an event stream is not at the version its events were decided on' using errcode = 'serialization_failure';
      end if;
      return true;
    end
  $$`,
  `drop function if exists try_lock_event_streams(int, text[])`,
];

const downStatements = [
  `drop function if exists lock_event_streams_at(int, text[], int[], bigint[])`,
  // as 20261121008000 created it
  createTryLockEventStreams,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
