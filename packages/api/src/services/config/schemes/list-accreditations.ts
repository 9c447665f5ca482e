import type { TListAccreditationsOutput } from './accreditations.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadAccreditations } from './load-accreditations';
import { loadScheme } from './load-schemes';

/** GET /orgs/{orgId}/schemes/{schemeId}/accreditations (the accredited-parameters table). */
export async function listAccreditations(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, schemeId: number): Promise<TListAccreditationsOutput> {
  assertOrgAdminOf(ctx.session, orgId);
  await loadScheme(ctx.db, orgId, schemeId);
  const items = await loadAccreditations(ctx.db, schemeId);
  return { items, total: items.length };
}
