import type { TScheme } from './scheme.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadScheme } from './load-schemes';

/** GET /orgs/{orgId}/schemes/{id}. */
export async function getScheme(ctx: Pick<AdminContext, 'db' | 'session'>, orgId: number, id: number): Promise<TScheme> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadScheme(ctx.db, orgId, id);
}
