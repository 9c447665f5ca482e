import { API_MESSAGES, AppError, cleanLocalized, isEditableRoundYear, publishedKinds, type Logger } from '@eqa/core';
import { cancelCertificateSchedule, mergeRecorded, NOTHING_RECORDED, recordJob, sendJobs, type JobRun } from '@eqa/db';
import { recordPublication } from '../../notifications/publication-notifications';
import { sendRecorded } from '../../notifications/send-recorded';
import type { TSurveySummary } from './survey.types';
import type { TUpdateSurveyInput } from './save-survey.types';
import type { TSurvey } from './survey.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurvey } from './load-survey';
import { loadSurveySummary } from './load-surveys';
import { assertEvaluationPublishable, publicationSurvey } from '../../evaluations/evaluation-publication';
import { certificatesOnPublication } from '../../certificates/certificate-job';
import { assertDateOrder, assertEvaluatedSurveyUnchanged, assertSurveyEditable, editableRoundOfOrg, schemeVersionOfOrg } from './survey-checks';

/**
 * PUT /orgs/{orgId}/surveys/{id} (autosave of the configuration page): only surveys of editable
 * rounds (422 roundId); the scheme version changes only while the survey is deletable (nothing
 * refers to it; 422 schemeVersionId). descriptionSync / schemeVersionSync as in the input docs. An
 * evaluated survey changes nothing but its evaluation date (422 config.surveys.evaluatedReadOnly).
 * Publishing (a pre-evaluation or evaluation date set) needs a successful run of that kind on the
 * current results (422 preEvaluatedAt / evaluatedAt with the core refusal code); publishing the
 * evaluation records the participants' documents job (documents.generate, regenerating) in the
 * same transaction (docs/decisions/evaluation-run.md).
 */
export async function updateSurvey(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock' | 'jobs'> & { logger: Pick<Logger, 'warn'>; origin: string },
  input: TUpdateSurveyInput & { descriptionSync: boolean; schemeVersionSync: boolean },
): Promise<TSurvey> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const current = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.id);
  assertSurveyEditable(ctx.clock, current.round.year);
  assertEvaluatedSurveyUnchanged(current.status, changedFields(current, input));
  const version = await schemeVersionOfOrg(ctx.db, input.orgId, input.schemeVersionId);
  if (input.roundId !== current.round.id) await editableRoundOfOrg(ctx.db, ctx.clock, input.orgId, input.roundId);
  const versionChanged = input.schemeVersionId !== current.schemeVersion.id;
  if (versionChanged && !current.deletable) {
    throw AppError.constraint('schemeVersionId', API_MESSAGES.surveySchemeVersionLocked);
  }
  const pick = <K extends 'startsAt' | 'endsAt' | 'deadline'>(key: K) => (input[key] !== undefined ? (input[key] ?? null) : current[key]);
  assertDateOrder(pick('startsAt'), pick('endsAt'), pick('deadline'));

  let description = input.description === undefined ? undefined : input.description === null ? null : cleanLocalized(input.description);
  if (description && Object.keys(description).length === 0) description = null;
  let evaluationDisabled = input.evaluationDisabled;
  if (versionChanged && input.schemeVersionSync) {
    description = version.description;
    evaluationDisabled = version.evaluationDisabled;
  }
  const dates = (['startsAt', 'endsAt', 'deadline', 'expectedEvaluationAt', 'preEvaluatedAt', 'evaluatedAt', 'issueAt'] as const).reduce(
    (patch, key) => (input[key] !== undefined ? { ...patch, [key]: input[key] } : patch),
    {} as Partial<Record<'startsAt' | 'endsAt' | 'deadline' | 'expectedEvaluationAt' | 'preEvaluatedAt' | 'evaluatedAt' | 'issueAt', string | null>>,
  );
  const published = publishedKinds(
    { preEvaluatedAt: current.preEvaluatedAt, evaluatedAt: current.evaluatedAt },
    { preEvaluatedAt: input.preEvaluatedAt, evaluatedAt: input.evaluatedAt },
  );
  if (published.length > 0) await assertEvaluationPublishable(ctx.db, await publicationSurvey(ctx.db, input.id), published);
  const documentsJob: JobRun[] = [];
  let notified = NOTHING_RECORDED;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('surveys')
      .set({
        schemeVersionId: input.schemeVersionId,
        roundId: input.roundId,
        ...dates,
        ...(description !== undefined ? { description } : {}),
        ...(evaluationDisabled !== undefined ? { evaluationDisabled } : {}),
      })
      .where('id', '=', input.id)
      .execute();
    if (input.descriptionSync && description !== undefined) {
      await trx.updateTable('schemeVersions').set({ description }).where('id', '=', input.schemeVersionId).execute();
      const siblings = await trx
        .selectFrom('surveys as s')
        .innerJoin('rounds as r', 'r.id', 's.roundId')
        .select(['s.id', 'r.year', 's.evaluatedAt'])
        .where('s.schemeVersionId', '=', input.schemeVersionId)
        .where('s.id', '<>', input.id)
        .execute();
      const now = ctx.clock.now();
      // evaluated surveys are read-only: their description stays as evaluated
      const editable = siblings.filter((s) => isEditableRoundYear(s.year, now) && !(s.evaluatedAt !== null && s.evaluatedAt <= now)).map((s) => s.id);
      if (editable.length > 0) await trx.updateTable('surveys').set({ description }).where('id', 'in', editable).execute();
    }
    if (published.includes('evaluation') && input.evaluatedAt) {
      const issueAt = current.issueAt ?? input.evaluatedAt;
      await trx.updateTable('surveys').set({ issueAt }).where('id', '=', input.id).execute();
      documentsJob.push(await participantDocumentsJob(trx, ctx, input.id, new Date(issueAt)));
      const certificates = await certificatesOnPublication(trx, ctx.jobs, input.id, input.evaluatedAt, ctx.clock.now(), ctx.session.user.id);
      if (certificates) documentsJob.push(certificates);
    }
    // unpublished: no certificates are due for its date any more
    if (input.evaluatedAt === null) await cancelCertificateSchedule(trx, input.id);
    // issue 34: the labs hear of a publication in its own transaction
    notified = mergeRecorded(
      notified,
      await recordPublication(trx, ctx, input.id, published.map((kind) => ({ kind, at: kind === 'evaluation' ? input.evaluatedAt : input.preEvaluatedAt }))),
    );
  });
  await sendJobs(ctx.db, ctx.jobs, documentsJob, ctx.logger);
  await sendRecorded(ctx, notified);
  return loadSurvey(ctx.db, ctx.clock, input.orgId, input.id);
}

