import { setupPath, type SetupCounts } from '@eqa/core';
import { sql } from 'kysely';
import type { ApiSettings } from '../../../settings';
import { legalInForce } from '../../legal/legal-acceptance';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import type { TSetupPath } from './setup-path.types';

/**
 * GET /orgs/{orgId}/setup_path (issue 33, a guided first day): what exists of each setup step.
 * Units, dimensions and parameters are shared by every organisation; the rest are the org's own: a
 * scheme version counts once it has parameters, a survey once it has samples, a product once it has a
 * price; countries are the served ones; registration counts the legal documents a lab can accept now
 * (a published version in force; outside production the template stands in).
 */
export async function getSetupPath(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'> & { settings: Pick<ApiSettings, 'legalTemplatesAllowed'> }, orgId: number): Promise<TSetupPath> {
  assertOrgAdminOf(ctx.session, orgId);
  const count = sql<number>`count(*)::int`.as('n');
  const [units, dimensions, parameters, schemes, schemeVersions, rounds, surveys, surveysWithSamples, products, countries, legal, labs] = await Promise.all([
    ctx.db.selectFrom('units').select(count).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('dimensions').select(count).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('parameters').select(count).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('schemes').select(count).where('orgId', '=', orgId).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('schemeVersions as sv')
      .innerJoin('schemes as s', 's.id', 'sv.schemeId')
      .select(count)
      .where('s.orgId', '=', orgId)
      .where((eb) => eb.exists(eb.selectFrom('schemeVersionParameters as p').select('p.parameterId').whereRef('p.schemeVersionId', '=', 'sv.id')))
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('rounds').select(count).where('orgId', '=', orgId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('surveys').select(count).where('orgId', '=', orgId).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('surveys as s')
      .select(count)
      .where('s.orgId', '=', orgId)
      .where((eb) => eb.exists(eb.selectFrom('samples as m').select('m.id').whereRef('m.surveyId', '=', 's.id')))
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('products as p')
      .select(count)
      .where('p.orgId', '=', orgId)
      .where((eb) => eb.exists(eb.selectFrom('productPrices as pp').select('pp.productId').whereRef('pp.productId', '=', 'p.id')))
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('orgCountries').select(count).where('orgId', '=', orgId).executeTakeFirstOrThrow(),
    legalInForce(ctx, orgId, ctx.clock.now()),
    ctx.db.selectFrom('orgLabs').select(count).where('orgId', '=', orgId).executeTakeFirstOrThrow(),
  ]);
  const counts: SetupCounts = {
    units: units.n,
    dimensions: dimensions.n,
    parameters: parameters.n,
    scheme: schemes.n,
    schemeVersion: schemeVersions.n,
    rounds: rounds.n,
    survey: surveysWithSamples.n,
    countries: countries.n,
    product: products.n,
    registration: legal.filter((document) => document.kind !== 'unavailable').length,
  };
  return { ...setupPath(counts), noSurveys: surveys.n === 0, noLabs: labs.n === 0 };
}
