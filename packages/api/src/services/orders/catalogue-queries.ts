import { sql } from 'kysely';
import type { Localized, OrderableProduct, ProductPriceRow, ProductSchemes } from '@eqa/core';
import type { Executor, ProductType } from '@eqa/db';

/** A round of a catalogue product with the dates that close its orders (spec 2 §3 "Product round"). */
export interface CatalogueRound {
  id: number;
  name: string;
  ordinal: number;
  /** The earliest start of the round's surveys. */
  startsAt: Date | null;
  deadline: Date | null;
  /** product_rounds.customDeadline. */
  productRoundDeadline: Date | null;
}

/** A product of the year's catalogue as the lab sees it. */
export interface CatalogueProduct {
  id: number;
  year: number;
  type: ProductType;
  shortName: string;
  name: Localized;
  description: Localized | null;
  ordinal: number;
  minRounds: number | null;
  extraEvaluationAvailable: boolean;
  group: { id: number; name: Localized; description: Localized | null; ordinal: number };
  rounds: CatalogueRound[];
  variants: Array<{ id: number; name: Localized; ordinal: number }>;
  options: Array<{ id: number; name: Localized; ordinal: number }>;
  /** Every price row (all currencies), major units. */
  prices: ProductPriceRow[];
  schemes: Array<{ id: number; name: Localized | null; shortName: string }>;
  /** Its surveys (survey products), for the accreditation flag. */
  surveys: Array<{ id: number; schemeId: number; schemeVersionId: number; startsAt: Date | null }>;
}

/**
 * The org's catalogue of `year` for a lab in `countryId`: products that are not hidden and offered
 * in the lab's country (a product without product_countries rows is offered everywhere), by group
 * and product ordinal. Rounds: survey products' are the rounds of their surveys, the others' their
 * product rounds (both when both exist), by ordinal.
 */
export async function loadCatalogue(db: Executor, input: { orgId: number; year: number; countryId: string }): Promise<CatalogueProduct[]> {
  return loadProducts(db, input, null);
}

/**
 * Products of the org's `year` by id, whether the lab's catalogue still offers them or not (hidden
 * since, or no longer offered in its country): what its orders of them were priced with.
 */
export async function loadOrderedProducts(db: Executor, input: { orgId: number; year: number }, productIds: readonly number[]): Promise<CatalogueProduct[]> {
  if (productIds.length === 0) return [];
  return loadProducts(db, { ...input, countryId: null }, productIds);
}

