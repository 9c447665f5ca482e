import { AppError, fromMinorUnits, isOrderDirty, isRoundOrderDirty, toMinorUnits, type OrderState, type OrderViolation } from '@eqa/core';
import type { TOrder } from './orders.types';
import { iso, isoOrNull } from '../config/values';
import type { OrderRow } from './order-queries';

/** A stored amount (numeric(14,2), parsed to a number) on the wire: major units, exactly two decimals at most. */
export function moneyOut(amount: number): number {
  return fromMinorUnits(toMinorUnits(amount));
}

/** An order row as core's dirty rule sees it. */
export function orderState(order: OrderRow): OrderState {
  return {
    active: order.active,
    confirmedAt: order.confirmedAt,
    amount: order.amount,
    confirmedAmount: order.confirmedAmount,
    rounds: order.rounds,
  };
}

/** An order on the wire; `dirty` is core's verdict on the stored values (what checkout confirms). */
export function orderOut(order: OrderRow): TOrder {
  return {
    id: order.id,
    productId: order.productId,
    type: order.productType,
    paper: order.paper,
    variantId: order.variantId,
    amount: moneyOut(order.amount),
    currency: order.currencyId,
    dirty: isOrderDirty(orderState(order)),
    active: order.active,
    comment: order.comment,
    optionIds: order.optionIds,
    rounds: order.rounds.map((round) => ({
      roundId: round.roundId,
      active: round.active,
      sampleSetQuantity: round.sampleSetQuantity,
      extraEvaluationQuantity: round.extraEvaluationQuantity,
      variantId: round.variantId,
      paper: round.paper,
      dirty: isRoundOrderDirty(round, order.active),
      type: order.productType,
      confirmedSampleSetQuantity: round.confirmedSampleSetQuantity,
      confirmedExtraEvaluationQuantity: round.confirmedExtraEvaluationQuantity,
    })),
    confirmedAt: isoOrNull(order.confirmedAt),
    confirmedAmount: order.confirmedAmount === null ? null : moneyOut(order.confirmedAmount),
    updatedAt: iso(order.updatedAt),
  };
}

/**
 * A broken ordering rule as a 422: param the field (`rounds.2`, `variantId`, `productId`, …), and
 * the message code core names (`orders.deadlinePassed`), which goes out as the error's type with
 * its English sentence as the message (error-mapping.ts); the values its text names
 * (`{ minRounds, rounds }`) go out as the error's params.
 */
export function orderViolationError(violation: OrderViolation): AppError {
  return AppError.constraint(violation.param, violation.message, undefined, violation.values ? { ...violation.values } : undefined);
}
