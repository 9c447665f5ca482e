import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadProductGroup } from './load-product-groups';

/** DELETE /orgs/{orgId}/products/groups/{id}: refused (409) while it has products. */
export async function deleteProductGroup(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  const group = await loadProductGroup(ctx.db, orgId, id);
  if (!group.deletable) throw inUseError('The product group has products and cannot be deleted');
  await withDbErrors(() => ctx.db.deleteFrom('productGroups').where('id', '=', id).execute(), {
    foreignKey: 'The product group is in use and cannot be deleted',
  });
  return { ok: true };
}
