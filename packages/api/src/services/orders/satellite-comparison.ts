import { AppError, fromMinorUnits, satelliteComparison, toMinorUnits } from '@eqa/core';
import { sql } from 'kysely';
import { loadOrders } from './order-queries';
import { openOrders, type OrdersContext } from './orders-access';
import type { TOrdersYearInput } from './orders.types';
import type { TSatelliteComparison } from './satellite-comparison.types';

/**
 * Spec 2 §2 satellite comparison (only for core labs): the core lab's and its satellites' orders of the
 * year at the org, products × labs. Opened as the core lab's orders (its users, or the org's staff);
 * 403 for a lab that has no satellites to compare (not a core lab).
 */
export async function getSatelliteComparison(ctx: OrdersContext, input: TOrdersYearInput): Promise<TSatelliteComparison> {
  // who may read the core lab's orders may compare (its users with the year's contract, the org's staff)
  await openOrders(ctx, input.labId, input.orgId, { mode: 'read', contractYear: input.year });
  const core = await ctx.db.selectFrom('labs').select('satelliteConnection').where('id', '=', input.labId).executeTakeFirstOrThrow();
  if (core.satelliteConnection !== 'parent_lab') throw AppError.forbidden('Only a core lab compares its satellites’ orders');
  const labs = await ctx.db
    .selectFrom('labs as l')
    .innerJoin('countries as c', 'c.id', 'l.countryId')
    .innerJoin('orgLabs as ol', (join) => join.onRef('ol.labId', '=', 'l.id').on('ol.orgId', '=', input.orgId))
    // the org's billing currency of each lab's country (as openOrders)
    .leftJoin('orgCountries as oc', (join) => join.onRef('oc.countryId', '=', 'l.countryId').onRef('oc.orgId', '=', 'ol.orgId'))
    .select(['l.id', 'l.shortName', 'l.name', 'l.parentLabId', sql<string>`coalesce(oc.currency_id, c.currency_id, 'EUR')`.as('currencyId')])
    .where((eb) => eb.or([eb('l.id', '=', input.labId), eb('l.parentLabId', '=', input.labId)]))
    .execute();
  // the core lab first, then the satellites by numeric QC code (spec 3: satellites sorted by numeric QC code)
  labs.sort((a, b) => Number(a.id !== input.labId) - Number(b.id !== input.labId) || a.shortName.localeCompare(b.shortName, 'en', { numeric: true }));
  const orders = (await Promise.all(labs.map((lab) => loadOrders(ctx.db, lab.id, input.orgId, input.year).then((rows) => rows.map((row) => ({ ...row, labId: lab.id })))))).flat();
  const products = orders.length
    ? await ctx.db
        .selectFrom('products')
        .select(['id', 'shortName', 'name', 'ordinal'])
        .where('id', 'in', [...new Set(orders.map((order) => order.productId))])
        .orderBy('ordinal')
        .orderBy('id')
        .execute()
    : [];
  const productOrder = new Map(products.map((product, index) => [product.id, index]));
  orders.sort((a, b) => (productOrder.get(a.productId) ?? 0) - (productOrder.get(b.productId) ?? 0));
  const comparison = satelliteComparison(
    labs.map((lab) => ({ labId: lab.id, currencyId: lab.currencyId })),
    orders.map((order) => ({ labId: order.labId, productId: order.productId, active: order.active, amountMinor: toMinorUnits(order.amount), rounds: order.rounds })),
  );
  const productById = new Map(products.map((product) => [product.id, product]));
  return {
    year: input.year,
    labs: labs.map((lab, index) => {
      const total = comparison.labTotals[index];
      return { labId: lab.id, shortName: lab.shortName, name: lab.name, currency: lab.currencyId, products: total?.products ?? 0, total: fromMinorUnits(total?.amountMinor ?? 0) };
    }),
    products: comparison.products.map((row) => {
      const product = productById.get(row.productId);
      return {
        productId: row.productId,
        shortName: product?.shortName ?? '',
        name: product?.name ?? {},
        labsOrdering: row.labsOrdering,
        cells: row.cells.map((cell) => (cell ? { sampleSets: cell.sampleSets, extraEvaluations: cell.extraEvaluations, amount: fromMinorUnits(cell.amountMinor) } : null)),
      };
    }),
    totals: comparison.currencyTotals.map((total) => ({ currency: total.currencyId, total: fromMinorUnits(total.amountMinor) })),
  };
}
