import { AppError } from '@eqa/core';
import type { TSchemeVersion } from './scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError } from '../db-errors';
import { loadSchemeVersion } from './load-scheme-versions';

/** DELETE …/param/{paramId}: refused (409) while results or targets of the version's surveys use the parameter. */
export async function deleteSchemeVersionParameter(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  orgId: number,
  schemeVersionId: number,
  parameterId: number,
): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, orgId);
  const version = await loadSchemeVersion(ctx.db, orgId, schemeVersionId);
  if (!version.parameters.some((p) => p.parameterId === parameterId)) throw AppError.notFound('Scheme version parameter');
  const surveys = ctx.db.selectFrom('surveys').select('id').where('schemeVersionId', '=', schemeVersionId);
  const [result, target] = await Promise.all([
    ctx.db.selectFrom('resultValues').select('labId').where('parameterId', '=', parameterId).where('surveyId', 'in', surveys).limit(1).executeTakeFirst(),
    ctx.db.selectFrom('sampleTargets').select('id').where('parameterId', '=', parameterId).where('surveyId', 'in', surveys).limit(1).executeTakeFirst(),
  ]);
  if (result || target) throw inUseError('Results or sample targets of this parameter exist in surveys of the scheme version');
  await ctx.db.deleteFrom('schemeVersionParameters').where('schemeVersionId', '=', schemeVersionId).where('parameterId', '=', parameterId).execute();
  return loadSchemeVersion(ctx.db, orgId, schemeVersionId);
}
