import type { ProductType } from '../config/constants';
import { isSurveyLikeProduct } from '../config/product-rules';
import type { Localized } from '../platform/localized';
import type { DateLike } from '../surveys/survey-status';
import { currentOrderYear, orderCopyYears, ORDERS_TIME_ZONE } from './constants';
import { fromMinorUnits } from './money';
import { priceOrder, type OrderPriceLine, type ProductPriceRow } from './pricing';
import type { RoundQuantities } from './quantities';

/** One of last year's orders, with what the copy needs to find its counterparts in the new year. */
export interface CopySourceOrder {
  productId: number;
  shortName: string;
  name: Localized;
  active: boolean;
  paper: boolean;
  comment: string | null;
  /** The ordinal of the ordered variant (null: none). */
  variantOrdinal: number | null;
  /** The ordinals of the selected options. */
  optionOrdinals: readonly number[];
  /** Round orders by the ordinal of their round within last year ('2016/2' → 2). */
  rounds: ReadonlyArray<{ roundOrdinal: number; active: boolean; sampleSetQuantity: number; extraEvaluationQuantity: number }>;
}

/** A product of the new year's catalogue (the lab's: the products offered in its country). */
export interface CopyTargetProduct {
  id: number;
  /** Set by the copy of last year's products. */
  copiedFromProductId: number | null;
  shortName: string;
  name: Localized;
  year: number;
  type: ProductType;
  extraEvaluationAvailable: boolean;
  minRounds: number | null;
  rounds: ReadonlyArray<{ roundId: number; ordinal: number }>;
  variants: ReadonlyArray<{ id: number; ordinal: number }>;
  options: ReadonlyArray<{ id: number; ordinal: number }>;
  prices: readonly ProductPriceRow[];
}

/** Why a product is listed among the copy's differences. */
export type OrderCopyDifferenceReason = 'missing' | 'empty' | 'paper' | 'no_price';

/**
 * An entry of the differences list (order_copy_differences; spec 2 §3: shortName, name, year, flags
 * paper and empty). `year` is the year copied into; `productId` the new year's product (null when it
 * no longer exists). paper: carried over, but its document type changed; empty: not carried over,
 * none of its ordered rounds exists in the new year. A product that no longer exists, or has no price
 * for the lab, has neither flag.
 */
export interface OrderCopyDifference {
  productId: number | null;
  shortName: string;
  name: Localized;
  year: number;
  paper: boolean;
  empty: boolean;
  reason: OrderCopyDifferenceReason;
}

/** An order the copy creates. Money in minor units (amount) and major units (amountValue, for numeric columns). */
export interface CopiedOrder {
  productId: number;
  sourceProductId: number;
  variantId: number | null;
  paper: boolean;
  comment: string | null;
  optionIds: number[];
  active: true;
  dirty: true;
  currencyId: string;
  amount: number;
  amountValue: number;
  rounds: Array<RoundQuantities & { variantId: number | null; paper: boolean; active: true; dirty: true }>;
  lines: OrderPriceLine[];
}

export interface OrderCopyInput {
  /** The year copied into. */
  year: number;
  /** Last year's orders of the lab at the org. */
  orders: readonly CopySourceOrder[];
  /** The new year's catalogue for the lab. */
  catalogue: readonly CopyTargetProduct[];
  /** The lab's currency. */
  currencyId: string;
  /** The new year's document type (order_years.paper); null: not chosen, each order keeps its own. */
  yearPaper: boolean | null;
}

export interface OrderCopyPlan {
  orders: CopiedOrder[];
  differences: OrderCopyDifference[];
}

/** The new year's product of an old one: the copy of it (copiedFromProductId), else the same short name. */
export function copyTargetProduct(order: Pick<CopySourceOrder, 'productId' | 'shortName'>, catalogue: readonly CopyTargetProduct[]): CopyTargetProduct | null {
  const shortName = order.shortName.trim();
  return catalogue.find((p) => p.copiedFromProductId === order.productId) ?? catalogue.find((p) => p.shortName.trim() === shortName) ?? null;
}

/**
 * The copy of last year's orders into `year` (the rule the orders.copy job runs):
 * - only active orders that have a sample set are copied; each goes to the new year's product
 *   (copyTargetProduct); none → difference 'missing';
 * - each round order goes to the product's round of the new year with the same ordinal, quantities
 *   kept (extra evaluations dropped when the product no longer offers them); the product's other
 *   rounds get 0. No sample set left → not copied, difference 'empty';
 * - the variant with the same ordinal (none: no variant), the options with the same ordinals;
 *   comment kept;
 * - paper: the new year's document type when chosen, else the order's own; certificates never.
 *   Copied with a changed paper flag → difference 'paper';
 * - the amount recomputed with the new prices in the lab's currency; no price → not copied,
 *   difference 'no_price'. minRounds is not enforced: the orders are dirty and the lab completes them
 *   before checkout.
 * Differences and orders follow the order of `orders`; one new product takes one order (the first).
 */
