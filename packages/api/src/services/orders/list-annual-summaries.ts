import {
  currentOrderYear,
  fromMinorUnits,
  isAnnualSummaryDirty,
  isAnnualSummaryYearDisabled,
  isInvoiceInForce,
  isLatePayment,
  toMinorUnits,
} from '@eqa/core';
import type { TAnnualSummaries } from './list-annual-summaries.types';
import { loadOrders } from './order-queries';
import { orderState } from './order-out';
import { openOrders, type OrdersContext } from './orders-access';

/**
 * GET /labs/{labId}/orders/orgs/{orgId}/annual_summaries (spec 2 §2 orders page), newest year first.
 * The years listed: those of the org's catalogue the lab sees (products not hidden, offered in its
 * country), those with the lab's orders, order years or invoices at the org, and the current year.
 * lastOrderYear is the newest catalogue year (the last year the lab can order for); later years are
 * disabled (core isAnnualSummaryYearDisabled). Lab users need the current year's contract.
 */
export async function listAnnualSummaries(ctx: OrdersContext, labId: number, orgId: number): Promise<TAnnualSummaries> {
  const current = currentOrderYear(ctx.clock.now());
  const scope = await openOrders(ctx, labId, orgId, { mode: 'read', contractYear: current });
  const { db } = ctx;
  const [orders, orderYears, invoices, catalogueYears] = await Promise.all([
    loadOrders(db, labId, orgId, null),
    db.selectFrom('orderYears').select('year').where('labId', '=', labId).where('orgId', '=', orgId).execute(),
    db
      .selectFrom('invoices')
      .select(['year', 'paid', 'cancelled', 'cancelledAnnualNumber', 'paymentDeadline'])
      .where('labId', '=', labId)
      .where('orgId', '=', orgId)
      .execute(),
    db
      .selectFrom('products as p')
      .select('p.year')
      .distinct()
      .where('p.orgId', '=', orgId)
      .where('p.hidden', '=', false)
      .where((eb) =>
        eb.or([
          eb.not(eb.exists(eb.selectFrom('productCountries as pc').select('pc.productId').whereRef('pc.productId', '=', 'p.id'))),
          eb.exists(eb.selectFrom('productCountries as pc').select('pc.productId').whereRef('pc.productId', '=', 'p.id').where('pc.countryId', '=', scope.countryId)),
        ]),
      )
      .execute(),
  ]);
  const lastOrderYear = catalogueYears.length === 0 ? null : Math.max(...catalogueYears.map((row) => row.year));
  const years = [
    ...new Set([current, ...catalogueYears.map((r) => r.year), ...orderYears.map((r) => r.year), ...orders.map((o) => o.year), ...invoices.map((i) => i.year)]),
  ].sort((a, b) => b - a);
  const items = years.map((year) => {
    const ofYear = orders.filter((o) => o.year === year);
    const active = ofYear.filter((o) => o.active);
    const total = active.filter((o) => o.currencyId === scope.currencyId).reduce((sum, o) => sum + toMinorUnits(o.amount), 0);
    const yearInvoices = invoices.filter((i) => i.year === year);
    return {
      year,
      lastOrderYear,
      dirty: isAnnualSummaryDirty(ofYear.map(orderState)),
      numberOfOrders: active.length,
      total: fromMinorUnits(total),
      currency: scope.currencyId,
      numberOfInvoices: yearInvoices.length,
      hasUnpaidInvoices: yearInvoices.some((i) => !i.paid && isInvoiceInForce(i)),
      hasLatePayments: yearInvoices.some((i) => isLatePayment(i, scope.now)),
      disabled: isAnnualSummaryYearDisabled(year, lastOrderYear, scope.now),
    };
  });
  return { items, total: items.length };
}
