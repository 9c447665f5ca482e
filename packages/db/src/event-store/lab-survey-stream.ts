import type { Kysely, Transaction } from 'kysely';
import {
  evolve,
  initialLabSurveyState,
  labSurveyStreamId,
  parseResultEvent,
  type LabSurveyCommand,
  type LabSurveyState,
  type ResultEvent,
} from '@eqa/core';
import type { DB, Executor } from '../schema';
import { labSurveyCommandBatcher } from './lab-survey-command-batcher';
import { runLabSurveyCommands, type LabSurveyCommandRequest } from './lab-survey-commands';
import { readStream } from './read-stream';
import type { LabSurveyCommandResult, LabSurveyStream } from './lab-survey-stream-types';
import { eventOrigin, type EventMetadata } from './types';

export type { LabSurveyCommandResult, LabSurveyStream } from './lab-survey-stream-types';

export { LAB_SURVEY_SNAPSHOT_SCHEMA, LAB_SURVEY_SNAPSHOT_INTERVAL } from './lab-survey-commands';

/** Reads a lab-survey stream and folds it with the pure `evolve` of @eqa/core. */
export async function loadLabSurvey(db: Executor, labId: number, surveyId: number): Promise<LabSurveyStream> {
  const streamId = labSurveyStreamId(labId, surveyId);
  const events = await readStream(db, streamId);
  let state = initialLabSurveyState;
  for (const event of events) state = evolve(state, parseResultEvent(event), eventOrigin(event.metadata));
  return { labId, surveyId, streamId, version: events.at(-1)?.streamVersion ?? 0, state };
}

/**
 * Runs a command on a lab-survey stream: loads its state (snapshot plus the events after it),
 * decides (a LabSurveyCommand through core's `decide`, or a function of the state), appends the
 * events compare-and-set on the version they were decided on and runs the inline projections, in
 * one transaction (lab-survey-commands.ts).
 *
 * On a plain Kysely the command joins the commands of other requests in the next batch (one
 * transaction for all: group commit, lab-survey-command-batcher.ts), decided again when another
 * writer appended first, so two users saving different values of the same lab and survey never
 * conflict. In a caller's Transaction it runs at once in it; a clash with another writer then
 * fails the caller's transaction (StreamVersionConflictError with `clash`: the caller runs it again
 * on the new state, or answers the conflict).
 *
 * `expectedVersion` (the version a client based its edit on) refuses the command only where another
 * author changed what it writes since (core's decide, 409 stream_version_conflict); without it the
 * command is unconditional. `idempotency` (the request's Idempotency-Key and body hash, also in the
 * metadata): a stream that already holds the key with the same hash appends nothing; with another
 * hash, 422. AppErrors of the decision (validated survey, malformed value…) are thrown as they are.
 */
export async function handleLabSurveyCommand(
  db: Executor,
  target: { labId: number; surveyId: number },
  command: LabSurveyCommand | ((state: LabSurveyState) => ResultEvent[]),
  metadata: EventMetadata,
  options: { expectedVersion?: number | undefined; createdAt?: Date; idempotency?: { key: string; hash: string } | undefined } = {},
): Promise<LabSurveyCommandResult> {
  const request: LabSurveyCommandRequest = { target, command, metadata, ...options };
  if (!db.isTransaction) return labSurveyCommandBatcher(db as Kysely<DB>).submit(request);
  const [outcome] = await runLabSurveyCommands(db as Transaction<DB>, [request]);
  if (!outcome) throw new Error('handleLabSurveyCommand: no outcome');
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
