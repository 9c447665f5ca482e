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
import type { Executor } from '../schema';
import { appendToStream, inTransaction, lockStream, type AppendOptions } from './append-to-stream';
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
 * Runs a command on a lab-survey stream in one transaction: locks the stream, loads its state,
 * decides (a LabSurveyCommand through core's `decide`, or a function of the state), appends the
 * events with the loaded version as expected version and runs the inline projections.
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
    const loaded = await loadLabSurvey(trx, target.labId, target.surveyId);
    if (expectedVersion !== undefined && expectedVersion !== loaded.version) {
      throw new StreamVersionConflictError(streamId, expectedVersion, loaded.version);
    }
    const events = typeof command === 'function' ? command(loaded.state) : decide(command, loaded.state);
    if (events.length === 0) return { ...loaded, events, globalPositions: [] };
    const appended = await appendToStream(trx, streamId, loaded.version, events, metadata, appendOptions);
    return {
      ...loaded,
      version: appended.nextExpectedVersion,
      state: replay(events, loaded.state),
      events,
      globalPositions: appended.globalPositions,
    };
  });
}
