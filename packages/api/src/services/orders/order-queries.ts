import type { Executor, ProductType } from '@eqa/db';

/** A round order row with what the dirty rule needs. */
export interface RoundOrderRow {
  id: number;
  orderId: number;
  roundId: number;
  roundOrdinal: number;
  sampleSetQuantity: number;
  extraEvaluationQuantity: number;
  variantId: number | null;
  paper: boolean;
  active: boolean;
  dirty: boolean;
  confirmedSampleSetQuantity: number | null;
  confirmedExtraEvaluationQuantity: number | null;
}

/** An order row with its product's type and its round orders (by round ordinal). */
export interface OrderRow {
  id: number;
  year: number;
  productId: number;
  productType: ProductType;
  variantId: number | null;
  paper: boolean;
  comment: string | null;
  optionIds: number[];
  active: boolean;
  dirty: boolean;
  amount: number;
  confirmedAmount: number | null;
  currencyId: string;
  confirmedAt: Date | null;
  updatedAt: Date;
  rounds: RoundOrderRow[];
}

/** The lab's orders at the org (of one year, or of every year when `year` is null), by year and product ordinal. */
export async function loadOrders(db: Executor, labId: number, orgId: number, year: number | null): Promise<OrderRow[]> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.productId')
    .select([
      'o.id',
      'o.year',
      'o.productId',
      'p.type as productType',
      'o.variantId',
      'o.paper',
      'o.comment',
      'o.optionIds',
      'o.active',
      'o.dirty',
      'o.amount',
      'o.confirmedAmount',
      'o.currencyId',
      'o.confirmedAt',
      'o.updatedAt',
    ])
    .where('o.labId', '=', labId)
    .where('o.orgId', '=', orgId);
  if (year !== null) query = query.where('o.year', '=', year);
  const orders = await query.orderBy('o.year', 'desc').orderBy('p.ordinal').orderBy('p.id').execute();
  if (orders.length === 0) return [];
  const rounds = await db
    .selectFrom('roundOrders as ro')
    .innerJoin('rounds as r', 'r.id', 'ro.roundId')
    .select([
      'ro.id',
      'ro.orderId',
      'ro.roundId',
      'r.ordinal as roundOrdinal',
      'ro.sampleSetQuantity',
      'ro.extraEvaluationQuantity',
      'ro.variantId',
      'ro.paper',
      'ro.active',
      'ro.dirty',
      'ro.confirmedSampleSetQuantity',
      'ro.confirmedExtraEvaluationQuantity',
    ])
    .where(
      'ro.orderId',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('r.ordinal')
    .orderBy('ro.roundId')
    .execute();
  const byOrder = new Map<number, RoundOrderRow[]>();
  for (const round of rounds) byOrder.set(round.orderId, [...(byOrder.get(round.orderId) ?? []), round]);
  return orders.map((order) => ({ ...order, rounds: byOrder.get(order.id) ?? [] }));
}
