import { toTime, type DateLike } from '../surveys/survey-status';
import { toMinorUnits } from './money';

/** A round order with the quantities confirmed at the last checkout (null: never checked out). */
export interface RoundOrderState {
  active: boolean;
  sampleSetQuantity: number;
  extraEvaluationQuantity: number;
  confirmedSampleSetQuantity: number | null;
  confirmedExtraEvaluationQuantity: number | null;
}

/** An order as the dirty rule sees it; amounts in major units as stored (numeric(14,2)). */
export interface OrderState {
  active: boolean;
  /** The last checkout that confirmed this order; null: never checked out. */
  confirmedAt: DateLike | null;
  amount: number;
  confirmedAmount: number | null;
  rounds: readonly RoundOrderState[];
}

/** What a round order stands for now: its quantities, or nothing (0) when it or its order is cancelled. */
function effectiveQuantities(round: RoundOrderState, orderActive: boolean): [number, number] {
  return orderActive && round.active ? [round.sampleSetQuantity, round.extraEvaluationQuantity] : [0, 0];
}

/**
 * A round order is dirty when what it stands for differs from what was confirmed at the last
 * checkout (never confirmed counts as 0 and 0). A cancelled round, or a round of a cancelled order,
 * stands for 0.
 */
export function isRoundOrderDirty(round: RoundOrderState, orderActive = true): boolean {
  const [sampleSets, extra] = effectiveQuantities(round, orderActive);
  return sampleSets !== (round.confirmedSampleSetQuantity ?? 0) || extra !== (round.confirmedExtraEvaluationQuantity ?? 0);
}

/**
 * An order is dirty (changed but not yet checked out) when
 * - it is new: active and never checked out, or
 * - any round order is dirty (this covers an order cancelled since the last checkout), or
 * - it was checked out and its amount (0 when cancelled) differs from the confirmed amount (a change
 *   of paper or variant that moved the price).
 */
export function isOrderDirty(order: OrderState): boolean {
  if (order.active && order.confirmedAt === null) return true;
  if (order.rounds.some((round) => isRoundOrderDirty(round, order.active))) return true;
  if (order.confirmedAt === null) return false;
  const amount = order.active ? toMinorUnits(order.amount) : 0;
  return amount !== toMinorUnits(order.confirmedAmount ?? 0);
}

/** An annual summary is dirty when any of its orders is. */
export function isAnnualSummaryDirty(orders: readonly OrderState[]): boolean {
  return orders.some((order) => isOrderDirty(order));
}

/** What checkout writes into an order (the rounds in the order's round order). */
export interface OrderConfirmation {
  dirty: false;
  confirmedAt: Date;
  /** Major units, as stored: the amount, 0 when cancelled. */
  confirmedAmount: number;
  rounds: Array<{ dirty: false; confirmedSampleSetQuantity: number; confirmedExtraEvaluationQuantity: number }>;
}

/**
 * What checkout writes so that the order is no longer dirty: every round's confirmed quantities
 * become what it stands for (0 for cancelled ones), the confirmed amount the amount (0 when
 * cancelled), confirmedAt the checkout instant.
 */
export function confirmOrder(order: OrderState, now: DateLike): OrderConfirmation {
  return {
    dirty: false,
    confirmedAt: new Date(toTime(now)),
    confirmedAmount: order.active ? order.amount : 0,
    rounds: order.rounds.map((round) => {
      const [sampleSets, extra] = effectiveQuantities(round, order.active);
      return { dirty: false, confirmedSampleSetQuantity: sampleSets, confirmedExtraEvaluationQuantity: extra };
    }),
  };
}

/** An order's amount for the year's totals. */
export interface OrderAmount {
  active: boolean;
  amount: number;
  currencyId: string;
}

/** An invoice's total for the year's totals. */
export interface InvoiceAmount {
  cancelled: boolean;
  cancelledAnnualNumber: number | null;
  /** What is to be paid (gross). */
  total: number;
  /** Its lines' net total; null on documents issued without VAT, whose total is net. */
  netTotal: number | null;
  currencyId: string;
}

export interface InvoicedDifference {
  currencyId: string;
  /** Σ amounts of the active orders, minor units. */
  ordered: number;
  /** Σ net totals of the invoices in force, minor units. */
  invoiced: number;
  /** ordered − invoiced: positive = ordered but not invoiced yet, negative = invoiced more than ordered. */
  difference: number;
}

/** An invoice (or proforma) counts towards what was invoiced unless cancelled or a cancellation document. */
export function isInvoiceInForce(invoice: Pick<InvoiceAmount, 'cancelled' | 'cancelledAnnualNumber'>): boolean {
  return !invoice.cancelled && invoice.cancelledAnnualNumber === null;
}

/**
 * Spec 2 §2 "the sum of order amounts, and the difference against invoiced totals", per currency
 * (sorted by currency id; normally one): Σ active order amounts − Σ net totals of the invoices in
 * force (catalogue prices and order amounts are net; a document's VAT is the buyer's tax, not an
 * order).
 * Cancelled invoices are left out, and so are cancellation documents (they only undo a cancelled
 * invoice, which is left out already). Proformas count: an invoice row is a proforma until paid, and
 * its invoice document is uploaded onto the same row.
 */
export function invoicedDifference(orders: readonly OrderAmount[], invoices: readonly InvoiceAmount[]): InvoicedDifference[] {
  const byCurrency = new Map<string, { ordered: number; invoiced: number }>();
  const entry = (currencyId: string) => {
    let sums = byCurrency.get(currencyId);
    if (!sums) byCurrency.set(currencyId, (sums = { ordered: 0, invoiced: 0 }));
    return sums;
  };
  for (const order of orders) if (order.active) entry(order.currencyId).ordered += toMinorUnits(order.amount);
  for (const invoice of invoices) if (isInvoiceInForce(invoice)) entry(invoice.currencyId).invoiced += toMinorUnits(invoice.netTotal ?? invoice.total);
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currencyId, sums]) => ({ currencyId, ...sums, difference: sums.ordered - sums.invoiced }));
}
