import { API_MESSAGES, AppError, cleanLocalized, isEditableRoundYear } from '@eqa/core';
import type { TSurveySummary } from './survey.types';
import type { TUpdateSurveyInput } from './save-survey.types';
import type { TSurvey } from './survey.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurvey } from './load-survey';
import { loadSurveySummary } from './load-surveys';
import { assertDateOrder, assertEvaluatedSurveyUnchanged, assertSurveyEditable, editableRoundOfOrg, schemeVersionOfOrg } from './survey-checks';

/**
 * PUT /orgs/{orgId}/surveys/{id} (autosave of the configuration page): only surveys of editable
 * rounds (422 roundId); the scheme version changes only while the survey is deletable (nothing
 * refers to it; 422 schemeVersionId). descriptionSync / schemeVersionSync as in the input docs. An
 * evaluated survey changes nothing but its evaluation date (422 config.surveys.evaluatedReadOnly).
 */
export async function updateSurvey(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
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
  });
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
