import { sql, type RawBuilder, type Transaction } from 'kysely';
import {
  changeKey,
  decide,
  evolve,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  replay,
  RESULT_EVENT_TYPES,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultEvent,
} from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { Settled } from '../batching/coalescer';
import type { LabSurveyEvent } from '../projections/lab-survey-event';
import { project } from '../projections/projection';
import { resultProjections } from '../projections/result-projections';
import type { DB } from '../schema';
import { recordValidationWebhooks } from '../webhooks/validation-webhooks';
import { appendEvents, type StreamAppend } from './append-events';
import type { LabSurveyCommandResult } from './lab-survey-stream-types';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import { eventAuthor, eventOrigin, type EventMetadata, type StoredEvent } from './types';

/**
 * The shape of the snapshots (lab_survey_snapshots.schema_version): bump it when core's
 * LabSurveyState or evolve changes, so snapshots of the old code are ignored and rebuilt.
 */
export const LAB_SURVEY_SNAPSHOT_SCHEMA = 3;

/**
 * A stream's snapshot is rewritten once it is this many events behind: a command folds at most
 * this many events after the snapshot, and a save does not rewrite the whole state every time.
 */
export const LAB_SURVEY_SNAPSHOT_INTERVAL = 20;

/** One command on one lab-survey stream, as handleLabSurveyCommand takes it. */
export interface LabSurveyCommandRequest {
  target: { labId: number; surveyId: number };
  command: LabSurveyCommand | ((state: LabSurveyState) => ResultEvent[]);
  metadata: EventMetadata;
  /** The version the client based its edit on (core's decide: a conflict only where another author changed what it writes since). */
  expectedVersion?: number | undefined;
  /** The stream must be at exactly this version (appendToStream's compare-and-set), else a conflict. */
  streamVersion?: number | undefined;
  /** The request's Idempotency-Key and body hash (core's decide: a key the stream holds appends nothing). */
  idempotency?: { key: string; hash: string } | undefined;
  /** The events' time (default: the database's now()). */
  createdAt?: Date | undefined;
}

/** A stream's state as loaded: its version, and the version of its stored snapshot (0: none). */
interface LoadedState {
  version: number;
  snapshotVersion: number;
  state: LabSurveyState;
}

/**
 * Runs lab-survey commands in the given transaction, as one batch: loads their streams' states
 * (the snapshot plus the events after it: one statement for all streams), decides each command in
 * order against its stream's state (commands of one stream see each other's events), appends all
 * events with the event store's one append (compare-and-set on the versions they were decided on),
 * runs the result projections over them with core's states, records the webhook deliveries of
 * validations and revocations (recordValidationWebhooks), and rewrites the snapshots that fell
 * LAB_SURVEY_SNAPSHOT_INTERVAL events behind.
 *
 * Each command succeeds or fails alone: a conflict with another author's change (core's decide) or
 * an AppError of the decision fails that command and leaves the others. A stream another writer
 * appended to after the load fails the append (StreamVersionConflictError with `clash`), and with
 * it the transaction: the caller decides again (lab-survey-command-batcher). Database errors fail
 * the transaction.
 */
export async function runLabSurveyCommands(trx: Transaction<DB>, requests: readonly LabSurveyCommandRequest[]): Promise<Array<Settled<LabSurveyCommandResult>>> {
  const streamIds = requests.map((r) => labSurveyStreamId(r.target.labId, r.target.surveyId));
  const loaded = await loadStates(trx, [...new Set(streamIds)]);
  const working = new Map(loaded);
  const decided: Array<{ index: number; append: StreamAppend; spans: Array<{ before: LabSurveyState; after: LabSurveyState }> }> = [];
  const outcomes: Array<Settled<LabSurveyCommandResult>> = requests.map((request, index) => {
    const streamId = streamIds[index] as string;
    const stream = working.get(streamId) as LoadedState;
    try {
      const { command } = request;
      if (request.streamVersion !== undefined && request.streamVersion !== stream.version) {
        throw new StreamVersionConflictError(streamId, request.streamVersion, stream.version);
      }
      const events =
        typeof command === 'function'
          ? command(stream.state).map((event) => parseResultEvent(event))
          : decide(command, stream.state, { expectedVersion: request.expectedVersion, by: eventAuthor(request.metadata), idempotency: request.idempotency });
      const origin = eventOrigin(request.metadata);
      // each event's state before it (the history projection reads the values an event replaced):
      // events apart share the command's, from one fold (replay copies the form's values once, where
      // evolve per event copied them for each: a save of 2,000 cells was quadratic)
      let spans: Array<{ before: LabSurveyState; after: LabSurveyState }>;
      let after = stream.state;
      if (touchApart(events)) {
        after = replay(events, stream.state, origin);
        const span = { before: stream.state, after };
        spans = events.map(() => span);
      } else {
        spans = events.map((event) => {
          const before = after;
          after = evolve(before, event, origin);
          return { before, after };
        });
      }
      if (events.length > 0) {
        decided.push({ index, spans, append: { streamId, expectedVersion: stream.version, events, metadata: request.metadata, createdAt: request.createdAt } });
      }
      working.set(streamId, { ...stream, version: stream.version + events.length, state: after });
      return { ok: true, value: { ...request.target, streamId, version: stream.version + events.length, state: after, events, globalPositions: [] } };
    } catch (error) {
      return { ok: false, error };
    }
  });

  const stored = await appendEvents(trx, decided.map((d) => d.append));
  const projected: LabSurveyEvent[] = [];
  decided.forEach((d, i) => {
    const events = stored[i] ?? [];
    const outcome = outcomes[d.index];
    if (outcome?.ok) outcome.value.globalPositions = events.map((e) => e.globalPosition);
    const { labId, surveyId } = requests[d.index]?.target ?? { labId: 0, surveyId: 0 };
    events.forEach((e, n) => {
      projected.push({ ...e, labId, surveyId, event: d.append.events[n] as ResultEvent, ...(d.spans[n] as { before: LabSurveyState; after: LabSurveyState }) });
    });
  });
  projected.sort((a, b) => a.globalPosition - b.globalPosition);
  await project(resultProjections, trx, projected);
  // issue 34: the webhooks of validations and revocations, in this transaction (the webhook sweep sends them)
  await recordValidationWebhooks(trx, projected);

  const due = [...working].filter(([, s]) => s.version - s.snapshotVersion >= LAB_SURVEY_SNAPSHOT_INTERVAL);
  const snapshots = snapshotUpsert(due.map(([streamId, s]) => ({ streamId, version: s.version, state: s.state })));
  if (snapshots) await snapshots.execute(trx);
  return outcomes;
}

