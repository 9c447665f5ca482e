import { sql } from 'kysely';
import type { TSatelliteCandidatesInput, TSatelliteList } from './lab-profile.types';
import { foldedColumn, numericShortNameOrder, searchPattern } from '../../labs/lab-queries';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadLabProfile } from './load-lab-profile';

/**
 * GET /labs/{labId}/profile/orgs/{orgId}/all_satellites: the org's labs that can become satellites
 * of the lab — not the lab itself, not linked to a parent already, not a core lab with satellites —
 * by numeric QC code, searchable by QC code, name and city.
 */
export async function listSatelliteCandidates(ctx: Pick<AdminContext, 'db' | 'session'>, input: TSatelliteCandidatesInput): Promise<TSatelliteList> {
  assertOrgAdminOf(ctx.session, input.orgId);
  await loadLabProfile(ctx.db, input.labId, input.orgId);
  const pattern = input.query ? searchPattern(input.query) : null;
  let base = ctx.db
    .selectFrom('labs as l')
    .innerJoin('orgLabs as ol', 'ol.labId', 'l.id')
    .where('ol.orgId', '=', input.orgId)
    .where('l.id', '<>', input.labId)
    .where('l.parentLabId', 'is', null)
    .where(sql<boolean>`not exists (select 1 from labs child where child.parent_lab_id = l.id)`);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([eb(foldedColumn('l.shortName'), 'like', pattern), eb(foldedColumn('l.name'), 'like', pattern), eb(foldedColumn('l.city'), 'like', pattern)]),
    );
  }
  const [items, count] = await Promise.all([
    base
      .select(['l.id', 'l.shortName', 'l.name', 'l.city', 'l.address', 'l.zipCode'])
      .orderBy(numericShortNameOrder('l.shortName'), (ob) => ob.asc().nullsLast())
      .orderBy('l.shortName')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
