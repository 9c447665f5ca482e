import { AppError } from '@eqa/core';
import type { TUpdateSchemeVersionParameterInput } from './scheme-version-parameter.types';
import type { TSchemeVersion } from './scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemeVersion } from './load-scheme-versions';
import { assertGroup, assertVersionOrdinalFree, assertVersionParameterDimensions, evaluationSettingsPatch } from './version-parameter-checks';

/**
 * PATCH /orgs/{orgId}/scheme_versions/{id}/param/{paramId} (the edit-parameter dialog): ordinal
 * (unique), group, result and context dimensions (spec 3 §5), hidden and the evaluation settings
 * (σpt %, acceptance limits, minimum participants).
 */
export async function updateSchemeVersionParameter(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  input: TUpdateSchemeVersionParameterInput,
): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const version = await loadSchemeVersion(ctx.db, input.orgId, input.id);
  if (!version.parameters.some((p) => p.parameterId === input.paramId)) throw AppError.notFound('Scheme version parameter');
  await assertVersionParameterDimensions(ctx.db, input.paramId, input);
  await assertVersionOrdinalFree(ctx.db, input.id, input.ordinal, input.paramId);
  await assertGroup(ctx.db, input.groupId);
  await ctx.db
    .updateTable('schemeVersionParameters')
    .set({
      ordinal: input.ordinal,
      resultDimensionIds: [...new Set(input.resultDimensionIds)],
      contextDimensionIds: [...new Set(input.contextDimensionIds)],
      ...(input.groupId !== undefined ? { groupId: input.groupId } : {}),
      ...evaluationSettingsPatch(input),
    })
    .where('schemeVersionId', '=', input.id)
    .where('parameterId', '=', input.paramId)
    .execute();
  return loadSchemeVersion(ctx.db, input.orgId, input.id);
}
