import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import {
  decide,
  evolve,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultEvent,
} from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { Settled } from '../batching/coalescer';
import { rememberDecidedEvents } from '../projections/lab-survey-event';
import { ProjectionBatchContext } from '../projections/registry';
import { resultProjections } from '../projections/result-projections';
import type { DB, Executor } from '../schema';
import { appendInOneStatement, appendLocked, lockStreams, STREAM_LOCK_CLASS, type LockedAppend } from './append-to-stream';
import type { LabSurveyCommandResult } from './lab-survey-stream';
import { eventAuthor, eventOrigin, type EventMetadata, type StoredEvent } from './types';

/**
 * The shape of the snapshots (lab_survey_snapshots.schema_version): bump it when core's
 * LabSurveyState or evolve changes, so snapshots of the old code are ignored and rebuilt.
 */
export const LAB_SURVEY_SNAPSHOT_SCHEMA = 2;

/**
 * A stream's snapshot is rewritten once it is this many events behind: a command folds at most
 * this many events after the snapshot (when the process has not kept the state: see
 * LabSurveyStateCache), and a save does not rewrite the whole state every time.
 */
export const LAB_SURVEY_SNAPSHOT_INTERVAL = 20;

/** One command on one lab-survey stream, as handleLabSurveyCommand takes it. */
export interface LabSurveyCommandRequest {
  target: { labId: number; surveyId: number };
  command: LabSurveyCommand | ((state: LabSurveyState) => ResultEvent[]);
  metadata: EventMetadata;
  /** The version the client based its edit on (core's decide: a conflict only where another author changed what it writes since). */
  expectedVersion?: number | undefined;
  /** The request's Idempotency-Key and body hash (core's decide: a key the stream holds appends nothing). */
  idempotency?: { key: string; hash: string } | undefined;
  /** The events' time (default: the database's now()). */
  createdAt?: Date | undefined;
}

/**
 * A state at a version of its stream; `position`: the global position of its last event (0: none);
 * `snapshotVersion`: the version of the stream's stored snapshot (0: none).
 */
export interface KnownLabSurveyState {
  version: number;
  position: number;
  snapshotVersion: number;
  state: LabSurveyState;
}

/** Where a batch reads and leaves the states it already knows (the batcher's cache), if anywhere. */
export interface LabSurveyStateStore {
  get(streamId: string): KnownLabSurveyState | undefined;
}

export interface LabSurveyCommandsRun {
  outcomes: Array<Settled<LabSurveyCommandResult>>;
  /** The states after the run, by stream: to remember once the transaction committed. */
  states: Map<string, KnownLabSurveyState>;
}

/**
 * Runs lab-survey commands in the given transaction, as one batch: locks all their streams, loads
 * their states (one statement, plus one for the events after the snapshots or the known states),
 * decides each command in order against its stream's state, appends all events in one statement,
 * runs the projections once over them, and rewrites the snapshots that fell
 * LAB_SURVEY_SNAPSHOT_INTERVAL events behind.
 *
 * Locking: `strict` takes the streams' locks (waiting for them) before the load, so the load sees
 * every committed event. Otherwise the load statement tries the locks itself (one round trip
 * less): a stream whose lock is busy is locked and loaded again after it; a stream another
 * transaction appended to between the load's snapshot and its lock makes the append break the
 * unique key (stream, version), failing the transaction, and the batcher runs its commands again
 * one by one, strictly. The unique key is the guarantee either way.
 *
 * Each command succeeds or fails alone: a conflict with another author's change (core's decide) or
 * an AppError of the decision fails that command and leaves the others; commands of one stream
 * see each other's events in order. An error of the database fails the whole transaction.
 */
export async function runLabSurveyCommands(
  trx: Transaction<DB>,
  requests: readonly LabSurveyCommandRequest[],
  known?: LabSurveyStateStore,
  options: { strict?: boolean } = {},
): Promise<LabSurveyCommandsRun> {
  const streamIds = requests.map(streamIdOf);
  const distinct = [...new Set(streamIds)];
  let loaded: LoadedStates;
  if (options.strict) {
    await lockStreams(trx, distinct);
    loaded = (await loadStates(trx, distinct, known, false)).states;
  } else {
    const tried = await loadStates(trx, distinct, known, true);
    loaded = tried.states;
    if (tried.busy.length > 0) {
      await lockStreams(trx, tried.busy);
      for (const [streamId, state] of (await loadStates(trx, tried.busy, known, false)).states) loaded.set(streamId, state);
    }
  }
  const batch = decideAll(requests, streamIds, loaded);
  const stored = await appendLocked(trx, batch.appends, resultProjections, batch.context);
  const snapshots = snapshotUpsert(batch.snapshotsDue());
  if (snapshots) await snapshots.execute(trx);
  return batch.finish(stored);
}

