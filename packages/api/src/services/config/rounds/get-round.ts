import type { TRound } from './round.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadRound } from './load-rounds';

/** GET /orgs/{orgId}/rounds/{id}. */
export async function getRound(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number, id: number): Promise<TRound> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadRound(ctx.db, ctx.clock, orgId, id);
}
