import { fromMinorUnits, invoicedDifference, isAnnualSummaryDirty, orderCopyAction } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { TYearOrders } from './get-year-orders.types';
import type { TOrdersYearInput } from './orders.types';
import { loadOrders } from './order-queries';
import { orderOut, orderState } from './order-out';
import { openOrders, type OrdersContext, type OrdersScope } from './orders-access';

/** The lab's orders of the year at the org on the wire (also the answer of the document type change). */
export async function yearOrders(db: Executor, scope: Pick<OrdersScope, 'labId' | 'orgId' | 'currencyId'>, year: number, now: Date): Promise<TYearOrders> {
  const [orders, orderYear, invoices] = await Promise.all([
    loadOrders(db, scope.labId, scope.orgId, year),
    db.selectFrom('orderYears').select('paper').where('labId', '=', scope.labId).where('orgId', '=', scope.orgId).where('year', '=', year).executeTakeFirst(),
    db
      .selectFrom('invoices')
      .select(['cancelled', 'cancelledAnnualNumber', 'total', 'netTotal', 'currencyId'])
      .where('labId', '=', scope.labId)
      .where('orgId', '=', scope.orgId)
      .where('year', '=', year)
      .execute(),
  ]);
  const totals = invoicedDifference(orders, invoices);
  const own = totals.find((t) => t.currencyId === scope.currencyId);
  return {
    year,
    paper: orderYear?.paper ?? null,
    currency: scope.currencyId,
    sum: fromMinorUnits(own?.ordered ?? 0),
    totals: totals.map((t) => ({ currency: t.currencyId, ordered: fromMinorUnits(t.ordered), invoiced: fromMinorUnits(t.invoiced), difference: fromMinorUnits(t.difference) })),
    dirty: isAnnualSummaryDirty(orders.map(orderState)),
    copyAction: orderCopyAction(year, orders, now),
    orders: orders.map(orderOut),
  };
}

/** GET /labs/{labId}/orders/orgs/{orgId}/years/{year}: the lab's orders of the year, its document type and sums. */
export async function getYearOrders(ctx: OrdersContext, input: TOrdersYearInput): Promise<TYearOrders> {
  const scope = await openOrders(ctx, input.labId, input.orgId, { mode: 'read', contractYear: input.year });
  return yearOrders(ctx.db, scope, input.year, scope.now);
}
