import type { TSample } from './sample.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSample } from './load-sample';

/** GET /orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}. */
export async function getSample(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: { orgId: number; surveyId: number; sampleId: number },
): Promise<TSample> {
  assertOrgAdminOf(ctx.session, input.orgId);
  return loadSample(ctx.db, ctx.clock, input.orgId, input.surveyId, input.sampleId);
}
