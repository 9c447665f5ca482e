import type { ProductType } from '../config/constants';
import { isSurveyLikeProduct } from '../config/product-rules';
import { PAPER_SURCHARGE_PERCENT } from './constants';
import { percentOfAmount } from '../billing/currency';
import { fitsMoneyColumn, toMinorUnits } from './money';
import type { RoundQuantities } from './quantities';
import { ORDER_MESSAGES, type OrderViolation } from './violations';

/** A product price row (product_prices): money in major units as read from numeric(14,2). */
export interface ProductPriceRow {
  currencyId: string;
  paper: boolean;
  /** The variant the row is for; null: for every variant (or a product without variants). */
  variantId: number | null;
  /** Price of one sample set in one round. */
  value: number;
  /** Price of one sample set per round when every round of the product is ordered (0: no discount). */
  discountValue: number;
  /** Price of one extra evaluation. */
  extraEvaluationValue: number;
  /** Overrides the product's minRounds. */
  minRounds: number | null;
}

/** What decides the price of an order. */
export interface PriceQuery {
  /** The lab's currency (its country's). */
  currencyId: string;
  variantId: number | null;
  /** Online plus paper; ignored for certificates (paper exists for survey-like products only). */
  paper: boolean;
}

/**
 * The price row an order uses, or a violation:
 * - only rows of the wanted currency count; none → 'orders.noPriceForCurrency' (no fallback to another
 *   currency: the lab pays in its own);
 * - the variant's own rows win; without any, the rows for all variants (variantId null); neither →
 *   'orders.noPriceForVariant';
 * - paper: the paper row of that set when it exists, else the online row with the 10 % surcharge
 *   (`surcharge: true`); online: the online row.
 */
export type PriceSelection<P extends ProductPriceRow = ProductPriceRow> =
  | { ok: true; price: P; paper: boolean; surcharge: boolean }
  | { ok: false; violation: OrderViolation };

export function selectProductPrice<P extends ProductPriceRow>(prices: readonly P[], query: PriceQuery, productType: ProductType): PriceSelection<P> {
  const inCurrency = prices.filter((price) => price.currencyId === query.currencyId);
  if (inCurrency.length === 0) {
    return { ok: false, violation: { param: 'currencyId', message: ORDER_MESSAGES.noPriceForCurrency, values: { currencyId: query.currencyId } } };
  }
  const own = query.variantId === null ? [] : inCurrency.filter((price) => price.variantId === query.variantId);
  const rows = own.length > 0 ? own : inCurrency.filter((price) => price.variantId === null);
  const paper = query.paper && isSurveyLikeProduct(productType);
  const online = rows.find((price) => !price.paper);
  const paperRow = paper ? rows.find((price) => price.paper) : undefined;
  if (paperRow) return { ok: true, price: paperRow, paper: true, surcharge: false };
  if (online) return { ok: true, price: online, paper, surcharge: paper };
  return { ok: false, violation: { param: 'variantId', message: ORDER_MESSAGES.noPriceForVariant } };
}

/** One round of the price breakdown; every amount in minor units. */
export interface OrderPriceLine {
  roundId: number;
  sampleSetQuantity: number;
  /** Price of one sample set (the discount price when it applies), before any paper surcharge. */
  unitPrice: number;
  /** sampleSetQuantity × unitPrice. */
  sampleSetAmount: number;
  /** 10 % of sampleSetAmount, rounded half away from zero to the currency's decimals (HUF whole forints), when paper is priced by surcharge, else 0. */
  paperSurcharge: number;
  extraEvaluationQuantity: number;
  extraEvaluationUnitPrice: number;
  extraEvaluationAmount: number;
  /** sampleSetAmount + paperSurcharge + extraEvaluationAmount. */
  amount: number;
}

