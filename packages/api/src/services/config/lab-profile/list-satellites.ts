import type { TSatelliteList } from './lab-profile.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadLabProfile, loadSatellites } from './load-lab-profile';

/** GET /labs/{labId}/profile/orgs/{orgId}/satellites: sorted by numeric QC code. */
export async function listSatellites(ctx: Pick<AdminContext, 'db' | 'session'>, labId: number, orgId: number): Promise<TSatelliteList> {
  assertOrgAdminOf(ctx.session, orgId);
  await loadLabProfile(ctx.db, labId, orgId);
  return loadSatellites(ctx.db, labId);
}
