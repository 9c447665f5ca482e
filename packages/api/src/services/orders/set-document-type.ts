import { sql } from 'kysely';
import { isSurveyLikeProduct, priceOrder, toMinorUnits } from '@eqa/core';
import type { TYearOrders } from './get-year-orders.types';
import type { TSetDocumentTypeInput } from './set-document-type.types';
import { loadOrderedProducts } from './catalogue-queries';
import { yearOrders } from './get-year-orders';
import { lockOrderYear } from './order-year-lock';
import { loadOrders } from './order-queries';
import { orderViolationError } from './order-out';
import { assertOrderingOpen, openOrders, type OrdersContext } from './orders-access';
import { writeOrder } from '@eqa/db';

/**
 * POST /labs/{labId}/orders/orgs/{orgId}/years/{year}/document_type { paper } (spec 2 §2/§4 document
 * type): online only (false) or online plus paper (true) for the year (order_years.paper) and every
 * order of it. Paper is an order-level choice, not checked per round (orders-rules.md); each order
 * of a survey-like product takes the flag (certificates never have paper) and is priced again with
 * core priceOrder (its quantities and variant as saved), dirty flags by core's rule. An active order
 * that cannot be priced any more answers 422 (core's violation; nothing is written). After
 * openOrders (write) and 409 ordering_disabled, under the year's lock. Answers the year's orders.
 */
export async function setDocumentType(ctx: OrdersContext, input: TSetDocumentTypeInput): Promise<TYearOrders> {
  const { labId, orgId, year, paper } = input;
  const scope = await openOrders(ctx, labId, orgId, { mode: 'write', contractYear: year });
  assertOrderingOpen(ctx.settings, scope, year);
  return ctx.db.transaction().execute(async (trx) => {
    await lockOrderYear(trx, labId, orgId, year);
    await trx
      .updateTable('orderYears')
      .set({ paper, updatedAt: sql<Date>`now()` })
      .where('labId', '=', labId)
      .where('orgId', '=', orgId)
      .where('year', '=', year)
      .execute();
    const orders = await loadOrders(trx, labId, orgId, year);
    const products = new Map((await loadOrderedProducts(trx, { orgId, year }, orders.map((o) => o.productId))).map((p) => [p.id, p]));
    for (const order of orders) {
      const product = products.get(order.productId);
      if (!product) continue;
      const orderPaper = isSurveyLikeProduct(product.type) && paper;
      if (orderPaper === order.paper && order.rounds.every((round) => round.paper === orderPaper)) continue;
      const rounds = product.rounds.map((round) => {
        const saved = order.rounds.find((r) => r.roundId === round.id);
        return { roundId: round.id, sampleSetQuantity: saved?.sampleSetQuantity ?? 0, extraEvaluationQuantity: saved?.extraEvaluationQuantity ?? 0 };
      });
      const pricing = priceOrder({
        currencyId: order.currencyId,
        variantId: order.variantId,
        paper: orderPaper,
        productType: product.type,
        productMinRounds: product.minRounds,
        productRoundIds: product.rounds.map((round) => round.id),
        rounds,
        prices: product.prices,
      });
      if (!pricing.ok && order.active) throw orderViolationError(pricing.violation);
      await writeOrder(trx, order, {
        labId,
        orgId,
        year,
        productId: order.productId,
        active: order.active,
        paper: orderPaper,
        variantId: order.variantId,
        comment: order.comment,
        optionIds: order.optionIds,
        amount: pricing.ok ? pricing.total : toMinorUnits(order.amount),
        currencyId: order.currencyId,
        rounds,
      });
    }
    return yearOrders(trx, scope, year, scope.now);
  });
}
