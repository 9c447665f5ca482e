import type { TCopyProductsInput, TProductCopyStatus } from './copy-products.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { productCopyStatus } from './product-copy-status';

/** GET /orgs/{orgId}/products/copy/check?year=: the latest copy into the year (not_started when none). */
export async function checkProductCopy(ctx: Pick<AdminContext, 'db' | 'session'>, input: TCopyProductsInput): Promise<TProductCopyStatus> {
  assertOrgAdminOf(ctx.session, input.orgId);
  return productCopyStatus(ctx.db, input.orgId, input.year);
}
