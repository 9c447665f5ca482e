import type { TListProductGroupsOutput } from './product-groups.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadProductGroups } from './load-product-groups';

/** GET /orgs/{orgId}/products/groups. */
export async function listProductGroups(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number): Promise<TListProductGroupsOutput> {
  assertOrgAdminOf(ctx.session, orgId);
  const items = await loadProductGroups(ctx.db, orgId);
  return { items, total: items.length };
}
