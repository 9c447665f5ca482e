import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * `try_lock_event_streams(lock_class, stream_ids)`: takes the advisory locks of event streams for
 * the transaction without waiting (pg_try_advisory_xact_lock(lock_class, hashtext(stream_id))), and
 * raises `lock_not_available` (55P03) when one is held elsewhere. Lets an append that is ONE
 * statement (the events, their projections and snapshots together, in autocommit: see the event
 * store's appendInOneStatement) stop before it writes anything when a transaction that locked one
 * of its streams (a command run under the lock) is still open; the caller then runs its commands
 * again under the lock.
 */
export const createTryLockEventStreams = `create function try_lock_event_streams(lock_class int, stream_ids text[]) returns boolean
    language plpgsql volatile as $$
    begin
      if exists (select 1 from unnest(stream_ids) as s(id) where not pg_try_advisory_xact_lock(lock_class, hashtext(s.id))) then
        raise exception 'an event stream is locked by another transaction' using errcode = 'lock_not_available';
      end if;
      return true;
    end
  $$`;

const upStatements = [createTryLockEventStreams];

const downStatements = [`drop function if exists try_lock_event_streams(int, text[])`];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