/** The priced order: what the round table shows and what the server stores as the order's amount. */
export interface OrderPricing {
  currencyId: string;
  /** Every round of the product has a sample set and the row has a discount price. */
  discount: boolean;
  paper: boolean;
  /** Paper priced by the 10 % surcharge (no paper row). */
  paperSurcharge: boolean;
  /** One line per round of the product, in the product's round order. */
  lines: OrderPriceLine[];
  /** Sum of the lines, in minor units. */
  total: number;
  /** The minimum number of rounds: the chosen row's, else the online row's, else the product's. */
  minRounds: number | null;
}

export type OrderPriceResult = ({ ok: true } & OrderPricing) | { ok: false; total: null; violation: OrderViolation };

export interface OrderPriceInput extends PriceQuery {
  productType: ProductType;
  /** The product's own minRounds (a price row may override it). */
  productMinRounds: number | null;
  /** Every round of the product, in display order. */
  productRoundIds: readonly number[];
  /** The order's quantities; rounds of the product not listed count as 0, other rounds are ignored. */
  rounds: readonly RoundQuantities[];
  prices: readonly ProductPriceRow[];
}

/**
 * Spec 2 §5 pricing, exact in minor units:
 *   amount = Σ rounds (sampleSetQuantity × round price + extraEvaluationQuantity × extraEvaluationValue)
 * The round price is discountValue when every round of the product has a sample set and discountValue
 * > 0, else value. Paper: a paper row's prices, or the online row with 10 % added to each line's
 * sample-set part (not to extra evaluations), rounded half away from zero per line to the
 * currency's decimals (billing currencyDecimals: HUF whole forints, EUR cents). A total beyond
 * numeric(14,2) is 'orders.amountTooLarge'.
 */
export function priceOrder(input: OrderPriceInput): OrderPriceResult {
  const selection = selectProductPrice(input.prices, input, input.productType);
  if (!selection.ok) return { ok: false, total: null, violation: selection.violation };
  const { price, surcharge } = selection;
  const quantities = new Map(input.rounds.map((round) => [round.roundId, round]));
  const everyRound = input.productRoundIds.length > 0 && input.productRoundIds.every((id) => (quantities.get(id)?.sampleSetQuantity ?? 0) > 0);
  const discountPrice = toMinorUnits(price.discountValue);
  const discount = everyRound && discountPrice > 0;
  const unitPrice = discount ? discountPrice : toMinorUnits(price.value);
  const extraEvaluationUnitPrice = toMinorUnits(price.extraEvaluationValue);

  const lines = input.productRoundIds.map((roundId): OrderPriceLine => {
    const round = quantities.get(roundId);
    const sampleSetQuantity = round?.sampleSetQuantity ?? 0;
    const extraEvaluationQuantity = round?.extraEvaluationQuantity ?? 0;
    const sampleSetAmount = sampleSetQuantity * unitPrice;
    const paperSurcharge = surcharge ? percentOfAmount(sampleSetAmount, PAPER_SURCHARGE_PERCENT * 100, price.currencyId) : 0;
    const extraEvaluationAmount = extraEvaluationQuantity * extraEvaluationUnitPrice;
    return {
      roundId,
      sampleSetQuantity,
      unitPrice,
      sampleSetAmount,
      paperSurcharge,
      extraEvaluationQuantity,
      extraEvaluationUnitPrice,
      extraEvaluationAmount,
      amount: sampleSetAmount + paperSurcharge + extraEvaluationAmount,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!fitsMoneyColumn(total) || lines.some((line) => !fitsMoneyColumn(line.amount))) {
    return { ok: false, total: null, violation: { param: 'rounds', message: ORDER_MESSAGES.amountTooLarge } };
  }
  const online = selection.paper && !surcharge ? input.prices.find((p) => !p.paper && p.currencyId === price.currencyId && p.variantId === price.variantId) : undefined;
  return {
    ok: true,
    currencyId: price.currencyId,
    discount,
    paper: selection.paper,
    paperSurcharge: surcharge,
    lines,
    total,
    minRounds: price.minRounds ?? online?.minRounds ?? input.productMinRounds,
  };
}
