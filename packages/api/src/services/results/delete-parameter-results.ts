import { AppError, assertResultsEditable, parameterDeletion } from '@eqa/core';
import { handleLabSurveyCommand } from '@eqa/db';
import type { TDeleteParameterInput, TStreamVersionOutput } from './delete-parameter.types';
import { appliedRequest, idempotentRequest } from '../idempotency';
import { eventMetadata, openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { findSurveyParameter } from './find-survey-parameter';

/**
 * DELETE /labs/{labId}/surveys/{surveyId}/parameters/{paramId}: deletes every value of the lab for
 * the parameter (spec 1 §4: only when not read-only, disabled when any result is hidden — core
 * parameterDeletion; a result is hidden when its result group is). One ParameterResultsDeleted event;
 * with `expectedVersion`, a value of the parameter another session changed since conflicts (409).
 */
export async function deleteParameterResults(ctx: SurveyServiceContext, input: TDeleteParameterInput): Promise<TStreamVersionOutput> {
  const idempotency = idempotentRequest(ctx, 'results.deleteParameter', input);
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  const replay = await appliedRequest(ctx.db, input, idempotency);
  if (replay) return { streamVersion: replay.version, changed: true };
  assertResultsEditable(opened.status, opened.viewer);
  await findSurveyParameter(ctx.db, opened, input.paramId);
  const hiddenResults = await ctx.db
    .selectFrom('resultValues as rv')
    .innerJoin('resultGroups as rg', 'rg.id', 'rv.resultGroupId')
    .select(['rv.resultGroupId', 'rv.sampleId'])
    .distinct()
    .where('rv.labId', '=', input.labId)
    .where('rv.surveyId', '=', input.surveyId)
    .where('rv.parameterId', '=', input.paramId)
    .where('rg.hidden', '=', true)
    .execute();
  const rule = parameterDeletion({ readOnly: opened.readOnly, results: hiddenResults.map(() => ({ hidden: true })) });
  if (!rule.offered || rule.disabled) {
    throw AppError.constraint('paramId', 'A result of this parameter is hidden', 'parameter_deletion_disabled');
  }
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    { type: 'DeleteParameterResults', data: { parameterId: input.paramId } },
    eventMetadata({ session: opened.session, requestId: ctx.requestId, idempotency }),
    { expectedVersion: input.expectedVersion, createdAt: opened.now, idempotency },
  );
  return { streamVersion: result.version, changed: result.events.length > 0 };
}
