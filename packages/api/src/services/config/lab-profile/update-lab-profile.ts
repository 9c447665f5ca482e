import type { TLabProfile, TUpdateLabProfileInput } from './lab-profile.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadLabProfile } from './load-lab-profile';

/** PATCH /labs/{labId}/profile/orgs/{orgId}: the four toggles (each saved after a debounce by the client). */
export async function updateLabProfile(ctx: Pick<AdminContext, 'db' | 'session'>, input: TUpdateLabProfileInput): Promise<TLabProfile> {
  assertOrgAdminOf(ctx.session, input.orgId);
  await loadLabProfile(ctx.db, input.labId, input.orgId);
  const patch = {
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.orderingDisabled !== undefined ? { orderingDisabled: input.orderingDisabled } : {}),
    ...(input.proformaInvoiceDisabled !== undefined ? { proformaInvoiceDisabled: input.proformaInvoiceDisabled } : {}),
    ...(input.significantDiffWarningDisabled !== undefined ? { significantDiffWarningDisabled: input.significantDiffWarningDisabled } : {}),
  };
  if (Object.keys(patch).length > 0) {
    await ctx.db.updateTable('orgLabs').set(patch).where('labId', '=', input.labId).where('orgId', '=', input.orgId).execute();
  }
  return loadLabProfile(ctx.db, input.labId, input.orgId);
}
