import { AppError } from '@eqa/core';
import type { TDimensionUnitOptionsOutput, TDimensionValueOptionsOutput } from './dimension-options.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { dimensionUnitOptions, dimensionValueOptions } from './dimension-options';
import { loadSchemeVersionSummaries } from './load-scheme-versions';

async function assertVersion(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<void> {
  assertOrgAdminOf(ctx.session, orgId);
  const [version] = await loadSchemeVersionSummaries(ctx.db, orgId, [id]);
  if (!version) throw AppError.notFound('Scheme version');
}

/** GET /orgs/{orgId}/scheme_versions/{id}/parameters/{paramId}/dimensions/{dimensionId}/values. */
export async function listSchemeVersionDimensionValues(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  input: { orgId: number; id: number; paramId: number; dimensionId: string; query?: string | undefined },
): Promise<TDimensionValueOptionsOutput> {
  await assertVersion(ctx, input.orgId, input.id);
  return dimensionValueOptions(ctx.db, { schemeVersionId: input.id, parameterId: input.paramId, dimensionId: input.dimensionId, query: input.query });
}

/** GET /orgs/{orgId}/scheme_versions/{id}/parameters/{paramId}/dimensions/{dimensionId}/units. */
export async function listSchemeVersionDimensionUnits(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  input: { orgId: number; id: number; paramId: number; dimensionId: string },
): Promise<TDimensionUnitOptionsOutput> {
  await assertVersion(ctx, input.orgId, input.id);
  return dimensionUnitOptions(ctx.db, { schemeVersionId: input.id, parameterId: input.paramId, dimensionId: input.dimensionId });
}
