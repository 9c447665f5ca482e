import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadAccreditation } from './load-accreditations';
import { loadScheme } from './load-schemes';

/** DELETE /orgs/{orgId}/schemes/{schemeId}/accreditations/{id}. */
export async function deleteAccreditation(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, schemeId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  await loadScheme(ctx.db, orgId, schemeId);
  await loadAccreditation(ctx.db, schemeId, id);
  await ctx.db.deleteFrom('accreditations').where('id', '=', id).execute();
  return { ok: true };
}
