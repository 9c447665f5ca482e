import { AppError, planOrderCopy, type CopiedOrder, type CopySourceOrder, type CopyTargetProduct, type OrderCopyDifference, type JobPayloads } from '@eqa/core';
import { writeOrder, type Executor } from '@eqa/db';
import type { JobContext, ProcessorContext } from './processor';

/** What one org's copy did. */
export interface OrdersCopyOrgOutcome {
  orgId: number;
  /** The year already had active orders: nothing was copied (a repeated or late run). */
  skipped: boolean;
  copied: number;
  differences: number;
}

export interface OrdersCopyResult extends Record<string, unknown> {
  labId: number;
  year: number;
  orgs: OrdersCopyOrgOutcome[];
}

interface CopyScope {
  labId: number;
  orgId: number;
  year: number;
  countryId: string;
  currencyId: string;
}

/**
 * The lab's order year at the org, created when missing, locked for the rest of the transaction
 * (`select … for update`): the same lock the API's order edits take, so a copy and an edit of the
 * year never interleave. Answers the year's document type.
 */
async function lockOrderYear(trx: Executor, scope: CopyScope): Promise<boolean | null> {
  await trx
    .insertInto('orderYears')
    .values({ labId: scope.labId, orgId: scope.orgId, year: scope.year, paper: null, checkoutRequestedAt: null, confirmedAt: null })
    .onConflict((oc) => oc.columns(['labId', 'orgId', 'year']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('orderYears')
    .select('paper')
    .where('labId', '=', scope.labId)
    .where('orgId', '=', scope.orgId)
    .where('year', '=', scope.year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.paper;
}

/** Last year's orders of the lab at the org, as core's copy reads them (round orders by the ordinal of their round). */
async function loadSourceOrders(trx: Executor, scope: CopyScope): Promise<CopySourceOrder[]> {
  const orders = await trx
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.productId')
    .leftJoin('productVariants as v', 'v.id', 'o.variantId')
    .select(['o.id', 'o.productId', 'o.active', 'o.paper', 'o.comment', 'o.optionIds', 'p.shortName', 'p.name', 'v.ordinal as variantOrdinal'])
    .where('o.labId', '=', scope.labId)
    .where('o.orgId', '=', scope.orgId)
    .where('o.year', '=', scope.year - 1)
    .orderBy('p.ordinal')
    .orderBy('o.id')
    .execute();
  if (orders.length === 0) return [];
  const orderIds = orders.map((o) => o.id);
  const optionIds = [...new Set(orders.flatMap((o) => o.optionIds))];
  const [rounds, options] = await Promise.all([
    trx
      .selectFrom('roundOrders as ro')
      .innerJoin('rounds as r', 'r.id', 'ro.roundId')
      .select(['ro.orderId', 'r.ordinal', 'ro.active', 'ro.sampleSetQuantity', 'ro.extraEvaluationQuantity'])
      .where('ro.orderId', 'in', orderIds)
      .orderBy('r.ordinal')
      .execute(),
    optionIds.length === 0 ? Promise.resolve([]) : trx.selectFrom('productOptions').select(['id', 'ordinal']).where('id', 'in', optionIds).execute(),
  ]);
  const optionOrdinal = new Map(options.map((o) => [o.id, o.ordinal]));
  return orders.map((order) => ({
    productId: order.productId,
    shortName: order.shortName,
    name: order.name,
    active: order.active,
    paper: order.paper,
    comment: order.comment,
    variantOrdinal: order.variantOrdinal,
    optionOrdinals: order.optionIds.map((id) => optionOrdinal.get(id)).filter((ordinal): ordinal is number => ordinal !== undefined),
    rounds: rounds
      .filter((r) => r.orderId === order.id)
      .map((r) => ({ roundOrdinal: r.ordinal, active: r.active, sampleSetQuantity: r.sampleSetQuantity, extraEvaluationQuantity: r.extraEvaluationQuantity })),
  }));
}

/**
 * The new year's catalogue of the org for the lab: products that are not hidden and offered in the
 * lab's country (no product_countries rows: everywhere), with their rounds (survey products: the
 * rounds of their surveys; the others: their product rounds), variants, options and prices.
 */
async function loadTargetCatalogue(trx: Executor, scope: CopyScope): Promise<CopyTargetProduct[]> {
  const products = await trx
    .selectFrom('products as p')
    .select(['p.id', 'p.copiedFromProductId', 'p.shortName', 'p.name', 'p.year', 'p.type', 'p.extraEvaluationAvailable', 'p.minRounds'])
    .where('p.orgId', '=', scope.orgId)
    .where('p.year', '=', scope.year)
    .where('p.hidden', '=', false)
    .where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('productCountries as pc').select('pc.productId').whereRef('pc.productId', '=', 'p.id'))),
        eb.exists(eb.selectFrom('productCountries as pc').select('pc.productId').whereRef('pc.productId', '=', 'p.id').where('pc.countryId', '=', scope.countryId)),
      ]),
    )
    .orderBy('p.ordinal')
    .orderBy('p.id')
    .execute();
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const [linkedRounds, surveyRounds, variants, options, prices] = await Promise.all([
    trx.selectFrom('productRounds as pr').innerJoin('rounds as r', 'r.id', 'pr.roundId').select(['pr.productId', 'r.id', 'r.ordinal']).where('pr.productId', 'in', ids).execute(),
    trx
      .selectFrom('productSurveys as ps')
      .innerJoin('surveys as s', 's.id', 'ps.surveyId')
      .innerJoin('rounds as r', 'r.id', 's.roundId')
      .select(['ps.productId', 'r.id', 'r.ordinal'])
      .distinct()
      .where('ps.productId', 'in', ids)
      .execute(),
    trx.selectFrom('productVariants').select(['productId', 'id', 'ordinal']).where('productId', 'in', ids).orderBy('ordinal').orderBy('id').execute(),
    trx.selectFrom('productOptions').select(['productId', 'id', 'ordinal']).where('productId', 'in', ids).orderBy('ordinal').orderBy('id').execute(),
    trx
      .selectFrom('productPrices')
      .select(['productId', 'currencyId', 'paper', 'variantId', 'value', 'discountValue', 'extraEvaluationValue', 'minRounds'])
      .where('productId', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return products.map((p) => {
    const rounds = new Map<number, { roundId: number; ordinal: number }>();
    for (const r of [...linkedRounds, ...surveyRounds]) if (r.productId === p.id) rounds.set(r.id, { roundId: r.id, ordinal: r.ordinal });
    return {
      ...p,
      rounds: [...rounds.values()].sort((a, b) => a.ordinal - b.ordinal || a.roundId - b.roundId),
      variants: variants.filter((v) => v.productId === p.id).map(({ id, ordinal }) => ({ id, ordinal })),
      options: options.filter((o) => o.productId === p.id).map(({ id, ordinal }) => ({ id, ordinal })),
      prices: prices.filter((price) => price.productId === p.id).map(({ productId: _productId, ...price }) => price),
    };
  });
}

/**
 * Writes one copied order: a new row, or (the lab had cancelled its order of the product in the
 * year) the existing one taken over, its confirmed values kept. The dirty flags follow core's rule.
 */
async function writeCopiedOrder(trx: Executor, scope: CopyScope, order: CopiedOrder): Promise<void> {
  const existing = await trx
    .selectFrom('orders')
    .select(['id', 'confirmedAt', 'confirmedAmount'])
    .where('labId', '=', scope.labId)
    .where('orgId', '=', scope.orgId)
    .where('productId', '=', order.productId)
    .executeTakeFirst();
  const saved = existing
    ? {
        ...existing,
        rounds: await trx
          .selectFrom('roundOrders')
          .select(['roundId', 'confirmedSampleSetQuantity', 'confirmedExtraEvaluationQuantity'])
          .where('orderId', '=', existing.id)
          .execute(),
      }
    : null;
  await writeOrder(trx, saved, {
    labId: scope.labId,
    orgId: scope.orgId,
    year: scope.year,
    productId: order.productId,
    active: true,
    paper: order.paper,
    variantId: order.variantId,
    comment: order.comment,
    optionIds: order.optionIds,
    amount: order.amount,
    currencyId: order.currencyId,
    rounds: order.rounds,
  });
}

async function writeDifferences(trx: Executor, scope: CopyScope, differences: readonly OrderCopyDifference[]): Promise<void> {
  // the differences of the last copy only
  await trx.deleteFrom('orderCopyDifferences').where('labId', '=', scope.labId).where('orgId', '=', scope.orgId).where('year', '=', scope.year).execute();
  if (differences.length === 0) return;
  await trx
    .insertInto('orderCopyDifferences')
    .values(
      differences.map((d) => ({
        labId: scope.labId,
        orgId: scope.orgId,
        year: scope.year,
        productId: d.productId,
        shortName: d.shortName,
        name: d.name,
        paper: d.paper,
        empty: d.empty,
        reason: d.reason,
      })),
    )
    .execute();
}

/**
 * One org's copy, in one transaction on `trx` only (the embedded database has one connection): the
 * order year locked, skipped when it has active orders (idempotent: a repeated run changes
 * nothing), else core's planOrderCopy written (orders, round orders, the differences).
 */
async function copyOrgOrders(trx: Executor, scope: CopyScope): Promise<OrdersCopyOrgOutcome> {
  const yearPaper = await lockOrderYear(trx, scope);
  const active = await trx
    .selectFrom('orders')
    .select('id')
    .where('labId', '=', scope.labId)
    .where('orgId', '=', scope.orgId)
    .where('year', '=', scope.year)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (active) return { orgId: scope.orgId, skipped: true, copied: 0, differences: 0 };
  const [orders, catalogue] = await Promise.all([loadSourceOrders(trx, scope), loadTargetCatalogue(trx, scope)]);
  const plan = planOrderCopy({ year: scope.year, orders, catalogue, currencyId: scope.currencyId, yearPaper });
  for (const order of plan.orders) await writeCopiedOrder(trx, scope, order);
  await writeDifferences(trx, scope, plan.differences);
  return { orgId: scope.orgId, skipped: false, copied: plan.orders.length, differences: plan.differences.length };
}

/**
 * orders.copy (spec 2 §4 "Copy of last year's orders"): copies the lab's orders of year − 1 into
 * `year` at one org (or every org of the lab), each org in one transaction; progress is reported
 * between them, never inside one.
 */
export async function processOrdersCopy(
  ctx: Pick<ProcessorContext, 'db' | 'logger'>,
  payload: JobPayloads['orders.copy'],
  job: JobContext,
): Promise<OrdersCopyResult> {
  const { labId, year } = payload;
  const lab = await ctx.db
    .selectFrom('labs as l')
    .innerJoin('countries as c', 'c.id', 'l.countryId')
    .select(['l.countryId', 'c.currencyId'])
    .where('l.id', '=', labId)
    .executeTakeFirst();
  // the org's billing currency of the lab's country (docs/decisions/countries.md), else the country's, else euro
  const billed = await ctx.db.selectFrom('orgCountries').select(['orgId', 'currencyId']).where('countryId', '=', lab?.countryId ?? '').execute();
  const currencyOf = (orgId: number): string => billed.find((row) => row.orgId === orgId)?.currencyId ?? lab?.currencyId ?? 'EUR';
  if (!lab) throw AppError.notFound('Lab');
  const memberships = await ctx.db.selectFrom('orgLabs').select('orgId').where('labId', '=', labId).orderBy('orgId').execute();
  const labOrgIds = memberships.map((m) => m.orgId);
  if (payload.orgId !== undefined && !labOrgIds.includes(payload.orgId)) throw AppError.notFound('Org of the lab');
  const orgIds = payload.orgId !== undefined ? [payload.orgId] : labOrgIds;
  const orgs: OrdersCopyOrgOutcome[] = [];
  for (const [index, orgId] of orgIds.entries()) {
    const scope: CopyScope = { labId, orgId, year, countryId: lab.countryId, currencyId: currencyOf(orgId) };
    const outcome = await ctx.db.transaction().execute((trx) => copyOrgOrders(trx, scope));
    orgs.push(outcome);
    // after the org's transaction: progress is written on another connection
    await job.progress(((index + 1) / orgIds.length) * 100);
    ctx.logger.info('orders copied', { labId, year, ...outcome });
  }
  return { labId, year, orgs };
}
