import type { TListSurveyProductsOutput } from './list-survey-products.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadProducts } from '../products/load-products';
import { loadSurveySummary } from './load-surveys';

/** GET /orgs/{orgId}/surveys/{id}/products: the products that sell the survey (survey products) or its round. */
export async function listSurveyProducts(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number, id: number): Promise<TListSurveyProductsOutput> {
  assertOrgAdminOf(ctx.session, orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, orgId, id);
  const rows = await ctx.db
    .selectFrom('products as p')
    .innerJoin('productGroups as g', 'g.id', 'p.productGroupId')
    .select('p.id')
    .where('p.orgId', '=', orgId)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('productSurveys as ps').select('ps.surveyId').whereRef('ps.productId', '=', 'p.id').where('ps.surveyId', '=', id)),
        eb.exists(eb.selectFrom('productRounds as pr').select('pr.roundId').whereRef('pr.productId', '=', 'p.id').where('pr.roundId', '=', survey.round.id)),
      ]),
    )
    .orderBy('g.ordinal')
    .orderBy('p.ordinal')
    .orderBy('p.id')
    .execute();
  const items = await loadProducts(
    ctx.db,
    orgId,
    rows.map((row) => row.id),
  );
  return { items, total: items.length };
}
