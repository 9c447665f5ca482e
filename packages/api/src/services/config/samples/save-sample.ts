import { assertNoViolation, cleanLocalized, nextOrdinal, ordinalTakenViolation, requiredTextViolation } from '@eqa/core';
import type { TCreateSampleInput, TSample, TUpdateSampleInput } from './sample.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurveySummary } from '../surveys/load-surveys';
import { assertEvaluatedSurveyUnchanged, assertSurveyEditable } from '../surveys/survey-checks';
import { loadSample } from './load-sample';

/**
 * POST …/samples (sampleId null) and PATCH …/samples/{sampleId}: a name (spec 3 §5), descriptions per
 * locale, url, ordinal unique in the survey; only in surveys of editable rounds (422 roundId).
 */
export async function saveSample(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: TCreateSampleInput | TUpdateSampleInput,
  sampleId: number | null,
): Promise<TSample> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.surveyId);
  if (sampleId !== null) await loadSample(ctx.db, ctx.clock, input.orgId, input.surveyId, sampleId);
  if (sampleId === null || input.name !== undefined) assertNoViolation(requiredTextViolation('name', input.name));
  assertSurveyEditable(ctx.clock, survey.round.year);
  assertEvaluatedSurveyUnchanged(survey.status, ['samples']);
  let others = ctx.db.selectFrom('samples').select('ordinal').where('surveyId', '=', input.surveyId);
  if (sampleId !== null) others = others.where('id', '<>', sampleId);
  const ordinals = (await others.execute()).map((row) => row.ordinal);
  const ordinal = input.ordinal ?? (sampleId === null ? nextOrdinal(ordinals) : undefined);
  if (ordinal !== undefined) assertNoViolation(ordinalTakenViolation(ordinal, ordinals));
  const description = input.description === undefined ? undefined : input.description === null ? null : cleanLocalized(input.description);
  const url = input.url === undefined ? undefined : input.url === null || input.url.trim() === '' ? null : input.url.trim();
  const values = {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(description !== undefined ? { description: description && Object.keys(description).length > 0 ? description : null } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(ordinal !== undefined ? { ordinal } : {}),
  };
  let id = sampleId;
  if (id === null) {
    const row = await ctx.db
      .insertInto('samples')
      .values({ surveyId: input.surveyId, name: (input.name ?? '').trim(), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else if (Object.keys(values).length > 0) {
    await ctx.db.updateTable('samples').set(values).where('id', '=', id).execute();
  }
  return loadSample(ctx.db, ctx.clock, input.orgId, input.surveyId, id);
}
