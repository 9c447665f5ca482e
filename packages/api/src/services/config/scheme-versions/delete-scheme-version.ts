import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadSchemeVersion } from './load-scheme-versions';

/** DELETE /orgs/{orgId}/scheme_versions/{id}: refused (409) while in use; its parameters go with it. */
export async function deleteSchemeVersion(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  const version = await loadSchemeVersion(ctx.db, orgId, id);
  if (!version.deletable) throw inUseError('The scheme version is used by surveys and cannot be deleted');
  await withDbErrors(() => ctx.db.deleteFrom('schemeVersions').where('id', '=', id).execute(), {
    foreignKey: 'The scheme version is in use and cannot be deleted',
  });
  return { ok: true };
}