/**
 * The same batch without a transaction (group commit in one or two round trips): the states are
 * the ones the process kept (keptStates) or loaded WITHOUT the streams' locks, the commands
 * decided, and the events, their projections and the due snapshots written as ONE statement in
 * autocommit (appendInOneStatement), which fails as a whole when one of the streams it appends to
 * is not at the version and position the batch decided from (another writer appended since), or
 * is locked by a transaction. A stream decided from its kept state is read after all when its
 * commands write nothing (nothing would check it), and the batch decided again. Answers
 * null, having written nothing, when the batch's events cannot be one statement (then run it with
 * runLabSurveyCommands); throws when the statement fails (then run the commands again under the
 * locks). The decisions are the same as runLabSurveyCommands': each command succeeds or fails alone.
 */
export async function runLabSurveyCommandsInOneStatement(
  db: Kysely<DB>,
  requests: readonly LabSurveyCommandRequest[],
  known?: LabSurveyStateStore,
): Promise<LabSurveyCommandsRun | null> {
  if (requests.some((r) => r.createdAt === undefined)) return null;
  const streamIds = requests.map(streamIdOf);
  const distinct = [...new Set(streamIds)];
  const kept = keptStates(requests, streamIds, known);
  const { states } = await loadStates(db, distinct.filter((streamId) => !kept.has(streamId)), known, false);
  for (const [streamId, state] of kept) states.set(streamId, state);
  let batch = decideAll(requests, streamIds, states);
  // the statement checks the streams it appends to; a kept state that writes nothing is read instead
  const unchecked = [...kept.keys()].filter((streamId) => !batch.appends.some((append) => append.streamId === streamId));
  if (unchecked.length > 0) {
    for (const [streamId, state] of (await loadStates(db, unchecked, known, false)).states) states.set(streamId, state);
    batch = decideAll(requests, streamIds, states);
  }
  const snapshots = snapshotUpsert(batch.snapshotsDue());
  const at = [...new Set(batch.appends.map((append) => append.streamId))].map((streamId) => {
    const { version, position } = states.get(streamId) as KnownLabSurveyState;
    return { streamId, version, position };
  });
  const stored = await appendInOneStatement(db, batch.appends, resultProjections, batch.context, at, snapshots ? [snapshots] : []);
  return stored && batch.finish(stored);
}

const streamIdOf = (request: LabSurveyCommandRequest) => labSurveyStreamId(request.target.labId, request.target.surveyId);

type LoadedStates = Map<string, KnownLabSurveyState>;

/**
 * The states the process kept that a batch may decide on without reading its streams: a stream's
 * kept state when its first command expects no version or the kept one (a client that saw a later
 * version saw another process's write: that stream is read). appendInOneStatement checks, under
 * the streams' locks, that each is still at the kept version and position before it writes.
 */
function keptStates(requests: readonly LabSurveyCommandRequest[], streamIds: readonly string[], known: LabSurveyStateStore | undefined): LoadedStates {
  const kept: LoadedStates = new Map();
  const seen = new Set<string>();
  requests.forEach((request, index) => {
    const streamId = streamIds[index] as string;
    if (seen.has(streamId)) return;
    seen.add(streamId);
    const state = known?.get(streamId);
    if (state && (request.expectedVersion === undefined || request.expectedVersion <= state.version)) kept.set(streamId, state);
  });
  return kept;
}

/**
 * Decides each command in order against its stream's loaded state (commands of one stream see
 * each other's events): the appends to make, the projections' context (the values the loaded
 * states hold), the snapshots due after them, and the outcomes once the events are stored.
 */
