import { AppError, assertResultsEditable, labSurveyStreamId, updateResultGroup as decideResultGroupUpdate } from '@eqa/core';
import { ANY, handleLabSurveyCommand, retryOnStreamClash, StreamVersionConflictError } from '@eqa/db';
import type {
  TAddResultGroupInput,
  TResultGroupWriteOutput,
  TUpdateResultGroupInput,
} from './result-groups.types';
import { appliedRequest, idempotentRequest } from '../idempotency';
import { eventMetadata, openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { findResultGroup, resultGroupOut } from './result-groups';

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
 * POST /labs/{labId}/surveys/{surveyId}/result_groups: adds a result group with the next ordinal.
 * The row is catalog data; in the same transaction a ResultGroupUpdated event records it (name and
 * comment, possibly null) on the lab-survey stream, so the add is in the history and bumps the
 * version. A new group changes nothing anyone else wrote: `expectedVersion` never refuses it.
 */
export async function addResultGroup(ctx: SurveyServiceContext, input: TAddResultGroupInput): Promise<TResultGroupWriteOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  assertResultsEditable(opened.status, opened.viewer);
  const target = { labId: input.labId, surveyId: input.surveyId };
  const metadata = eventMetadata({ session: opened.session, requestId: ctx.requestId });
  // the ordinal and the event in one transaction: a concurrent write of the stream clashes with
  // its append, a concurrent add with its ordinal, and the whole add runs again (on the new last ordinal)
  const { result, groupId } = await retryOnStreamClash(() => ctx.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('resultGroups')
      .select((eb) => eb.fn.max('ordinal').as('ordinal'))
      .where('labId', '=', input.labId)
      .where('surveyId', '=', input.surveyId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('resultGroups')
      .values({ labId: input.labId, surveyId: input.surveyId, ordinal: Number(last?.ordinal ?? 0) + 1, name: null, comment: null })
      .onConflict((oc) => oc.columns(['surveyId', 'labId', 'ordinal']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // a concurrent add took this ordinal first (it waited for that add's commit): a clash, so the
    // whole add runs again on the new last ordinal
    if (!row) throw new StreamVersionConflictError(labSurveyStreamId(input.labId, input.surveyId), ANY, null, undefined, { clash: true });
    const recorded = await handleLabSurveyCommand(
      trx,
      target,
      (state) => decideResultGroupUpdate({ resultGroupId: row.id, name: input.name, comment: input.comment }, state),
      metadata,
      { createdAt: opened.now },
    );
    return { result: recorded, groupId: row.id };
  }));
  const group = await findResultGroup(ctx.db, input.labId, input.surveyId, groupId);
  if (!group) throw AppError.notFound('Result group');
  return { streamVersion: result.version, resultGroup: resultGroupOut(group) };
}
