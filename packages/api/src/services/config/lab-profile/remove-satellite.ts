import { API_MESSAGES, AppError } from '@eqa/core';
import type { TSatelliteList } from './lab-profile.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadLabProfile, loadSatellites } from './load-lab-profile';

/** DELETE /labs/{labId}/profile/orgs/{orgId}/satellites/{id}: unlinks a satellite (the lab stays a parent lab). */
export async function removeSatellite(ctx: Pick<AdminContext, 'db' | 'session'>, labId: number, orgId: number, satelliteId: number): Promise<TSatelliteList> {
  assertOrgAdminOf(ctx.session, orgId);
  const profile = await loadLabProfile(ctx.db, labId, orgId);
  if (!profile.canManageSatellites) throw AppError.constraint('labId', API_MESSAGES.noSatellitesToRemove);
  const result = await ctx.db
    .updateTable('labs')
    .set({ parentLabId: null, satelliteConnection: null })
    .where('id', '=', satelliteId)
    .where('parentLabId', '=', labId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw AppError.notFound('Satellite lab');
  return loadSatellites(ctx.db, labId);
}
