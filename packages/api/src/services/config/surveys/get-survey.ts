import type { TSurvey } from './survey.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurvey } from './load-survey';

/** GET /orgs/{orgId}/surveys/{id}. */
export async function getSurvey(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number, id: number): Promise<TSurvey> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadSurvey(ctx.db, ctx.clock, orgId, id);
}
