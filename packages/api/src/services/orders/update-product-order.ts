import { AppError, applyProductOrderChange, schemeConflictViolation, toMinorUnits, type ProductOrderChange, type SavedProductOrder } from '@eqa/core';
import type { TOrder } from './orders.types';
import type { TUpdateProductOrderInput } from './update-product-order.types';
import { loadCatalogue, orderableProduct, productSchemes } from './catalogue-queries';
import { lockOrderYear } from './order-year-lock';
import { loadOrders, type OrderRow } from './order-queries';
import { orderOut, orderViolationError } from './order-out';
import { assertOrderingOpen, openOrders, type OrdersContext } from './orders-access';
import { writeOrder } from '@eqa/db';

/**
 * A saved order as core's change rule reads it. A cancelled order keeps its quantities (core:
 * they stand for 0 in the dirty rule and the totals), so ordering it again brings them back.
 */
function savedOrder(order: OrderRow): SavedProductOrder {
  return {
    active: order.active,
    paper: order.paper,
    rounds: order.rounds.map(({ roundId, sampleSetQuantity, extraEvaluationQuantity }) => ({ roundId, sampleSetQuantity, extraEvaluationQuantity })),
  };
}

/**
 * PATCH /labs/{labId}/orders/orgs/{orgId}/years/{year}/products/{productId} (spec 2 §7): applies the
 * change set of one product order. After openOrders (write access, contract) and 409
 * ordering_disabled, in one transaction holding the year's lock (lockOrderYear: concurrent edits
 * run one after the other, each on what the previous committed, so none is lost):
 * 404 when the product is not in the lab's catalogue of the year; 422 productId
 * orders.schemeAlreadyOrdered (core schemeConflictViolation) when the change makes the order active;
 * 422 for the first broken rule of core applyProductOrderChange (param and i18n key as core names
 * them, e.g. rounds.1 orders.deadlinePassed); else the order is created or updated with core's
 * price (minor units stored as numeric) and dirty flags. Answers the saved order.
 */
export async function updateProductOrder(ctx: OrdersContext, input: TUpdateProductOrderInput): Promise<TOrder> {
  const { labId, orgId, year, productId } = input;
  const scope = await openOrders(ctx, labId, orgId, { mode: 'write', contractYear: year });
  assertOrderingOpen(ctx.settings, scope, year);
  const change: ProductOrderChange = {
    rounds: input.rounds,
    variantId: input.variantId,
    comment: input.comment,
    optionIds: input.optionIds,
    ...(input.paper !== undefined ? { paper: input.paper } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  return ctx.db.transaction().execute(async (trx) => {
    const orderYear = await lockOrderYear(trx, labId, orgId, year);
    const [catalogue, orders] = await Promise.all([loadCatalogue(trx, { orgId, year, countryId: scope.countryId }), loadOrders(trx, labId, orgId, year)]);
    const product = catalogue.find((p) => p.id === productId);
    if (!product) throw AppError.notFound('Product');
    const saved = orders.find((o) => o.productId === productId) ?? null;
    if (change.active ?? saved?.active ?? true) {
      const conflict = schemeConflictViolation(productId, productSchemes(catalogue, orders));
      if (conflict) throw orderViolationError(conflict);
    }
    const result = applyProductOrderChange(orderableProduct(product), change, {
      currencyId: scope.currencyId,
      viewer: { orgUser: scope.orgUser },
      now: scope.now,
      saved: saved && savedOrder(saved),
      yearPaper: orderYear.paper,
    });
    if (!result.ok) throw orderViolationError(result.violation);
    const { order } = result;
    await writeOrder(trx, saved, {
      labId,
      orgId,
      year,
      productId,
      active: order.active,
      paper: order.paper,
      variantId: order.variantId,
      comment: order.comment,
      optionIds: order.optionIds,
      // a cancellation of a product that lost its price keeps the last amount (it counts 0 anyway)
      amount: order.pricing ? order.pricing.total : toMinorUnits(saved?.amount ?? 0),
      currencyId: order.pricing?.currencyId ?? saved?.currencyId ?? scope.currencyId,
      rounds: order.rounds,
    });
    const [written] = await loadOrders(trx, labId, orgId, year).then((rows) => rows.filter((o) => o.productId === productId));
    if (!written) throw new AppError('INTERNAL', 'The order was not saved');
    return orderOut(written);
  });
}
