import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadRound } from './load-rounds';
import { assertEditableYear } from './round-checks';

/** DELETE /orgs/{orgId}/rounds/{id}: refused while in use (409) or read-only (422 year). */
export async function deleteRound(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  const round = await loadRound(ctx.db, ctx.clock, orgId, id);
  if (!round.deletable) throw inUseError('The round has surveys, products or orders and cannot be deleted');
  assertEditableYear(ctx.clock, round.year);
  await withDbErrors(() => ctx.db.deleteFrom('rounds').where('id', '=', id).execute(), {
    foreignKey: 'The round is in use and cannot be deleted',
  });
  return { ok: true };
}
