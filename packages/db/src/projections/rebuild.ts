import { sql, type Kysely, type Transaction } from 'kysely';
import { evolve, initialLabSurveyState, parseLabSurveyStreamId, parseResultEvent, RESULT_EVENT_TYPE_LIST, type LabSurveyState } from '@eqa/core';
import { eventOrigin, type StoredEvent } from '../event-store/types';
import type { DB } from '../schema';
import type { LabSurveyEvent } from './lab-survey-event';
import { project, type Projection } from './projection';
import { resultProjections } from './result-projections';

export interface RebuildResult {
  /** The events replayed. */
  events: number;
  /** The projections rebuilt, in order. */
  projections: string[];
}

export interface RebuildOptions {
  /** The projections to rebuild (default: resultProjections). */
  projections?: ReadonlyArray<Projection<LabSurveyEvent>>;
  /** Streams replayed per transaction while the new tables are built. */
  streamsPerBatch?: number;
  /** Called after each batch of the build (tests: readers and writers meanwhile). */
  afterBatch?: () => Promise<void>;
}

/** The schema the new tables are built in, beside the live ones. */
const BUILD_SCHEMA = 'projection_rebuild';

/**
 * Rebuilds the projections from the events while the application runs: their tables are built
 * beside the live ones (schema projection_rebuild, created like the live tables) from the events up
 * to a position taken first, a few streams per transaction, and then swapped in in ONE short
 * transaction that waits for the appends under way, holds new ones back (a SHARE lock on events),
 * replays onto the new tables the events appended during the build, and puts the new tables in
 * the place of the old ones (indexes renamed as they were). Readers read the old tables until the
 * swap and are held only for it; writers wait only for the swap.
 *
 * Projections without tables of their own (the result groups, written onto result_groups)
 * replay their events in place. The streams are replayed one by one with core's evolve, from the
 * first event (snapshots are not read).
 */
export async function rebuildProjections(db: Kysely<DB>, options: RebuildOptions = {}): Promise<RebuildResult> {
  const projections = options.projections ?? resultProjections;
  const streamsPerBatch = options.streamsPerBatch ?? 200;
  const tables = [...new Set(projections.flatMap((p) => p.tables))];
  const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0] as { schema: string };

  await sql`drop schema if exists ${sql.id(BUILD_SCHEMA)} cascade`.execute(db);
  await sql`create schema ${sql.id(BUILD_SCHEMA)}`.execute(db);
  for (const table of tables) {
    await sql`create table ${sql.id(BUILD_SCHEMA, table)} (like ${sql.id(schema, table)} including all)`.execute(db);
    const options = await sql<{ option: string }>`select unnest(reloptions) as option from pg_class where oid = ${`${schema}.${table}`}::regclass`.execute(db);
    if (options.rows.length > 0) await sql`alter table ${sql.id(BUILD_SCHEMA, table)} set (${sql.raw(options.rows.map((r) => r.option).join(', '))})`.execute(db);
  }

  // every event up to `built` is committed: a SHARE lock waits for the appends under way
  const built = await db.transaction().execute(async (trx) => {
    await sql`lock table events in share mode`.execute(trx);
    const row = await sql<{ position: number }>`select coalesce(max(global_position), 0)::bigint as position from events`.execute(trx);
    return Number(row.rows[0]?.position ?? 0);
  });

  let count = 0;
  const streams = await sql<{ streamId: string }>`select distinct stream_id from events
    where global_position <= ${built} and type = any(${RESULT_EVENT_TYPE_LIST}::text[]) and stream_id like 'lab-survey-%' order by stream_id`.execute(db);
  const streamIds = streams.rows.map((r) => r.streamId);
  for (let at = 0; at < streamIds.length; at += streamsPerBatch) {
    count += await db.transaction().execute(async (trx) => {
      await sql`set local search_path = ${sql.id(BUILD_SCHEMA)}, ${sql.id(schema)}`.execute(trx);
      return replay(trx, projections, streamIds.slice(at, at + streamsPerBatch), { upTo: built });
    });
    await options.afterBatch?.();
  }

  count += await db.transaction().execute(async (trx) => {
    await sql`lock table events in share mode`.execute(trx);
    if (tables.length > 0) await sql`lock table ${sql.join(tables.map((t) => sql.id(schema, t)))} in access exclusive mode`.execute(trx);
    await sql`set local search_path = ${sql.id(BUILD_SCHEMA)}, ${sql.id(schema)}`.execute(trx);
    const later = await sql<{ streamId: string }>`select distinct stream_id from events
      where global_position > ${built} and type = any(${RESULT_EVENT_TYPE_LIST}::text[]) and stream_id like 'lab-survey-%'`.execute(trx);
    const caughtUp = await replay(trx, projections, later.rows.map((r) => r.streamId), { after: built });
    for (const table of tables) await swapIn(trx, schema, table);
    await sql`drop schema ${sql.id(BUILD_SCHEMA)}`.execute(trx);
    return caughtUp;
  });
  return { events: count, projections: projections.map((p) => p.name) };
}

