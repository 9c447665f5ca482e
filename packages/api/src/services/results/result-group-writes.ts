import { sql } from 'kysely';
import { AppError, assertResultsEditable, labSurveyStreamId, parseResultEvent, RESULT_EVENT_TYPES } from '@eqa/core';
import { handleLabSurveyCommand, type Executor } from '@eqa/db';
import type {
  TAddResultGroupInput,
  TResultGroupWriteOutput,
  TUpdateResultGroupInput,
} from './result-groups.types';
import { appliedRequest, idempotentRequest, type IdempotentRequest } from '../idempotency';
import { eventMetadata, openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { ensureFirstResultGroup, findResultGroup, resultGroupOut } from './result-groups';

/**
 * POST /labs/{labId}/surveys/{surveyId}/result_groups/{groupId}: renames or comments a result group
 * of the lab (spec 1 §2; blank name → the default name). Editable surveys only; one
 * ResultGroupUpdated event (its projection writes the name onto the row). With `expectedVersion`,
 * a name or comment another session changed since conflicts (409).
 */
export async function updateResultGroup(ctx: SurveyServiceContext, input: TUpdateResultGroupInput): Promise<TResultGroupWriteOutput> {
  const idempotency = idempotentRequest(ctx, 'results.updateResultGroup', input);
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  const replay = await appliedRequest(ctx.db, input, idempotency);
  if (!replay) assertResultsEditable(opened.status, opened.viewer);
  if (!(await findResultGroup(ctx.db, input.labId, input.surveyId, input.groupId))) throw AppError.notFound('Result group');
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    { type: 'UpdateResultGroup', data: { resultGroupId: input.groupId, name: input.name, comment: input.comment } },
    eventMetadata({ session: opened.session, requestId: ctx.requestId, idempotency }),
    { expectedVersion: input.expectedVersion, createdAt: opened.now, idempotency },
  );
  const group = await findResultGroup(ctx.db, input.labId, input.surveyId, input.groupId);
  if (!group) throw AppError.notFound('Result group');
  return { streamVersion: replay?.version ?? result.version, resultGroup: resultGroupOut(group) };
}

/**
 * POST /labs/{labId}/surveys/{surveyId}/result_groups: adds a result group, as every other write of
 * the lab's results: core's AddResultGroup command on the lab-survey stream (handleLabSurveyCommand:
 * group commit, compare-and-set on the stream's version, decided again after another writer's
 * append), whose ResultGroupAdded event carries the group's id (from the table's sequence), the
 * ordinal the stream's state gives it and its name and comment; its projection inserts the row in
 * the same transaction. Concurrent adds get consecutive ordinals; an Idempotency-Key the stream
 * already holds adds nothing and answers the group it added. The first group (made when the form
 * first opens) and the seed's are not in the stream: the command gets the highest ordinal of the
 * rows as its floor. A new group changes nothing anyone else wrote: `expectedVersion` never
 * refuses it.
 */
export async function addResultGroup(ctx: SurveyServiceContext, input: TAddResultGroupInput): Promise<TResultGroupWriteOutput> {
  const idempotency = idempotentRequest(ctx, 'results.addResultGroup', input);
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  const replay = await appliedRequest(ctx.db, input, idempotency);
  if (!replay) assertResultsEditable(opened.status, opened.viewer);
  const version = replay?.version ?? (await addGroup(ctx, input, opened, idempotency));
  const groupId = await groupAddedAt(ctx.db, input, version);
  const group = groupId === null ? null : await findResultGroup(ctx.db, input.labId, input.surveyId, groupId);
  if (!group) throw AppError.notFound('Result group');
  return { streamVersion: version, resultGroup: resultGroupOut(group) };
}

/**
 * Runs the AddResultGroup command; answers the stream version of the ResultGroupAdded event: its
 * own, or, when a concurrent request with the same Idempotency-Key added the group first (core's
 * decide then answers no event), that request's.
 */
async function addGroup(ctx: SurveyServiceContext, input: TAddResultGroupInput, opened: OpenedLabSurvey, idempotency: IdempotentRequest | undefined): Promise<number> {
  await ensureFirstResultGroup(ctx.db, input.labId, input.surveyId);
  const { rows } = await sql<{ id: number; highestOrdinal: number }>`
    select nextval(pg_get_serial_sequence('result_groups', 'id'))::int as id,
      coalesce((select max(ordinal) from result_groups where lab_id = ${input.labId} and survey_id = ${input.surveyId}), 0)::int as highest_ordinal`.execute(ctx.db);
  const { id, highestOrdinal } = rows[0] ?? { id: 0, highestOrdinal: 0 };
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    { type: 'AddResultGroup', data: { resultGroupId: id, name: input.name, comment: input.comment, highestOrdinal } },
    eventMetadata({ session: opened.session, requestId: ctx.requestId, idempotency }),
    { createdAt: opened.now, idempotency },
  );
  if (result.events.length > 0 || !idempotency) return result.version;
  return result.state.requests[idempotency.key]?.version ?? result.version;
}

/** The result group the ResultGroupAdded event at `version` of the lab-survey stream added, or null. */
async function groupAddedAt(db: Executor, target: { labId: number; surveyId: number }, version: number): Promise<number | null> {
  const row = await db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('streamId', '=', labSurveyStreamId(target.labId, target.surveyId))
    .where('streamVersion', '=', version)
    .executeTakeFirst();
  if (!row || row.type !== RESULT_EVENT_TYPES.resultGroupAdded) return null;
  const event = parseResultEvent(row);
  return event.type === RESULT_EVENT_TYPES.resultGroupAdded ? event.data.resultGroupId : null;
}
