import type { TCheckOrderCopyInput, TOrderCopyStatus } from './copy-orders.types';
import { orderCopyStatus } from './order-copy-status';
import { openOrders, type OrdersContext } from './orders-access';

/** GET /labs/{labId}/orders/orgs/{orgId}/copy/check?year= (polled every second): the latest copy into the year, not_started when none. */
export async function checkOrderCopy(ctx: OrdersContext, input: TCheckOrderCopyInput): Promise<TOrderCopyStatus> {
  await openOrders(ctx, input.labId, input.orgId, { mode: 'read', contractYear: input.year });
  return orderCopyStatus(ctx.db, input.labId, input.orgId, input.year);
}
