import type { TSchemeVersion } from './scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemeVersion } from './load-scheme-versions';

/** GET /orgs/{orgId}/scheme_versions/{id}. */
export async function getSchemeVersion(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadSchemeVersion(ctx.db, orgId, id);
}
