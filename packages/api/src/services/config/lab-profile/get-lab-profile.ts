import type { TLabProfile } from './lab-profile.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadLabProfile } from './load-lab-profile';

/** GET /labs/{labId}/profile/orgs/{orgId}. */
export async function getLabProfile(ctx: Pick<AdminContext, 'db' | 'session'>, labId: number, orgId: number): Promise<TLabProfile> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadLabProfile(ctx.db, labId, orgId);
}
