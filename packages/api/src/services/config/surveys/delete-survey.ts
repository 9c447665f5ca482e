import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadSurveySummary } from './load-surveys';
import { assertSurveyEditable } from './survey-checks';

/** DELETE /orgs/{orgId}/surveys/{id}: refused while in use (409) or read-only (422 roundId); samples go with it. */
export async function deleteSurvey(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number, id: number): Promise<TOk> {
  assertOrgAdminOf(ctx.session, orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, orgId, id);
  if (!survey.deletable) throw inUseError('Results, evaluations, documents or products refer to the survey; it cannot be deleted');
  assertSurveyEditable(ctx.clock, survey.round.year);
  await withDbErrors(() => ctx.db.deleteFrom('surveys').where('id', '=', id).execute(), {
    foreignKey: 'The survey is in use and cannot be deleted',
  });
  return { ok: true };
}