const DATE_KEYS = ['startsAt', 'endsAt', 'deadline', 'expectedEvaluationAt', 'preEvaluatedAt', 'evaluatedAt', 'issueAt'] as const;

const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime());

/** The fields an update would change (an autosave resends unchanged values: they do not count). */
function changedFields(current: TSurveySummary, input: TUpdateSurveyInput): string[] {
  const changed: string[] = [];
  if (input.schemeVersionId !== current.schemeVersion.id) changed.push('schemeVersionId');
  if (input.roundId !== current.round.id) changed.push('roundId');
  for (const key of DATE_KEYS) {
    const next = input[key];
    if (next !== undefined && !sameInstant(next ?? null, current[key])) changed.push(key);
  }
  if (input.description !== undefined) {
    const next = input.description === null ? null : cleanLocalized(input.description);
    const empty = (d: Record<string, string> | null) => d === null || Object.keys(d).length === 0;
    if (!(empty(next) && empty(current.description)) && JSON.stringify(next) !== JSON.stringify(current.description)) changed.push('description');
  }
  if (input.evaluationDisabled !== undefined && input.evaluationDisabled !== current.status.evaluationDisabled) changed.push('evaluationDisabled');
  return changed;
}

/**
 * The participants' documents of a published evaluation: every participating lab's participation
 * report made again (overwrite) for the issue date, so its counts are the published run's.
 */
export async function participantDocumentsJob(
  trx: Parameters<typeof recordJob>[0],
  ctx: Pick<AdminContext, 'jobs' | 'session'>,
  surveyId: number,
  issueAt: Date,
): Promise<JobRun> {
  return recordJob(trx, ctx.jobs, {
    name: 'documents.generate',
    key: `survey:${surveyId}`,
    payload: { surveyId, labId: null, overwrite: true, issueAt: issueAt.toISOString() },
    createdBy: ctx.session.user.id,
  });
}