/**
 * Whether no two of a command's events touch the same value (a cell's dimension): then, for what each
 * event touches, the state before the whole command is the state before that event. A parameter's
 * delete or a clear of a whole cell is apart only when alone; validations and group changes touch no
 * value.
 */
export function touchApart(events: readonly ResultEvent[]): boolean {
  if (events.length <= 1) return true;
  const touched = new Set<string>();
  const touch = (keys: string[]) => keys.every((key) => !touched.has(key) && touched.add(key));
  for (const event of events) {
    switch (event.type) {
      case RESULT_EVENT_TYPES.resultValuesSet:
        if (!touch([...new Set(event.data.values.map((v) => changeKey(event.data, v.dimensionId)))])) return false;
        break;
      case RESULT_EVENT_TYPES.resultValuesCleared:
        if (event.data.dimensionIds === undefined || !touch(event.data.dimensionIds.map((d) => changeKey(event.data, d)))) return false;
        break;
      case RESULT_EVENT_TYPES.parameterResultsDeleted:
        return false;
      default:
        break;
    }
  }
  return true;
}

interface LoadedRow {
  streamId: string;
  version: number | null;
  snapshotVersion: number | null;
  snapshotState: LabSurveyState | null;
  /** The events after the snapshot (after version 0 without one): [stream_version, type, data, metadata]. */
  tail: Array<[number, string, unknown, EventMetadata]> | null;
}

/**
 * The states of the streams: the snapshot when it is of this code's schema and not ahead of the
 * stream, else the initial state; plus the events after it (core's evolve). One statement reads
 * the snapshots and the events after them; only a snapshot ahead of its stream (events removed by
 * hand, so it is ignored) needs a second one for the whole stream.
 */
async function loadStates(trx: Transaction<DB>, streamIds: readonly string[]): Promise<Map<string, LoadedState>> {
  if (streamIds.length === 0) return new Map();
  const result = await sql<LoadedRow>`
    select k.stream_id, last.stream_version as version, s.stream_version as snapshot_version, s.state as snapshot_state,
      (select json_agg(json_build_array(e.stream_version, e.type, e.data, e.metadata) order by e.stream_version)
        from events e where e.stream_id = k.stream_id and e.stream_version > coalesce(s.stream_version, 0)) as tail
    from unnest(${streamIds}::text[]) as k(stream_id)
    left join lateral (
      select stream_version from events e where e.stream_id = k.stream_id order by stream_version desc limit 1
    ) last on true
    left join lab_survey_snapshots s on s.stream_id = k.stream_id and s.schema_version = ${LAB_SURVEY_SNAPSHOT_SCHEMA}`.execute(trx);

  const states = new Map<string, LoadedState>();
  const ahead: string[] = [];
  for (const row of result.rows) {
    const version = row.version ?? 0;
    const snapshotVersion = row.snapshotState && row.snapshotVersion !== null ? row.snapshotVersion : 0;
    // a snapshot ahead of its stream is ignored, and replaced in time
    if (snapshotVersion > version) {
      ahead.push(row.streamId);
      states.set(row.streamId, { version: 0, snapshotVersion: 0, state: initialLabSurveyState });
      continue;
    }
    let state = snapshotVersion > 0 ? (row.snapshotState as LabSurveyState) : initialLabSurveyState;
    let at = snapshotVersion;
    for (const [streamVersion, type, data, metadata] of row.tail ?? []) {
      state = evolve(state, parseResultEvent({ type, data }), eventOrigin(metadata));
      at = streamVersion;
    }
    states.set(row.streamId, { version: at, snapshotVersion, state });
  }
  if (ahead.length > 0) {
    const events = await sql<StoredEvent>`
      select e.* from events e where e.stream_id = any(${ahead}::text[]) order by e.stream_id, e.stream_version`.execute(trx);
    for (const event of events.rows) {
      const stream = states.get(event.streamId);
      if (stream) states.set(event.streamId, { ...stream, version: event.streamVersion, state: evolve(stream.state, parseResultEvent(event), eventOrigin(event.metadata)) });
    }
  }
  return states;
}

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
      state = excluded.state, updated_at = excluded.updated_at
    where lab_survey_snapshots.schema_version <> excluded.schema_version or lab_survey_snapshots.stream_version < excluded.stream_version`;
}
