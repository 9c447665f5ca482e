import { startJob } from '@eqa/db';
import { AppError, orderCopyAction } from '@eqa/core';
import type { TOrderCopyStatus } from './copy-orders.types';
import type { TOrdersYearInput } from './orders.types';
import { ORDER_COPY_JOB, orderCopyKey, orderCopyStatusOf } from './order-copy-status';
import { assertOrderingOpen, openOrders, type OrdersJobsContext } from './orders-access';

/**
 * GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/copy (spec 2 §4 "Copy of last year's orders";
 * a mutation behind GET, as the spec names it): starts the orders.copy job of year − 1 into `year`
 * for the lab at the org and answers its status. After openOrders (write) and 409
 * ordering_disabled: 422 year copy_not_offered unless `year` is the current or the next one, 409
 * orders_exist when the lab has active orders in `year` (core orderCopyAction: check the
 * differences instead), 409 job_running while a copy of the same lab, org and year runs.
 */
export async function startOrderCopy(ctx: OrdersJobsContext, input: TOrdersYearInput): Promise<TOrderCopyStatus> {
  const { labId, orgId, year } = input;
  const scope = await openOrders(ctx, labId, orgId, { mode: 'write', contractYear: year });
  assertOrderingOpen(ctx.settings, scope, year);
  const orders = await ctx.db.selectFrom('orders').select('active').where('labId', '=', labId).where('orgId', '=', orgId).where('year', '=', year).execute();
  const action = orderCopyAction(year, orders, scope.now);
  if (action === null) throw AppError.constraint('year', `Last year's orders can be copied into the current or the next year only, not ${year}`, 'copy_not_offered');
  if (action === 'check_differences') throw AppError.conflict(`${year} already has orders`, 'orders_exist');
  const run = await startJob(ctx.db, ctx.jobs, {
    name: ORDER_COPY_JOB,
    key: orderCopyKey(labId, orgId, year),
    payload: { labId, orgId, year },
    createdBy: scope.session.user.id,
  }, ctx.logger);
  return orderCopyStatusOf(year, run);
}
