import {
  confirmOrder,
  invoicedDifference,
  isOrderDirty,
  selectProductPrice,
  STANDARD_VAT_PERCENT,
  toMinorUnits,
  vatRateBasisPoints,
  type InvoicedDifference,
  type Localized,
  type OrderConfirmation,
  type OrderState,
} from '@eqa/core';
import type { Executor, InvoiceVatSnapshot, ProductType } from '@eqa/db';
import type { OrderYearKey } from './order-year-access';

/** A round order as checkout reads it. */
export interface BillingRound {
  id: number;
  roundId: number;
  roundName: string;
  roundOrdinal: number;
  active: boolean;
  dirty: boolean;
  sampleSetQuantity: number;
  extraEvaluationQuantity: number;
  confirmedSampleSetQuantity: number | null;
  confirmedExtraEvaluationQuantity: number | null;
}

/** An order of the year with its product and rounds (by round ordinal). */
export interface BillingOrder {
  id: number;
  productId: number;
  productType: ProductType;
  productShortName: string;
  productName: Localized;
  productYear: number;
  variantName: Localized | null;
  paper: boolean;
  active: boolean;
  /**
   * The VAT rate of the price the order is priced by (core selectProductPrice: its currency, variant
   * and paper), in basis points; the standard rate when the product has no such price any more.
   */
  vatRateBasisPoints: number;
  /** orders.dirty as stored. */
  flaggedDirty: boolean;
  amount: number;
  confirmedAmount: number | null;
  confirmedAt: Date | null;
  currencyId: string;
  rounds: BillingRound[];
}

/** An invoice row of the year (proformas, invoices, cancellations). */
export interface BillingInvoice {
  id: number;
  annualNumber: number;
  cancelledAnnualNumber: number | null;
  proforma: boolean;
  cancelled: boolean;
  total: number;
  /** The net total; null on rows issued without VAT (their total is net). */
  netTotal: number | null;
  /** The document's VAT per rate (null on rows issued without VAT). */
  vat: InvoiceVatSnapshot | null;
  currencyId: string;
}

/** An order that checkout confirms: its row, what core's confirmOrder writes, and whether it lowers what was confirmed. */
export interface PendingOrder {
  order: BillingOrder;
  confirmation: OrderConfirmation;
  /** It cancels or lowers a quantity or the amount that was confirmed before (spec 2 §4: needs staff). */
  lowers: boolean;
}

/** The billing state of a lab's year at an org. */
export interface YearBilling {
  orders: BillingOrder[];
  invoices: BillingInvoice[];
  /** Orders changed since the last checkout (core isOrderDirty, or flagged dirty). */
  pending: PendingOrder[];
  /** The year has unconfirmed changes (core isAnnualSummaryDirty, or an order flagged dirty). */
  dirty: boolean;
  /** Per currency: Σ active order amounts − Σ invoices in force (core invoicedDifference). */
  differences: InvoicedDifference[];
  /**
   * A pending change lowers or cancels something already confirmed, or the invoices in force
   * exceed what is ordered: an invoice has to be cancelled, which is staff's decision.
   */
  requiresCancellation: boolean;
}

/** The order as core's rules see it. */
export function orderState(order: BillingOrder): OrderState {
  return {
    active: order.active,
    confirmedAt: order.confirmedAt,
    amount: order.amount,
    confirmedAmount: order.confirmedAmount,
    rounds: order.rounds.map((round) => ({
      active: round.active,
      sampleSetQuantity: round.sampleSetQuantity,
      extraEvaluationQuantity: round.extraEvaluationQuantity,
      confirmedSampleSetQuantity: round.confirmedSampleSetQuantity,
      confirmedExtraEvaluationQuantity: round.confirmedExtraEvaluationQuantity,
    })),
  };
}

/**
 * Whether confirming lowers what was confirmed before: a round's sample sets or extra evaluations
 * below their confirmed numbers (cancelled rounds and orders stand for 0, core confirmOrder), or
 * the amount below the confirmed amount (e.g. paper discontinued).
 */
function lowersConfirmed(order: BillingOrder, confirmation: OrderConfirmation): boolean {
  if (order.confirmedAt === null) return false;
  const lowerRound = confirmation.rounds.some((next, index) => {
    const round = order.rounds[index];
    if (!round) return false;
    return (
      next.confirmedSampleSetQuantity < (round.confirmedSampleSetQuantity ?? 0) ||
      next.confirmedExtraEvaluationQuantity < (round.confirmedExtraEvaluationQuantity ?? 0)
    );
  });
  return lowerRound || toMinorUnits(confirmation.confirmedAmount) < toMinorUnits(order.confirmedAmount ?? 0);
}

