import type { TOk } from '../../shared.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadSurveySummary } from '../surveys/load-surveys';
import { assertEvaluatedSurveyUnchanged, assertSurveyEditable } from '../surveys/survey-checks';
import { loadSample } from './load-sample';

/** DELETE /orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}: refused while in use (409) or read-only (422). */
export async function deleteSample(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: { orgId: number; surveyId: number; sampleId: number },
): Promise<TOk> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.surveyId);
  const sample = await loadSample(ctx.db, ctx.clock, input.orgId, input.surveyId, input.sampleId);
  if (!sample.deletable) throw inUseError('Results or evaluations refer to the sample; it cannot be deleted');
  assertSurveyEditable(ctx.clock, survey.round.year);
  assertEvaluatedSurveyUnchanged(survey.status, ['samples']);
  await withDbErrors(() => ctx.db.deleteFrom('samples').where('id', '=', input.sampleId).execute(), {
    foreignKey: 'The sample is in use and cannot be deleted',
  });
  return { ok: true };
}