async function loadProducts(db: Executor, input: { orgId: number; year: number; countryId: string | null }, productIds: readonly number[] | null): Promise<CatalogueProduct[]> {
  let productQuery = db
    .selectFrom('products as p')
    .innerJoin('productGroups as g', 'g.id', 'p.productGroupId')
    .select([
      'p.id',
      'p.year',
      'p.type',
      'p.shortName',
      'p.name',
      'p.description',
      'p.ordinal',
      'p.minRounds',
      'p.extraEvaluationAvailable',
      'g.id as groupId',
      'g.name as groupName',
      'g.description as groupDescription',
      'g.ordinal as groupOrdinal',
    ])
    .where('p.orgId', '=', input.orgId)
    .where('p.year', '=', input.year);
  const countryId = input.countryId;
  if (productIds !== null) productQuery = productQuery.where('p.id', 'in', [...productIds]);
  if (countryId !== null) {
    productQuery = productQuery
      .where('p.hidden', '=', false)
      .where((eb) =>
        eb.or([
          eb.not(eb.exists(eb.selectFrom('productCountries as pc').select('pc.productId').whereRef('pc.productId', '=', 'p.id'))),
          eb.exists(eb.selectFrom('productCountries as pc').select('pc.productId').whereRef('pc.productId', '=', 'p.id').where('pc.countryId', '=', countryId)),
        ]),
      );
  }
  const products = await productQuery
    .orderBy('g.ordinal')
    .orderBy('g.id')
    .orderBy('p.ordinal')
    .orderBy('p.id')
    .execute();
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const roundStart = sql<Date | null>`(select min(s2.starts_at) from surveys s2 where s2.round_id = r.id)`;
  const [linkedRounds, surveys, variants, options, prices] = await Promise.all([
    db
      .selectFrom('productRounds as pr')
      .innerJoin('rounds as r', 'r.id', 'pr.roundId')
      .select(['pr.productId', 'r.id', 'r.name', 'r.ordinal', 'r.deadline', 'pr.customDeadline', roundStart.as('startsAt')])
      .where('pr.productId', 'in', ids)
      .execute(),
    db
      .selectFrom('productSurveys as ps')
      .innerJoin('surveys as s', 's.id', 'ps.surveyId')
      .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
      .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
      .innerJoin('rounds as r', 'r.id', 's.roundId')
      .select([
        'ps.productId',
        's.id as surveyId',
        's.startsAt as surveyStartsAt',
        'sv.id as schemeVersionId',
        'sc.id as schemeId',
        'sc.name as schemeName',
        'sc.shortName as schemeShortName',
        'r.id as roundId',
        'r.name as roundName',
        'r.ordinal as roundOrdinal',
        'r.deadline as roundDeadline',
        roundStart.as('roundStartsAt'),
      ])
      .where('ps.productId', 'in', ids)
      .orderBy('sc.shortName')
      .orderBy('s.id')
      .execute(),
    db.selectFrom('productVariants').select(['productId', 'id', 'name', 'ordinal']).where('productId', 'in', ids).orderBy('ordinal').orderBy('id').execute(),
    db.selectFrom('productOptions').select(['productId', 'id', 'name', 'ordinal']).where('productId', 'in', ids).orderBy('ordinal').orderBy('id').execute(),
    db
      .selectFrom('productPrices')
      .select(['productId', 'currencyId', 'paper', 'variantId', 'value', 'discountValue', 'extraEvaluationValue', 'minRounds'])
      .where('productId', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return products.map((p): CatalogueProduct => {
    const rounds = new Map<number, CatalogueRound>();
    const own = surveys.filter((s) => s.productId === p.id);
    for (const s of own) {
      rounds.set(s.roundId, { id: s.roundId, name: s.roundName, ordinal: s.roundOrdinal, startsAt: s.roundStartsAt, deadline: s.roundDeadline, productRoundDeadline: null });
    }
    for (const r of linkedRounds) {
      if (r.productId !== p.id) continue;
      rounds.set(r.id, { id: r.id, name: r.name, ordinal: r.ordinal, startsAt: r.startsAt, deadline: r.deadline, productRoundDeadline: r.customDeadline });
    }
    const schemes = new Map(own.map((s) => [s.schemeId, { id: s.schemeId, name: s.schemeName, shortName: s.schemeShortName }]));
    return {
      id: p.id,
      year: p.year,
      type: p.type,
      shortName: p.shortName,
      name: p.name,
      description: p.description,
      ordinal: p.ordinal,
      minRounds: p.minRounds,
      extraEvaluationAvailable: p.extraEvaluationAvailable,
      group: { id: p.groupId, name: p.groupName, description: p.groupDescription, ordinal: p.groupOrdinal },
      rounds: [...rounds.values()].sort((a, b) => a.ordinal - b.ordinal || a.id - b.id),
      variants: variants.filter((v) => v.productId === p.id).map(({ id, name, ordinal }) => ({ id, name, ordinal })),
      options: options.filter((o) => o.productId === p.id).map(({ id, name, ordinal }) => ({ id, name, ordinal })),
      prices: prices.filter((price) => price.productId === p.id).map(({ productId: _productId, ...price }) => price),
      schemes: [...schemes.values()],
      surveys: own.map((s) => ({ id: s.surveyId, schemeId: s.schemeId, schemeVersionId: s.schemeVersionId, startsAt: s.surveyStartsAt })),
    };
  });
}

/** A catalogue product as core's order-change rules see it. */
export function orderableProduct(product: CatalogueProduct): OrderableProduct {
  return {
    type: product.type,
    extraEvaluationAvailable: product.extraEvaluationAvailable,
    minRounds: product.minRounds,
    rounds: product.rounds.map((round) => ({
      roundId: round.id,
      startsAt: round.startsAt,
      deadline: round.deadline,
      productRoundDeadline: round.productRoundDeadline,
    })),
    variantIds: product.variants.map((v) => v.id),
    optionIds: product.options.map((o) => o.id),
    prices: product.prices,
  };
}

/** The catalogue with which products have an active order (core productAvailability's input). */
export function productSchemes(catalogue: readonly CatalogueProduct[], orders: ReadonlyArray<{ productId: number; active: boolean }>): ProductSchemes[] {
  const ordered = new Set(orders.filter((o) => o.active).map((o) => o.productId));
  return catalogue.map((product) => ({ productId: product.id, schemeIds: product.schemes.map((s) => s.id), ordered: ordered.has(product.id) }));
}
