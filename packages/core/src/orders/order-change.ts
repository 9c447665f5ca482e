import type { ProductType } from '../config/constants';
import { isSurveyLikeProduct } from '../config/product-rules';
import type { DateLike } from '../surveys/survey-status';
import { isRoundOrderEditable, type OrderViewer, type ProductRoundDates } from './editability';
import { minRoundsViolation } from './min-rounds';
import { priceOrder, type OrderPricing, type ProductPriceRow } from './pricing';
import type { RoundQuantities } from './quantities';
import { normaliseProductOrderChange, type ProductOrderChange } from './schemas';
import { ORDER_MESSAGES, type OrderViolation } from './violations';

/** A product of the catalogue as the order-change rules see it. */
export interface OrderableProduct {
  type: ProductType;
  extraEvaluationAvailable: boolean;
  minRounds: number | null;
  /** Every round of the product, in display order, with the dates that close it. */
  rounds: ReadonlyArray<{ roundId: number } & ProductRoundDates>;
  variantIds: readonly number[];
  optionIds: readonly number[];
  prices: readonly ProductPriceRow[];
}

/** The saved order of the product, if any. */
export interface SavedProductOrder {
  active: boolean;
  paper: boolean;
  rounds: readonly RoundQuantities[];
}

export interface OrderChangeContext {
  /** The lab's currency. */
  currencyId: string;
  viewer: OrderViewer;
  now: DateLike;
  /** The saved order (null: a new one). */
  saved: SavedProductOrder | null;
  /** The year's document type (order_years.paper), used for a new order that sends no paper flag. */
  yearPaper: boolean | null;
}

/** The order a change leads to: every round of the product with its quantities, and its price. */
export interface AppliedOrderChange {
  active: boolean;
  paper: boolean;
  variantId: number | null;
  comment: string | null;
  optionIds: number[];
  rounds: RoundQuantities[];
  /** The price; null only for a cancelled order of a product that has no price for the lab any more. */
  pricing: OrderPricing | null;
}

export type OrderChangeResult = { ok: true; order: AppliedOrderChange } | { ok: false; violation: OrderViolation };

/**
 * The server's check of one product order change (after ZProductOrderChange parsed it, and after the
 * ordering-disabled and scheme checks), answering the first broken rule or the resulting order:
 * 1. rounds: each round once (`orders.duplicateRound`) and of the product (`orders.unknownRound`);
 * 2. extra evaluations only where the product offers them (`orders.extraEvaluationUnavailable`);
 * 3. variant: one of the product's when it has variants (`orders.variantRequired`,
 *    `orders.unknownVariant`), none otherwise; options of the product (`orders.unknownOption`);
 *    paper only for survey-like products (`orders.paperUnavailable`);
 * 4. a round whose quantities change (cancelling the order changes every round to 0) must still be
 *    editable for the viewer (`orders.deadlinePassed`, param `rounds.{i}` of the product's rounds);
 * 5. the price (`orders.noPriceForCurrency`, `orders.noPriceForVariant`, `orders.amountTooLarge`) of an
 *    active order (a cancellation is never refused for want of a price: pricing null);
 * 6. minimum rounds for an active order (`orders.minimumRounds`).
 * A cancelled order keeps its quantities and its amount; it stands for 0 in the dirty rule and the totals.
 * Extra evaluations are reset where the sample sets are 0 before any check.
 */
export function applyProductOrderChange(product: OrderableProduct, input: ProductOrderChange, context: OrderChangeContext): OrderChangeResult {
  const change = normaliseProductOrderChange(input);
  const productRoundIds = product.rounds.map((round) => round.roundId);
  const seen = new Set<number>();
  for (const [index, round] of change.rounds.entries()) {
    if (seen.has(round.roundId)) return fail(`rounds.${index}.roundId`, ORDER_MESSAGES.duplicateRound);
    seen.add(round.roundId);
    if (!productRoundIds.includes(round.roundId)) return fail(`rounds.${index}.roundId`, ORDER_MESSAGES.unknownRound);
    if (round.extraEvaluationQuantity > 0 && !product.extraEvaluationAvailable) {
      return fail(`rounds.${index}.extraEvaluationQuantity`, ORDER_MESSAGES.extraEvaluationUnavailable);
    }
  }
  if (product.variantIds.length > 0 && change.variantId === null) return fail('variantId', ORDER_MESSAGES.variantRequired);
  if (change.variantId !== null && !product.variantIds.includes(change.variantId)) return fail('variantId', ORDER_MESSAGES.unknownVariant);
  for (const [index, optionId] of change.optionIds.entries()) {
    if (!product.optionIds.includes(optionId)) return fail(`optionIds.${index}`, ORDER_MESSAGES.unknownOption);
  }
  if (change.paper === true && !isSurveyLikeProduct(product.type)) return fail('paper', ORDER_MESSAGES.paperUnavailable);
  const paper = isSurveyLikeProduct(product.type) && (change.paper ?? context.saved?.paper ?? context.yearPaper ?? false);
  const active = change.active ?? context.saved?.active ?? true;

  const sent = new Map(change.rounds.map((round) => [round.roundId, round]));
  const saved = new Map((context.saved?.rounds ?? []).map((round) => [round.roundId, round]));
  const rounds = productRoundIds.map((roundId): RoundQuantities => {
    const round = sent.get(roundId) ?? saved.get(roundId);
    return { roundId, sampleSetQuantity: round?.sampleSetQuantity ?? 0, extraEvaluationQuantity: round?.extraEvaluationQuantity ?? 0 };
  });

  const savedActive = context.saved?.active ?? false;
  for (const [index, round] of rounds.entries()) {
    const before = saved.get(round.roundId);
    const wasSampleSets = savedActive ? (before?.sampleSetQuantity ?? 0) : 0;
    const wasExtra = savedActive ? (before?.extraEvaluationQuantity ?? 0) : 0;
    const nowSampleSets = active ? round.sampleSetQuantity : 0;
    const nowExtra = active ? round.extraEvaluationQuantity : 0;
    if (wasSampleSets === nowSampleSets && wasExtra === nowExtra) continue;
    const dates = product.rounds[index];
    if (dates && !isRoundOrderEditable(dates, context.viewer, context.now)) return fail(`rounds.${index}`, ORDER_MESSAGES.deadlinePassed);
  }

  const pricing = priceOrder({
    currencyId: context.currencyId,
    variantId: change.variantId,
    paper,
    productType: product.type,
    productMinRounds: product.minRounds,
    productRoundIds,
    rounds,
    prices: product.prices,
  });
  const order = { active, paper, variantId: change.variantId, comment: change.comment, optionIds: [...new Set(change.optionIds)], rounds };
  if (!pricing.ok) return active ? { ok: false, violation: pricing.violation } : { ok: true, order: { ...order, pricing: null } };
  if (active) {
    const minimum = minRoundsViolation(rounds, pricing.minRounds);
    if (minimum) return { ok: false, violation: minimum };
  }
  const { ok: _ok, ...priced } = pricing;
  return { ok: true, order: { ...order, paper: priced.paper, pricing: priced } };
}

function fail(param: string, message: string): OrderChangeResult {
  return { ok: false, violation: { param, message } };
}
