import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadProduct } from './load-products';

/** DELETE /orgs/{orgId}/products/{id}: refused (409) while orders refer to it. */
export async function deleteProduct(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  const product = await loadProduct(ctx.db, orgId, id);
  if (!product.deletable) throw inUseError('Orders refer to the product; it cannot be deleted (hide it instead)');
  await withDbErrors(() => ctx.db.deleteFrom('products').where('id', '=', id).execute(), {
    foreignKey: 'The product is in use and cannot be deleted',
  });
  return { ok: true };
}
