import { API_MESSAGES, AppError } from '@eqa/core';
import type { TImportSampleResultMergesOutput } from './import-sample-result-merges.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurveySummary } from './load-surveys';
import { assertSurveyEditable } from './survey-checks';

/**
 * GET /orgs/{orgId}/surveys/import/import_sample_result_merges?surveyId=&fromSurveyId=: for every
 * sample of the survey whose name (case-insensitive) matches a sample of the from-survey, a
 * sample_merges row (the sample's results are evaluated with the other survey's sample). Existing
 * merges of those samples are kept. API_MESSAGES.unknownSurvey (422 fromSurveyId) for an unknown survey.
 */
export async function importSampleResultMerges(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: { orgId: number; surveyId: number; fromSurveyId: number },
): Promise<TImportSampleResultMergesOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.surveyId);
  assertSurveyEditable(ctx.clock, survey.round.year);
  const from = await ctx.db.selectFrom('surveys').select('id').where('id', '=', input.fromSurveyId).where('orgId', '=', input.orgId).executeTakeFirst();
  if (!from) throw AppError.constraint('fromSurveyId', API_MESSAGES.unknownSurvey);
  if (from.id === survey.id) throw AppError.constraint('fromSurveyId', API_MESSAGES.ownMerge);
  const [own, other] = await Promise.all([
    ctx.db.selectFrom('samples').select(['id', 'name']).where('surveyId', '=', survey.id).orderBy('ordinal').orderBy('id').execute(),
    ctx.db.selectFrom('samples').select(['id', 'name']).where('surveyId', '=', from.id).orderBy('ordinal').orderBy('id').execute(),
  ]);
  const pairs = own.flatMap((sample) => {
    const match = other.find((o) => o.name.trim().toLowerCase() === sample.name.trim().toLowerCase());
    return match ? [{ sample, match }] : [];
  });
  let created = 0;
  await ctx.db.transaction().execute(async (trx) => {
    for (const { sample, match } of pairs) {
      const result = await trx
        .insertInto('sampleMerges')
        .values({ surveyId: survey.id, sampleId: sample.id, mergeToSurveyId: from.id, mergeToSampleId: match.id, parameterId: null })
        .onConflict((oc) => oc.columns(['sampleId', 'parameterId']).doNothing())
        .executeTakeFirst();
      created += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  });
  const merges = await ctx.db
    .selectFrom('sampleMerges as m')
    .innerJoin('samples as s', 's.id', 'm.sampleId')
    .select(['m.sampleId', 's.name as sampleName', 'm.mergeToSurveyId', 'm.mergeToSampleId'])
    .where('m.surveyId', '=', survey.id)
    .orderBy('s.ordinal')
    .orderBy('m.id')
    .execute();
  return { items: merges, total: merges.length, created };
}
