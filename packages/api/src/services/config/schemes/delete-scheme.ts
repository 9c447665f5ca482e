import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadScheme } from './load-schemes';

/** DELETE /orgs/{orgId}/schemes/{id}: refused (409) while it has scheme versions; accreditations go with it. */
export async function deleteScheme(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  const scheme = await loadScheme(ctx.db, orgId, id);
  if (!scheme.deletable) throw inUseError('The scheme has scheme versions and cannot be deleted');
  await withDbErrors(() => ctx.db.deleteFrom('schemes').where('id', '=', id).execute(), {
    foreignKey: 'The scheme is in use and cannot be deleted',
  });
  return { ok: true };
}
