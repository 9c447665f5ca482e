import { sql } from 'kysely';
import { isOrderDirty, isRoundOrderDirty, minorUnitsToDecimal, type RoundQuantities } from '@eqa/core';
import type { Executor } from '../schema';

/** What a write finds of the order before it: its confirmed values, which stay. */
export interface SavedOrder {
  id: number;
  confirmedAt: Date | null;
  confirmedAmount: number | null;
  rounds: ReadonlyArray<{ roundId: number; confirmedSampleSetQuantity: number | null; confirmedExtraEvaluationQuantity: number | null }>;
}

/** What an order change stores: the order's choices, its price and every round of its product. */
export interface OrderWrite {
  labId: number;
  orgId: number;
  year: number;
  productId: number;
  active: boolean;
  paper: boolean;
  variantId: number | null;
  comment: string | null;
  optionIds: number[];
  /** Minor units (core pricing). */
  amount: number;
  currencyId: string;
  rounds: readonly RoundQuantities[];
}

/**
 * Writes an order and its round orders (one row per round of the product, upserted; round orders of
 * rounds the product no longer has are left as they are). Each round takes the order's variant,
 * paper and active flag; the dirty flags are core's rule (isRoundOrderDirty, isOrderDirty) against
 * the values confirmed at the last checkout, which stay. Inside the caller's transaction, after the
 * order year is locked. The one write of an order: the API's edits and the orders.copy job. Answers
 * the order id.
 */
export async function writeOrder(trx: Executor, saved: SavedOrder | null, order: OrderWrite): Promise<number> {
  const rounds = order.rounds.map((round) => {
    const before = saved?.rounds.find((r) => r.roundId === round.roundId);
    const state = {
      active: order.active,
      sampleSetQuantity: round.sampleSetQuantity,
      extraEvaluationQuantity: round.extraEvaluationQuantity,
      confirmedSampleSetQuantity: before?.confirmedSampleSetQuantity ?? null,
      confirmedExtraEvaluationQuantity: before?.confirmedExtraEvaluationQuantity ?? null,
    };
    return { ...state, roundId: round.roundId, dirty: isRoundOrderDirty(state, order.active) };
  });
  const amount = minorUnitsToDecimal(order.amount);
  const dirty = isOrderDirty({
    active: order.active,
    confirmedAt: saved?.confirmedAt ?? null,
    amount: Number(amount),
    confirmedAmount: saved?.confirmedAmount ?? null,
    rounds,
  });
  const values = {
    variantId: order.variantId,
    paper: order.paper,
    comment: order.comment,
    optionIds: order.optionIds,
    active: order.active,
    dirty,
    amount,
    currencyId: order.currencyId,
  };
  const orderId = saved
    ? (await trx.updateTable('orders').set({ ...values, updatedAt: sql<Date>`now()` }).where('id', '=', saved.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('orders')
          .values({ ...values, labId: order.labId, orgId: order.orgId, year: order.year, productId: order.productId, confirmedAmount: null, confirmedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  if (rounds.length > 0) {
    await trx
      .insertInto('roundOrders')
      .values(
        rounds.map((round) => ({
          orderId,
          roundId: round.roundId,
          sampleSetQuantity: round.sampleSetQuantity,
          extraEvaluationQuantity: round.extraEvaluationQuantity,
          variantId: order.variantId,
          paper: order.paper,
          active: order.active,
          dirty: round.dirty,
          confirmedSampleSetQuantity: round.confirmedSampleSetQuantity,
          confirmedExtraEvaluationQuantity: round.confirmedExtraEvaluationQuantity,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['orderId', 'roundId']).doUpdateSet((eb) => ({
          sampleSetQuantity: eb.ref('excluded.sampleSetQuantity'),
          extraEvaluationQuantity: eb.ref('excluded.extraEvaluationQuantity'),
          variantId: eb.ref('excluded.variantId'),
          paper: eb.ref('excluded.paper'),
          active: eb.ref('excluded.active'),
          dirty: eb.ref('excluded.dirty'),
          updatedAt: sql<Date>`now()`,
        })),
      )
      .execute();
  }
  return orderId;
}