function decideAll(requests: readonly LabSurveyCommandRequest[], streamIds: readonly string[], loaded: LoadedStates) {
  const working: LoadedStates = new Map(loaded);
  const snapshotDue = (s: KnownLabSurveyState) => s.version - s.snapshotVersion >= LAB_SURVEY_SNAPSHOT_INTERVAL;
  const decided: Array<{ index: number; streamId: string; before: number; events: ResultEvent[] }> = [];
  const outcomes: Array<Settled<LabSurveyCommandResult>> = [];
  requests.forEach((request, index) => {
    const streamId = streamIds[index] as string;
    const stream = working.get(streamId) as KnownLabSurveyState;
    const base = { ...request.target, streamId };
    try {
      const { command } = request;
      const context = { expectedVersion: request.expectedVersion, by: eventAuthor(request.metadata), idempotency: request.idempotency };
      const events = typeof command === 'function' ? command(stream.state) : decide(command, stream.state, context);
      const origin = eventOrigin(request.metadata);
      let after = stream.state;
      for (const event of events) after = evolve(after, event, origin);
      // core's decide answers well-formed events: the projections need not parse them again (a
      // function's events are parsed, so a malformed one fails before anything is written)
      if (typeof command !== 'function') rememberDecidedEvents(events);
      if (events.length > 0) decided.push({ index, streamId, before: stream.version, events });
      working.set(streamId, { ...stream, version: stream.version + events.length, state: after });
      outcomes.push({ ok: true, value: { ...base, version: stream.version + events.length, state: after, events, globalPositions: [] } });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  });

  // the projections fold the events onto the values the loaded states hold (the same fold)
  const knownValues = new Map<string, LabSurveyState['values']>();
  for (const d of decided) {
    const { target } = requests[d.index] as LabSurveyCommandRequest;
    const key = `${target.labId}:${target.surveyId}`;
    const state = loaded.get(d.streamId)?.state;
    if (state && !knownValues.has(key)) knownValues.set(key, state.values);
  }
  const appends = decided.map((d): LockedAppend => {
    const request = requests[d.index] as LabSurveyCommandRequest;
    return { streamId: d.streamId, current: d.before, expectedVersion: d.before, events: d.events, metadata: request.metadata, createdAt: request.createdAt };
  });
  return {
    appends,
    context: new ProjectionBatchContext(knownValues),
    /** The streams' states after the batch that are LAB_SURVEY_SNAPSHOT_INTERVAL events or more past their snapshots. */
    snapshotsDue: () =>
      [...working].filter(([, s]) => snapshotDue(s)).map(([streamId, s]) => ({ streamId, version: s.version, state: s.state })),
    /** The outcomes with the events' global positions, and the states to remember, once `stored` (by append). */
    finish(stored: readonly StoredEvent[][]): LabSurveyCommandsRun {
      decided.forEach((d, i) => {
        const outcome = outcomes[d.index];
        if (outcome?.ok) outcome.value.globalPositions = (stored[i] ?? []).map((e) => e.globalPosition);
      });
      const lastPosition = new Map<string, number>();
      for (const event of stored.flat()) lastPosition.set(event.streamId, Math.max(lastPosition.get(event.streamId) ?? 0, event.globalPosition));
      const states = new Map<string, KnownLabSurveyState>();
      for (const [streamId, stream] of working) {
        const { version, state } = stream;
        states.set(streamId, { version, position: lastPosition.get(streamId) ?? stream.position, snapshotVersion: snapshotDue(stream) ? version : stream.snapshotVersion, state });
      }
      return { outcomes, states };
    },
  };
}

interface LoadedRow {
  streamId: string;
  /** Whether the statement got the stream's lock (tryLock), else null. */
  locked: boolean | null;
  version: number | null;
  position: number | null;
  knownValid: boolean;
  snapshotVersion: number | null;
  snapshotState: LabSurveyState | null;
}

/**
 * The states of the streams, read under their locks: a known state (the batcher's cache) when it
 * is a prefix of the stream (same global position at its version), else the snapshot when it is of
 * this code's schema and not ahead of the stream, else nothing; plus the events after it.
 */
async function loadStates(
  db: Executor,
  streamIds: readonly string[],
  known: LabSurveyStateStore | undefined,
  tryLock: boolean,
): Promise<{ states: LoadedStates; busy: string[] }> {
  if (streamIds.length === 0) return { states: new Map(), busy: [] };
  const keys = streamIds.map((streamId) => ({ streamId, cached: known?.get(streamId) }));
  const locked = tryLock ? sql`pg_try_advisory_xact_lock(cast(${STREAM_LOCK_CLASS} as int), hashtext(k.stream_id))` : sql`null::boolean`;
  const result = await sql<LoadedRow>`
    select k.stream_id, ${locked} as locked,
      last.stream_version as version,
      last.global_position as position,
      coalesce(at_known.global_position = k.known_position, false) as known_valid,
      s.stream_version as snapshot_version,
      case when coalesce(at_known.global_position = k.known_position, false) then null else s.state end as snapshot_state
    from (${unnestRows(knownColumns, keys)}) k
    left join lateral (
      select stream_version, global_position from events e where e.stream_id = k.stream_id order by stream_version desc limit 1
    ) last on true
    left join events at_known on at_known.stream_id = k.stream_id and at_known.stream_version = k.known_version
    left join lab_survey_snapshots s on s.stream_id = k.stream_id and s.schema_version = ${LAB_SURVEY_SNAPSHOT_SCHEMA}`.execute(db);

  const states: LoadedStates = new Map();
  const behind: Array<{ streamId: string; from: number }> = [];
  const busy: string[] = [];
  for (const row of result.rows) {
    if (row.locked === false) {
      busy.push(row.streamId);
      continue;
    }
    const version = row.version ?? 0;
    // a snapshot ahead of its stream (events removed by hand) is ignored, and replaced in time
    const snapshotVersion = row.snapshotVersion !== null && row.snapshotVersion <= version ? row.snapshotVersion : 0;
    const cached = known?.get(row.streamId);
    let start: KnownLabSurveyState = { version: 0, position: 0, snapshotVersion, state: initialLabSurveyState };
    if (row.knownValid && cached && cached.version <= version) start = cached;
    else if (snapshotVersion > 0 && row.snapshotState) start = { version: snapshotVersion, position: 0, snapshotVersion, state: row.snapshotState };
    states.set(row.streamId, { ...start, position: row.position ?? 0, snapshotVersion });
    if (start.version < version) behind.push({ streamId: row.streamId, from: start.version });
  }
  if (behind.length > 0) {
    const events = await sql<StoredEvent>`
      select e.* from events e
      join (${unnestRows(behindColumns, behind)}) b on e.stream_id = b.stream_id and e.stream_version > b.from_version
      order by e.stream_id, e.stream_version`.execute(db);
    for (const event of events.rows) {
      const stream = states.get(event.streamId);
      if (!stream) continue;
      states.set(event.streamId, { ...stream, version: event.streamVersion, state: evolve(stream.state, parseResultEvent(event), eventOrigin(event.metadata)) });
    }
  }
  return { states, busy };
}

const knownColumns: ReadonlyArray<UnnestColumn<{ streamId: string; cached: KnownLabSurveyState | undefined }>> = [
  { name: 'stream_id', type: 'text', value: (k) => k.streamId },
  { name: 'known_version', type: 'int', value: (k) => k.cached?.version },
  { name: 'known_position', type: 'bigint', value: (k) => k.cached?.position },
];

const behindColumns: ReadonlyArray<UnnestColumn<{ streamId: string; from: number }>> = [
  { name: 'stream_id', type: 'text', value: (b) => b.streamId },
  { name: 'from_version', type: 'int', value: (b) => b.from },
];

const snapshotColumns: ReadonlyArray<UnnestColumn<{ streamId: string; version: number; state: LabSurveyState }>> = [
  { name: 'stream_id', type: 'text', value: (s) => s.streamId },
  { name: 'stream_version', type: 'int', value: (s) => s.version },
  { name: 'state', type: 'jsonb', value: (s) => s.state },
];

/** The upsert of states as their streams' snapshots (one statement), or null when there are none. */
function snapshotUpsert(snapshots: ReadonlyArray<{ streamId: string; version: number; state: LabSurveyState }>): RawBuilder<unknown> | null {
  if (snapshots.length === 0) return null;
  return sql`insert into lab_survey_snapshots (stream_id, schema_version, stream_version, state, updated_at)
    select stream_id, ${LAB_SURVEY_SNAPSHOT_SCHEMA}, stream_version, state, now() from (${unnestRows(snapshotColumns, snapshots)}) s
    on conflict (stream_id) do update set schema_version = excluded.schema_version, stream_version = excluded.stream_version,
      state = excluded.state, updated_at = excluded.updated_at`;
}