/** The billing state from the year's orders and invoices as loaded (pure). */
export function yearBilling(orders: BillingOrder[], invoices: BillingInvoice[], now: Date): YearBilling {
  const pending: PendingOrder[] = [];
  for (const order of orders) {
    const state = orderState(order);
    const flagged = order.flaggedDirty || order.rounds.some((round) => round.dirty);
    if (!isOrderDirty(state) && !flagged) continue;
    const confirmation = confirmOrder(state, now);
    pending.push({ order, confirmation, lowers: lowersConfirmed(order, confirmation) });
  }
  const differences = invoicedDifference(
    orders.map((order) => ({ active: order.active, amount: order.amount, currencyId: order.currencyId })),
    invoices,
  );
  return {
    orders,
    invoices,
    pending,
    dirty: pending.length > 0,
    differences,
    requiresCancellation: pending.some((p) => p.lowers) || differences.some((d) => d.difference < 0),
  };
}

/**
 * Loads the year's orders (with product, variant and rounds) and invoice rows. With `lock`, the
 * orders and round orders are locked for update (checkout's transaction: a concurrent order change
 * waits for the checkout, so what is confirmed is what was read).
 */
export async function loadYearBilling(db: Executor, key: OrderYearKey, now: Date, options: { lock?: boolean } = {}): Promise<YearBilling> {
  let ordersQuery = db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.productId')
    .leftJoin('productVariants as v', 'v.id', 'o.variantId')
    .select([
      'o.id',
      'o.productId',
      'p.type as productType',
      'p.shortName as productShortName',
      'p.name as productName',
      'p.year as productYear',
      'v.name as variantName',
      'o.variantId',
      'o.paper',
      'o.active',
      'o.dirty as flaggedDirty',
      'o.amount',
      'o.confirmedAmount',
      'o.confirmedAt',
      'o.currencyId',
    ])
    .where('o.labId', '=', key.labId)
    .where('o.orgId', '=', key.orgId)
    .where('o.year', '=', key.year)
    .orderBy('p.ordinal')
    .orderBy('p.shortName')
    .orderBy('o.id');
  if (options.lock) ordersQuery = ordersQuery.forUpdate(['o']);
  const orderRows = await ordersQuery.execute();
  const orderIds = orderRows.map((o) => o.id);
  let roundsQuery = db
    .selectFrom('roundOrders as ro')
    .innerJoin('rounds as r', 'r.id', 'ro.roundId')
    .select([
      'ro.id',
      'ro.orderId',
      'ro.roundId',
      'r.name as roundName',
      'r.ordinal as roundOrdinal',
      'ro.active',
      'ro.dirty',
      'ro.sampleSetQuantity',
      'ro.extraEvaluationQuantity',
      'ro.confirmedSampleSetQuantity',
      'ro.confirmedExtraEvaluationQuantity',
    ])
    .where('ro.orderId', 'in', orderIds.length > 0 ? orderIds : [0])
    .orderBy('r.ordinal')
    .orderBy('ro.id');
  if (options.lock) roundsQuery = roundsQuery.forUpdate(['ro']);
  const productIds = [...new Set(orderRows.map((o) => o.productId))];
  const [roundRows, invoices, priceRows] = await Promise.all([
    roundsQuery.execute(),
    db
      .selectFrom('invoices')
      .select(['id', 'annualNumber', 'cancelledAnnualNumber', 'proforma', 'cancelled', 'total', 'netTotal', 'vat', 'currencyId'])
      .where('labId', '=', key.labId)
      .where('orgId', '=', key.orgId)
      .where('year', '=', key.year)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('productPrices')
      .select(['productId', 'currencyId', 'paper', 'variantId', 'value', 'discountValue', 'extraEvaluationValue', 'minRounds', 'vatRate'])
      .where('productId', 'in', productIds.length > 0 ? productIds : [0])
      .orderBy('id')
      .execute(),
  ]);
  const roundsByOrder = new Map<number, BillingRound[]>();
  for (const { orderId, ...round } of roundRows) {
    const list = roundsByOrder.get(orderId) ?? [];
    list.push(round);
    roundsByOrder.set(orderId, list);
  }
  const standardRate = vatRateBasisPoints(STANDARD_VAT_PERCENT);
  const orders: BillingOrder[] = orderRows.map(({ variantId, ...row }) => {
    const selection = selectProductPrice(
      priceRows.filter((price) => price.productId === row.productId),
      { currencyId: row.currencyId, variantId, paper: row.paper },
      row.productType,
    );
    const vatRate = selection.ok ? vatRateBasisPoints(selection.price.vatRate) : standardRate;
    return { ...row, vatRateBasisPoints: vatRate, rounds: roundsByOrder.get(row.id) ?? [] };
  });
  return yearBilling(orders, invoices, now);
}
