import type { TListDimensionSchemeVersionsOutput } from './list-dimension-scheme-versions.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { schemeVersionRefs } from '../scheme-versions/scheme-version-refs';
import { dimensionRow } from './load-dimensions';

/** GET /dimensions/{id}/orgs/{orgId}/scheme_versions: the org's scheme versions using the dimension. */
export async function listDimensionSchemeVersions(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  dimensionId: string,
  orgId: number,
): Promise<TListDimensionSchemeVersionsOutput> {
  assertOrgAdminOf(ctx.session, orgId);
  await dimensionRow(ctx.db, dimensionId);
  const items = await schemeVersionRefs(ctx.db, orgId, { dimensionId });
  return { items, total: items.length };
}
