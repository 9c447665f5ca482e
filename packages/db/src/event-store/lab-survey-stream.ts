import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import {
  decide,
  evolve,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  replay,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultEvent,
} from '@eqa/core';
import type { DB, Executor } from '../schema';
import { json } from '../tables/columns';
import { appendLocked, inTransaction, lockStream, type AppendOptions } from './append-to-stream';
import { readStream } from './read-stream';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import type { EventMetadata } from './types';

/** The results of one lab in one survey as the events add them up. */
export interface LabSurveyStream {
  labId: number;
  surveyId: number;
  streamId: string;
  /** The stream's version (0: no events yet). */
  version: number;
  state: LabSurveyState;
}

/** Reads a lab-survey stream and folds it with the pure `evolve` of @eqa/core. */
export async function loadLabSurvey(db: Executor, labId: number, surveyId: number): Promise<LabSurveyStream> {
  const streamId = labSurveyStreamId(labId, surveyId);
  const events = await readStream(db, streamId);
  let state = initialLabSurveyState;
  for (const event of events) state = evolve(state, parseResultEvent(event));
  return { labId, surveyId, streamId, version: events.at(-1)?.streamVersion ?? 0, state };
}

export interface LabSurveyCommandResult extends LabSurveyStream {
  /** The events the command stored (none when it changed nothing). */
  events: ResultEvent[];
  globalPositions: number[];
}

/**
 * The shape of the snapshots (lab_survey_snapshots.schema_version): bump it when core's
 * LabSurveyState or evolve changes, so snapshots of the old code are ignored and rebuilt.
 */
export const LAB_SURVEY_SNAPSHOT_SCHEMA = 1;

/**
 * The lab-survey state for a command, read while holding the stream's lock: the snapshot (when it
 * is of this code's schema and not ahead of the stream) plus the events after it, folded with
 * core's `evolve`, else every event. One query when the snapshot is current.
 */
async function loadLocked(trx: Transaction<DB>, streamId: string): Promise<{ version: number; state: LabSurveyState; snapshotVersion: number | null }> {
  const snapshot = (eb: ExpressionBuilder<DB, never>) =>
    eb.selectFrom('labSurveySnapshots').where('streamId', '=', streamId).where('schemaVersion', '=', LAB_SURVEY_SNAPSHOT_SCHEMA);
  const row = await trx
    .selectNoFrom((eb) => [
      eb.selectFrom('events').select('streamVersion').where('streamId', '=', streamId).orderBy('streamVersion', 'desc').limit(1).as('streamVersion'),
      snapshot(eb).select('streamVersion').as('snapshotVersion'),
      snapshot(eb).select('state').as('snapshotState'),
    ])
    .executeTakeFirstOrThrow();
  const version = row.streamVersion ?? 0;
  const usable = row.snapshotVersion !== null && row.snapshotState !== null && row.snapshotVersion <= version;
  let state: LabSurveyState = usable && row.snapshotState ? row.snapshotState : initialLabSurveyState;
  const from = usable && row.snapshotVersion !== null ? row.snapshotVersion : 0;
  if (version > from) {
    for (const event of await readStream(trx, streamId, from + 1)) state = evolve(state, parseResultEvent(event));
  }
  return { version, state, snapshotVersion: usable ? from : null };
}

/** Stores the state as the stream's snapshot at `version` (under the stream's lock). */
async function saveSnapshot(trx: Transaction<DB>, streamId: string, version: number, state: LabSurveyState): Promise<void> {
  const row = { schemaVersion: LAB_SURVEY_SNAPSHOT_SCHEMA, streamVersion: version, state: json(state), updatedAt: sql<Date>`now()` };
  await trx
    .insertInto('labSurveySnapshots')
    .values({ streamId, ...row })
    .onConflict((oc) => oc.column('streamId').doUpdateSet(row))
    .execute();
}

/**
 * Runs a command on a lab-survey stream in one transaction: locks the stream, loads its state,
 * decides (a LabSurveyCommand through core's `decide`, or a function of the state), appends the
 * events with the loaded version as expected version, runs the inline projections and stores the
 * new state as the stream's snapshot.
 *
 * The state comes from the snapshot plus the events after it (see loadLocked), so a command does
 * not read the whole stream; `loadLabSurvey` still replays every event.
 *
 * Commands on one stream are serialised by the lock, so two users saving different values of the
 * same lab and survey never conflict. Pass `expectedVersion` (the version a client last saw) to
 * refuse the command when the stream has moved on (StreamVersionConflictError, 409).
 * AppErrors of the decision (validated survey, malformed value…) are thrown as they are.
 */
export async function handleLabSurveyCommand(
  db: Executor,
  target: { labId: number; surveyId: number },
  command: LabSurveyCommand | ((state: LabSurveyState) => ResultEvent[]),
  metadata: EventMetadata,
  options: AppendOptions & { expectedVersion?: number } = {},
): Promise<LabSurveyCommandResult> {
  const { expectedVersion, ...appendOptions } = options;
  return inTransaction(db, async (trx) => {
    const streamId = labSurveyStreamId(target.labId, target.surveyId);
    await lockStream(trx, streamId);
    const loaded = await loadLocked(trx, streamId);
    if (expectedVersion !== undefined && expectedVersion !== loaded.version) {
      throw new StreamVersionConflictError(streamId, expectedVersion, loaded.version);
    }
    const stream = { ...target, streamId, version: loaded.version, state: loaded.state };
    const events = typeof command === 'function' ? command(loaded.state) : decide(command, loaded.state);
    if (events.length === 0) {
      // a command that changes nothing still keeps the snapshot of the events it had to fold
      if (loaded.snapshotVersion !== loaded.version) await saveSnapshot(trx, streamId, loaded.version, loaded.state);
      return { ...stream, events, globalPositions: [] };
    }
    const appended = await appendLocked(
      trx,
      { streamId, current: loaded.version, expectedVersion: expectedVersion ?? loaded.version },
      events,
      metadata,
      appendOptions,
    );
    const state = replay(events, loaded.state);
    await saveSnapshot(trx, streamId, appended.nextExpectedVersion, state);
    return { ...stream, version: appended.nextExpectedVersion, state, events, globalPositions: appended.globalPositions };
  });
}
