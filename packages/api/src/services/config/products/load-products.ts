import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TProduct } from './product.types';
import { notInUse, productInUse } from '../usage';
import { isoOrNull } from '../values';

/** Products of an org by id, in the given order, with everything the product dialog shows. */
export async function loadProducts(db: Kysely<DB>, orgId: number, ids: readonly number[]): Promise<TProduct[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [products, countries, rounds, surveys, variants, options, prices] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('productGroups as g', 'g.id', 'p.productGroupId')
      .selectAll('p')
      .select(['g.name as groupName', 'g.ordinal as groupOrdinal'])
      .select(notInUse(productInUse(sql.ref('p.id'))).as('deletable'))
      .where('p.orgId', '=', orgId)
      .where('p.id', 'in', list)
      .execute(),
    db.selectFrom('productCountries').select(['productId', 'countryId']).where('productId', 'in', list).orderBy('countryId').execute(),
    db
      .selectFrom('productRounds as pr')
      .innerJoin('rounds as r', 'r.id', 'pr.roundId')
      .select(['pr.productId', 'r.id', 'r.name', 'r.year', 'r.ordinal', 'pr.customDeadline'])
      .where('pr.productId', 'in', list)
      .orderBy('r.year')
      .orderBy('r.ordinal')
      .execute(),
    db
      .selectFrom('productSurveys as ps')
      .innerJoin('surveys as s', 's.id', 'ps.surveyId')
      .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
      .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
      .innerJoin('rounds as r', 'r.id', 's.roundId')
      .select(['ps.productId', 's.id', 'sv.id as schemeVersionId', 'sv.name as schemeVersionName', 'sc.id as schemeId', 'sc.shortName', 'r.id as roundId', 'r.name as roundName'])
      .where('ps.productId', 'in', list)
      .orderBy('r.year')
      .orderBy('r.ordinal')
      .orderBy('sc.shortName')
      .orderBy('s.id')
      .execute(),
    db.selectFrom('productVariants').select(['productId', 'id', 'name', 'ordinal']).where('productId', 'in', list).orderBy('ordinal').orderBy('id').execute(),
    db.selectFrom('productOptions').select(['productId', 'id', 'name', 'ordinal']).where('productId', 'in', list).orderBy('ordinal').orderBy('id').execute(),
    db
      .selectFrom('productPrices')
      .select(['productId', 'id', 'type', 'currencyId', 'paper', 'variantId', 'value', 'discountValue', 'extraEvaluationValue', 'minRounds', 'vatRate'])
      .where('productId', 'in', list)
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(
    products.map((p): [number, TProduct] => {
      const own = surveys.filter((s) => s.productId === p.id);
      const schemes = new Map(own.map((s) => [s.schemeId, { id: s.schemeId, shortName: s.shortName }]));
      return [
        p.id,
        {
          id: p.id,
          year: p.year,
          type: p.type,
          productGroupId: p.productGroupId,
          productGroup: { id: p.productGroupId, name: p.groupName, ordinal: p.groupOrdinal },
          shortName: p.shortName,
          ordinal: p.ordinal,
          localeId: p.localeId,
          name: p.name,
          description: p.description,
          countries: countries.filter((c) => c.productId === p.id).map((c) => c.countryId),
          minRounds: p.minRounds,
          extraEvaluationAvailable: p.extraEvaluationAvailable,
          hidden: p.hidden,
          rounds: rounds
            .filter((r) => r.productId === p.id)
            .map((r) => ({ id: r.id, name: r.name, year: r.year, ordinal: r.ordinal, customDeadline: isoOrNull(r.customDeadline) })),
          surveys: own.map((s) => ({
            id: s.id,
            schemeVersion: { id: s.schemeVersionId, name: s.schemeVersionName },
            scheme: { id: s.schemeId, shortName: s.shortName },
            round: { id: s.roundId, name: s.roundName },
          })),
          variants: variants.filter((v) => v.productId === p.id).map(({ id, name, ordinal }) => ({ id, name, ordinal })),
          options: options.filter((o) => o.productId === p.id).map(({ id, name, ordinal }) => ({ id, name, ordinal })),
          prices: prices.filter((pr) => pr.productId === p.id).map(({ productId: _productId, ...price }) => price),
          schemes: [...schemes.values()],
          copiedFromProductId: p.copiedFromProductId,
          deletable: p.deletable === true,
        },
      ];
    }),
  );
  return list.map((id) => byId.get(id)).filter((p): p is TProduct => p !== undefined);
}

export async function loadProduct(db: Kysely<DB>, orgId: number, id: number): Promise<TProduct> {
  const [product] = await loadProducts(db, orgId, [id]);
  if (!product) throw AppError.notFound('Product');
  return product;
}
