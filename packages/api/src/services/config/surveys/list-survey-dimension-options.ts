import type { TDimensionUnitOptionsOutput, TDimensionValueOptionsOutput } from '../scheme-versions/dimension-options.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { dimensionUnitOptions, dimensionValueOptions } from '../scheme-versions/dimension-options';
import { loadSurveySummary } from './load-surveys';

/** GET /orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/values (via the survey's scheme version). */
export async function listSurveyDimensionValues(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: { orgId: number; id: number; paramId: number; dimensionId: string; query?: string | undefined },
): Promise<TDimensionValueOptionsOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.id);
  return dimensionValueOptions(ctx.db, { schemeVersionId: survey.schemeVersion.id, parameterId: input.paramId, dimensionId: input.dimensionId, query: input.query });
}

/** GET /orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/units. */
export async function listSurveyDimensionUnits(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: { orgId: number; id: number; paramId: number; dimensionId: string },
): Promise<TDimensionUnitOptionsOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.id);
  return dimensionUnitOptions(ctx.db, { schemeVersionId: survey.schemeVersion.id, parameterId: input.paramId, dimensionId: input.dimensionId });
}
