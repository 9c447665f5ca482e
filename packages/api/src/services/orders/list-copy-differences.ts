import type { TOrderCopyDifferences } from './list-copy-differences.types';
import type { TOrdersYearInput } from './orders.types';
import { openOrders, type OrdersContext } from './orders-access';

/** GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/differences: what the last copy into the year stored (order_copy_differences), in its order. */
export async function listCopyDifferences(ctx: OrdersContext, input: TOrdersYearInput): Promise<TOrderCopyDifferences> {
  const { labId, orgId, year } = input;
  await openOrders(ctx, labId, orgId, { mode: 'read', contractYear: year });
  const items = await ctx.db
    .selectFrom('orderCopyDifferences')
    .select(['id', 'productId', 'shortName', 'name', 'year', 'paper', 'empty', 'reason'])
    .where('labId', '=', labId)
    .where('orgId', '=', orgId)
    .where('year', '=', year)
    .orderBy('id')
    .execute();
  return { items, total: items.length };
}