/**
 * Replays streams into the projections: every event folded with core's evolve from the stream's
 * first, those in the range (`upTo`: at or before that position; `after`: past it) projected.
 */
async function replay(
  trx: Transaction<DB>,
  projections: ReadonlyArray<Projection<LabSurveyEvent>>,
  streamIds: readonly string[],
  range: { upTo?: number; after?: number },
): Promise<number> {
  if (streamIds.length === 0) return 0;
  let query = trx.selectFrom('events').selectAll().where('streamId', 'in', streamIds);
  if (range.upTo !== undefined) query = query.where('globalPosition', '<=', range.upTo);
  const events: StoredEvent[] = await query.orderBy('streamId').orderBy('streamVersion').execute();
  const projected: LabSurveyEvent[] = [];
  let state: LabSurveyState = initialLabSurveyState;
  let streamId: string | null = null;
  for (const stored of events) {
    if (stored.streamId !== streamId) {
      streamId = stored.streamId;
      state = initialLabSurveyState;
    }
    const ids = parseLabSurveyStreamId(stored.streamId);
    if (!ids) continue;
    const event = parseResultEvent(stored);
    const before = state;
    state = evolve(before, event, eventOrigin(stored.metadata));
    if (range.after === undefined || stored.globalPosition > range.after) projected.push({ ...stored, ...ids, event, before, after: state });
  }
  projected.sort((a, b) => a.globalPosition - b.globalPosition);
  await project(projections, trx, projected);
  return projected.length;
}

/**
 * Puts the table built in BUILD_SCHEMA in the place of the live one: the live one dropped, the new
 * one moved into its schema, its indexes (and the constraints they carry) renamed as the live
 * table's were (matched by their definitions), the live table's triggers made again on it.
 */
async function swapIn(trx: Transaction<DB>, schema: string, table: string): Promise<void> {
  const indexes = async (of: string) =>
    (
      await sql<{ name: string; definition: string }>`select indexname as name,
        regexp_replace(indexdef, '^CREATE (UNIQUE )?INDEX \\S+ ON \\S+', 'CREATE \\1INDEX ON') as definition
        from pg_indexes where schemaname = ${of} and tablename = ${table}`.execute(trx)
    ).rows;
  const live = await indexes(schema);
  const rebuilt = await indexes(BUILD_SCHEMA);
  // `create table … (like … including all)` copies no triggers (changed_at's: 20261202172000_rest_updated_since)
  const triggers = (
    await sql<{ definition: string }>`select pg_get_triggerdef(t.oid) as definition from pg_trigger t
      where t.tgrelid = ${`${schema}.${table}`}::regclass and not t.tgisinternal`.execute(trx)
  ).rows;
  await sql`drop table ${sql.id(schema, table)}`.execute(trx);
  await sql`alter table ${sql.id(BUILD_SCHEMA, table)} set schema ${sql.id(schema)}`.execute(trx);
  for (const index of rebuilt) {
    const original = live.find((l) => l.definition === index.definition);
    if (original && original.name !== index.name) await sql`alter index ${sql.id(schema, index.name)} rename to ${sql.id(original.name)}`.execute(trx);
  }
  for (const trigger of triggers) await sql.raw(trigger.definition).execute(trx);
}
