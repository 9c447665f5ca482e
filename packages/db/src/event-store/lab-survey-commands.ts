import { sql, type Transaction } from 'kysely';
import {
  decide,
  evolve,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  type CurrentResultValue,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultEvent,
} from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { Settled } from '../batching/coalescer';
import { ProjectionBatchContext } from '../projections/registry';
import { resultProjections } from '../projections/result-projections';
import type { DB } from '../schema';
import { appendLocked, lockStreams, STREAM_LOCK_CLASS, type LockedAppend } from './append-to-stream';
import type { LabSurveyCommandResult } from './lab-survey-stream';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import type { EventMetadata, StoredEvent } from './types';

/**
 * The shape of the snapshots (lab_survey_snapshots.schema_version): bump it when core's
 * LabSurveyState or evolve changes, so snapshots of the old code are ignored and rebuilt.
 */
export const LAB_SURVEY_SNAPSHOT_SCHEMA = 1;

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
  /** The version the client last saw: another current version is a conflict. */
  expectedVersion?: number | undefined;
  /** The events' time (default: the database's now()). */
  createdAt?: Date | undefined;
}

/** A state at a version of its stream; `position`: the global position of its last event (0: none). */
export interface KnownLabSurveyState {
  version: number;
  position: number;
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
 * Each command succeeds or fails alone: a stale `expectedVersion` (StreamVersionConflictError) or
 * an AppError of the decision fails that command and leaves the others; commands of one stream
 * see each other's events in order. An error of the database fails the whole transaction.
 */
export async function runLabSurveyCommands(
  trx: Transaction<DB>,
  requests: readonly LabSurveyCommandRequest[],
  known?: LabSurveyStateStore,
  options: { strict?: boolean } = {},
): Promise<LabSurveyCommandsRun> {
  const streamIds = requests.map((r) => labSurveyStreamId(r.target.labId, r.target.surveyId));
  const distinct = [...new Set(streamIds)];
  let loaded: Awaited<ReturnType<typeof loadStates>>['states'];
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

  const working = new Map<string, KnownLabSurveyState & { snapshotVersion: number }>(loaded);
  const decided: Array<{ index: number; streamId: string; before: number; events: ResultEvent[]; after: LabSurveyState } | null> = [];
  const outcomes: Array<Settled<LabSurveyCommandResult>> = [];
  requests.forEach((request, index) => {
    const streamId = streamIds[index] as string;
    const stream = working.get(streamId) as KnownLabSurveyState & { snapshotVersion: number };
    const base = { ...request.target, streamId };
    try {
      if (request.expectedVersion !== undefined && request.expectedVersion !== stream.version) {
        throw new StreamVersionConflictError(streamId, request.expectedVersion, stream.version);
      }
      const { command } = request;
      const events = typeof command === 'function' ? command(stream.state) : decide(command, stream.state);
      let after = stream.state;
      for (const event of events) after = evolve(after, event);
      decided.push(events.length === 0 ? null : { index, streamId, before: stream.version, events, after });
      working.set(streamId, { ...stream, version: stream.version + events.length, state: after });
      outcomes.push({ ok: true, value: { ...base, version: stream.version + events.length, state: after, events, globalPositions: [] } });
    } catch (error) {
      decided.push(null);
      outcomes.push({ ok: false, error });
    }
  });

  const appends = decided.filter((d) => d !== null);
  // the projections fold the events onto the values the loaded states hold (the same fold)
  const knownValues = new Map<string, CurrentResultValue[]>();
  for (const d of appends) {
    const { target } = requests[d.index] as LabSurveyCommandRequest;
    const key = `${target.labId}:${target.surveyId}`;
    const state = loaded.get(d.streamId)?.state;
    if (state && !knownValues.has(key)) knownValues.set(key, Object.values(state.values));
  }
  const stored = await appendLocked(
    trx,
    appends.map((d): LockedAppend => {
      const request = requests[d.index] as LabSurveyCommandRequest;
      return { streamId: d.streamId, current: d.before, expectedVersion: request.expectedVersion ?? d.before, events: d.events, metadata: request.metadata, createdAt: request.createdAt };
    }),
    resultProjections,
    new ProjectionBatchContext(knownValues),
  );
  const states = new Map<string, KnownLabSurveyState>();
  appends.forEach((d, i) => {
    const events = stored[i] as StoredEvent[];
    const outcome = outcomes[d.index];
    if (outcome?.ok) outcome.value.globalPositions = events.map((e) => e.globalPosition);
  });
  for (const [streamId, stream] of working) {
    const last = stored.flat().filter((e) => e.streamId === streamId).at(-1);
    states.set(streamId, { version: stream.version, position: last?.globalPosition ?? stream.position, state: stream.state });
  }
  await saveSnapshots(
    trx,
    [...working].filter(([, s]) => s.version - s.snapshotVersion >= LAB_SURVEY_SNAPSHOT_INTERVAL).map(([streamId, s]) => ({ streamId, version: s.version, state: s.state })),
  );
  return { outcomes, states };
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
  trx: Transaction<DB>,
  streamIds: readonly string[],
  known: LabSurveyStateStore | undefined,
  tryLock: boolean,
): Promise<{ states: Map<string, KnownLabSurveyState & { snapshotVersion: number }>; busy: string[] }> {
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
    left join lab_survey_snapshots s on s.stream_id = k.stream_id and s.schema_version = ${LAB_SURVEY_SNAPSHOT_SCHEMA}`.execute(trx);

  const states = new Map<string, KnownLabSurveyState & { snapshotVersion: number }>();
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
    let start: KnownLabSurveyState = { version: 0, position: 0, state: initialLabSurveyState };
    if (row.knownValid && cached && cached.version <= version) start = cached;
    else if (snapshotVersion > 0 && row.snapshotState) start = { version: snapshotVersion, position: 0, state: row.snapshotState };
    states.set(row.streamId, { ...start, position: row.position ?? 0, snapshotVersion });
    if (start.version < version) behind.push({ streamId: row.streamId, from: start.version });
  }
  if (behind.length > 0) {
    const events = await sql<StoredEvent>`
      select e.* from events e
      join (${unnestRows(behindColumns, behind)}) b on e.stream_id = b.stream_id and e.stream_version > b.from_version
      order by e.stream_id, e.stream_version`.execute(trx);
    for (const event of events.rows) {
      const stream = states.get(event.streamId);
      if (!stream) continue;
      states.set(event.streamId, { ...stream, version: event.streamVersion, state: evolve(stream.state, parseResultEvent(event)) });
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

/** Stores states as their streams' snapshots (under the streams' locks), in one statement. */
async function saveSnapshots(trx: Transaction<DB>, snapshots: ReadonlyArray<{ streamId: string; version: number; state: LabSurveyState }>): Promise<void> {
  if (snapshots.length === 0) return;
  await sql`insert into lab_survey_snapshots (stream_id, schema_version, stream_version, state, updated_at)
    select stream_id, ${LAB_SURVEY_SNAPSHOT_SCHEMA}, stream_version, state, now() from (${unnestRows(snapshotColumns, snapshots)}) s
    on conflict (stream_id) do update set schema_version = excluded.schema_version, stream_version = excluded.stream_version,
      state = excluded.state, updated_at = excluded.updated_at`.execute(trx);
}
