import { API_MESSAGES, AppError, assertNoViolation, satelliteCandidateViolation } from '@eqa/core';
import type { TAddSatellitesInput, TSatelliteList } from './lab-profile.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadLabProfile, loadSatellites } from './load-lab-profile';

/**
 * PATCH /labs/{labId}/profile/orgs/{orgId}/satellites: links the selected labs of the org as satellites
 * (child_lab) of the lab, which becomes a parent lab. A child lab may not (422 labId); a lab that is
 * the lab itself, already linked or a core lab with satellites cannot become one (422 satelliteIds).
 */
export async function addSatellites(ctx: Pick<AdminContext, 'db' | 'session'>, input: TAddSatellitesInput): Promise<TSatelliteList> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const profile = await loadLabProfile(ctx.db, input.labId, input.orgId);
  if (!profile.canManageSatellites) throw AppError.constraint('labId', API_MESSAGES.satelliteHasNoSatellites);
  const ids = [...new Set(input.satelliteIds)];
  const candidates = await ctx.db
    .selectFrom('labs as l')
    .innerJoin('orgLabs as ol', 'ol.labId', 'l.id')
    .select(['l.id', 'l.parentLabId', 'l.satelliteConnection'])
    .select((eb) => eb.exists(eb.selectFrom('labs as child').select('child.id').whereRef('child.parentLabId', '=', 'l.id')).as('hasChildren'))
    .where('ol.orgId', '=', input.orgId)
    .where('l.id', 'in', ids)
    .execute();
  if (candidates.length !== ids.length) throw AppError.constraint('satelliteIds', API_MESSAGES.unknownLab);
  for (const candidate of candidates) {
    assertNoViolation(satelliteCandidateViolation(input.labId, { ...candidate, hasChildren: candidate.hasChildren === true }));
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('labs').set({ satelliteConnection: 'parent_lab' }).where('id', '=', input.labId).execute();
    await trx.updateTable('labs').set({ satelliteConnection: 'child_lab', parentLabId: input.labId }).where('id', 'in', ids).execute();
  });
  return loadSatellites(ctx.db, input.labId);
}