export function planOrderCopy(input: OrderCopyInput): OrderCopyPlan {
  const plan: OrderCopyPlan = { orders: [], differences: [] };
  const taken = new Set<number>();
  for (const source of input.orders) {
    const ordered = source.rounds.filter((round) => round.active && round.sampleSetQuantity > 0);
    if (!source.active || ordered.length === 0) continue;
    const target = copyTargetProduct(source, input.catalogue);
    const difference = (reason: OrderCopyDifferenceReason): OrderCopyDifference => ({
      productId: target?.id ?? null,
      shortName: target?.shortName ?? source.shortName,
      name: target?.name ?? source.name,
      year: input.year,
      paper: reason === 'paper',
      empty: reason === 'empty',
      reason,
    });
    if (!target || taken.has(target.id)) {
      plan.differences.push({ ...difference('missing'), productId: null, shortName: source.shortName, name: source.name });
      continue;
    }
    const byOrdinal = new Map(ordered.map((round) => [round.roundOrdinal, round]));
    const rounds = target.rounds.map((round): RoundQuantities => {
      const old = byOrdinal.get(round.ordinal);
      return {
        roundId: round.roundId,
        sampleSetQuantity: old?.sampleSetQuantity ?? 0,
        extraEvaluationQuantity: old && target.extraEvaluationAvailable ? old.extraEvaluationQuantity : 0,
      };
    });
    if (!rounds.some((round) => round.sampleSetQuantity > 0)) {
      plan.differences.push(difference('empty'));
      continue;
    }
    const variantId = source.variantOrdinal === null ? null : (target.variants.find((v) => v.ordinal === source.variantOrdinal)?.id ?? null);
    const optionIds = target.options.filter((option) => source.optionOrdinals.includes(option.ordinal)).map((option) => option.id);
    const paper = isSurveyLikeProduct(target.type) && (input.yearPaper ?? source.paper);
    const pricing = priceOrder({
      currencyId: input.currencyId,
      variantId,
      paper,
      productType: target.type,
      productMinRounds: target.minRounds,
      productRoundIds: target.rounds.map((round) => round.roundId),
      rounds,
      prices: target.prices,
    });
    if (!pricing.ok) {
      plan.differences.push(difference('no_price'));
      continue;
    }
    taken.add(target.id);
    plan.orders.push({
      productId: target.id,
      sourceProductId: source.productId,
      variantId,
      paper,
      comment: source.comment,
      optionIds,
      active: true,
      dirty: true,
      currencyId: pricing.currencyId,
      amount: pricing.total,
      amountValue: fromMinorUnits(pricing.total),
      rounds: rounds.map((round) => ({ ...round, variantId, paper, active: true, dirty: true })),
      lines: pricing.lines,
    });
    if (paper !== source.paper) plan.differences.push(difference('paper'));
  }
  return plan;
}

/** The differences list of the copy (what the orders.copy job stores and the screen lists). */
export function orderCopyDifferences(input: OrderCopyInput): OrderCopyDifference[] {
  return planOrderCopy(input).differences;
}

/**
 * Spec 2 §4: the copy is offered for the current or the next year when the lab has no orders or none
 * active; with active orders a check of the differences is offered instead. Other years: neither.
 */
export function orderCopyAction(year: number, orders: ReadonlyArray<{ active: boolean }>, now: DateLike, timeZone: string = ORDERS_TIME_ZONE): 'copy' | 'check_differences' | null {
  if (!orderCopyYears(now, timeZone).includes(year)) return null;
  return orders.some((order) => order.active) ? 'check_differences' : 'copy';
}

/**
 * Spec 2 §4: for the next year, when loading finished with no orders and no copy running, the copy
 * status is checked automatically.
 */
export function shouldCheckCopyStatus(
  state: { year: number; loaded: boolean; orderCount: number; copyRunning: boolean },
  now: DateLike,
  timeZone: string = ORDERS_TIME_ZONE,
): boolean {
  return state.loaded && state.orderCount === 0 && !state.copyRunning && state.year === currentOrderYear(now, timeZone) + 1;
}
