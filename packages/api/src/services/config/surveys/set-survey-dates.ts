import { API_MESSAGES, AppError, isConfigViolation, publishedKinds, type Logger, onlyEvaluationDatesDefault, assertNoViolation, surveyDatesPatch, surveyDeadlineViolation } from '@eqa/core';
import type { TSetSurveyDatesInput, TSetSurveyDatesOutput } from './set-survey-dates.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurveySummaries, loadSurveysWhere } from './load-surveys';
import { cancelCertificateSchedule, mergeRecorded, NOTHING_RECORDED, sendJobs, type JobRun } from '@eqa/db';
import { recordPublication } from '../../notifications/publication-notifications';
import { sendRecorded } from '../../notifications/send-recorded';
import { assertEvaluationPublishable, publicationSurvey } from '../../evaluations/evaluation-publication';
import { certificatesOnPublication } from '../../certificates/certificate-job';
import { participantDocumentsJob } from './update-survey';
import { assertEvaluatedSurveyUnchanged, assertSurveyEditable } from './survey-checks';

/**
 * PUT /orgs/{orgId}/surveys/survey_dates (the set-dates dialog of a round, spec 3 §4): all surveys of
 * the round unless surveyIds select some; the only-evaluation-dates mode defaults by core
 * onlyEvaluationDatesDefault; every survey must be in an editable round (422 roundId). An evaluation
 * date published needs each survey's current evaluation run (as updateSurvey) and makes its
 * participants' documents.
 */
export async function setSurveyDates(ctx: Pick<AdminContext, 'db' | 'session' | 'clock' | 'jobs'> & { logger: Pick<Logger, 'warn'>; origin: string }, input: TSetSurveyDatesInput): Promise<TSetSurveyDatesOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  if (input.roundId === undefined && (input.surveyIds === undefined || input.surveyIds.length === 0)) {
    throw AppError.constraint('roundId', 'requiredField');
  }
  if (input.surveyIds !== undefined && input.surveyIds.length === 0) throw AppError.constraint('surveyIds', 'requiredField');
  let selected = input.surveyIds
    ? await loadSurveySummaries(ctx.db, ctx.clock, input.orgId, [...new Set(input.surveyIds)])
    : await loadSurveysWhere(ctx.db, ctx.clock, input.orgId, { roundIds: [input.roundId ?? 0] });
  if (input.surveyIds && selected.length !== new Set(input.surveyIds).size) throw AppError.constraint('surveyIds', API_MESSAGES.unknownSurvey);
  if (input.roundId !== undefined) {
    const round = await ctx.db.selectFrom('rounds').select('id').where('id', '=', input.roundId).where('orgId', '=', input.orgId).executeTakeFirst();
    if (!round) throw AppError.constraint('roundId', API_MESSAGES.unknownRound);
    if (selected.some((s) => s.round.id !== input.roundId)) throw AppError.constraint('surveyIds', API_MESSAGES.surveyNotOfRound);
  }
  if (selected.length === 0) throw AppError.constraint('surveyIds', API_MESSAGES.roundWithoutSurveys);
  for (const survey of selected) assertSurveyEditable(ctx.clock, survey.round.year);

  const roundIds = [...new Set(selected.map((s) => s.round.id))];
  const roundSurveys = await loadSurveysWhere(ctx.db, ctx.clock, input.orgId, { roundIds });
  const onlyEvaluationDates = input.onlyEvaluationDates ?? onlyEvaluationDatesDefault(roundSurveys, ctx.clock.now());
  const patch = surveyDatesPatch({ ...input, onlyEvaluationDates });
  if (isConfigViolation(patch)) {
    assertNoViolation(patch);
    return { items: [], total: 0, onlyEvaluationDates };
  }
  const ids = selected.map((s) => s.id);
  // an evaluated survey keeps its start and end (the evaluation dates may still be set)
  if (patch.mode !== 'evaluation') {
    for (const survey of selected) {
      assertEvaluatedSurveyUnchanged(survey.status, ['startsAt']);
      // a new end before a survey's deadline: the dialog's field is the end
      const deadline = surveyDeadlineViolation(survey.deadline, patch.endsAt);
      if (deadline) assertNoViolation({ ...deadline, param: 'endsAt' });
    }
  }
  if (patch.mode === 'evaluation') {
    const evaluatedAt = patch.evaluatedAt;
    const publishing = selected.filter((survey) => publishedKinds(survey, { evaluatedAt }).length > 0);
    for (const survey of publishing) await assertEvaluationPublishable(ctx.db, await publicationSurvey(ctx.db, survey.id), ['evaluation']);
    const documentJobs: JobRun[] = [];
    let notified = NOTHING_RECORDED;
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('surveys').set({ expectedEvaluationAt: patch.expectedEvaluationAt, evaluatedAt }).where('id', 'in', ids).execute();
      // unpublished: no certificates are due for their date any more
      if (evaluatedAt === null) for (const id of ids) await cancelCertificateSchedule(trx, id);
      for (const survey of publishing) {
        const issueAt = survey.issueAt ?? evaluatedAt ?? ctx.clock.now().toISOString();
        await trx.updateTable('surveys').set({ issueAt }).where('id', '=', survey.id).execute();
        documentJobs.push(await participantDocumentsJob(trx, ctx, survey.id, new Date(issueAt)));
        notified = mergeRecorded(notified, await recordPublication(trx, ctx, survey.id, [{ kind: 'evaluation', at: evaluatedAt }]));
      }
      // one certificates job per year of the published surveys (the job looks at the whole year)
      const firstOfYear = new Map(publishing.map((survey) => [survey.round.year, survey.id] as const));
      for (const surveyId of firstOfYear.values()) {
        const certificates = await certificatesOnPublication(trx, ctx.jobs, surveyId, evaluatedAt ?? null, ctx.clock.now(), ctx.session.user.id);
        if (certificates) documentJobs.push(certificates);
      }
    });
    await sendJobs(ctx.db, ctx.jobs, documentJobs, ctx.logger);
    await sendRecorded(ctx, notified);
  } else {
    await ctx.db.updateTable('surveys').set({ startsAt: patch.startsAt, endsAt: patch.endsAt }).where('id', 'in', ids).execute();
  }
  selected = await loadSurveySummaries(ctx.db, ctx.clock, input.orgId, ids);
  return { items: selected, total: selected.length, onlyEvaluationDates };
}
