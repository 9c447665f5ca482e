import { API_MESSAGES, AppError, nextOrdinal } from '@eqa/core';
import type { TAddSchemeVersionParameterInput } from './scheme-version-parameter.types';
import type { TSchemeVersion } from './scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadSchemeVersion } from './load-scheme-versions';
import {
  assertGroup,
  assertVersionOrdinalFree,
  assertVersionParameterDimensions,
  evaluationSettingsPatch,
  parameterDimensionIds,
} from './version-parameter-checks';

/**
 * POST /orgs/{orgId}/scheme_versions/{id}/param: adds a parameter (once; 422 paramId otherwise) with an
 * optional group; ordinal next, dimensions all of the parameter's unless given.
 */
export async function addSchemeVersionParameter(ctx: Pick<AdminContext, 'db' | 'session'>, input: TAddSchemeVersionParameterInput): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const version = await loadSchemeVersion(ctx.db, input.orgId, input.id);
  const parameter = await ctx.db.selectFrom('parameters').select('id').where('id', '=', input.paramId).executeTakeFirst();
  if (!parameter) throw AppError.constraint('paramId', API_MESSAGES.unknownParameter);
  if (version.parameters.some((p) => p.parameterId === input.paramId)) {
    throw AppError.constraint('paramId', API_MESSAGES.parameterInSchemeVersion);
  }
  await assertGroup(ctx.db, input.groupId);
  const own = await parameterDimensionIds(ctx.db, input.paramId);
  const resultDimensionIds = input.resultDimensionIds ?? own.result;
  const contextDimensionIds = input.contextDimensionIds ?? own.context;
  const ordinal = input.ordinal ?? nextOrdinal(version.parameters.map((p) => p.ordinal));
  await assertVersionOrdinalFree(ctx.db, input.id, ordinal, null);
  if (input.resultDimensionIds !== undefined || input.contextDimensionIds !== undefined) {
    await assertVersionParameterDimensions(ctx.db, input.paramId, { ordinal, resultDimensionIds, contextDimensionIds });
  }
  await withDbErrors(
    () =>
      ctx.db
        .insertInto('schemeVersionParameters')
        .values({
          schemeVersionId: input.id,
          parameterId: input.paramId,
          ordinal,
          groupId: input.groupId ?? null,
          resultDimensionIds,
          contextDimensionIds,
          ...evaluationSettingsPatch(input),
        })
        .execute(),
    { unique: { param: 'paramId', message: API_MESSAGES.parameterInSchemeVersion } },
  );
  return loadSchemeVersion(ctx.db, input.orgId, input.id);
}
