import { AppError, cleanLocalized, isEditableRoundYear } from '@eqa/core';
import type { TUpdateSurveyInput } from './save-survey.types';
import type { TSurvey } from './survey.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurvey } from './load-survey';
import { loadSurveySummary } from './load-surveys';
import { assertDateOrder, assertSurveyEditable, editableRoundOfOrg, schemeVersionOfOrg } from './survey-checks';

/**
 * PUT /orgs/{orgId}/surveys/{id} (autosave of the configuration page): only surveys of editable
 * rounds (422 roundId); the scheme version changes only while the survey is deletable (nothing
 * refers to it; 422 schemeVersionId). descriptionSync / schemeVersionSync as in the input docs.
 */
export async function updateSurvey(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: TUpdateSurveyInput & { descriptionSync: boolean; schemeVersionSync: boolean },
): Promise<TSurvey> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const current = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.id);
  assertSurveyEditable(ctx.clock, current.round.year);
  const version = await schemeVersionOfOrg(ctx.db, input.orgId, input.schemeVersionId);
  if (input.roundId !== current.round.id) await editableRoundOfOrg(ctx.db, ctx.clock, input.orgId, input.roundId);
  const versionChanged = input.schemeVersionId !== current.schemeVersion.id;
  if (versionChanged && !current.deletable) {
    throw AppError.constraint('schemeVersionId', 'The scheme version of a survey in use cannot be changed');
  }
  const pick = <K extends 'startsAt' | 'endsAt'>(key: K) => (input[key] !== undefined ? (input[key] ?? null) : current[key]);
  assertDateOrder(pick('startsAt'), pick('endsAt'));

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
        .select(['s.id', 'r.year'])
        .where('s.schemeVersionId', '=', input.schemeVersionId)
        .where('s.id', '<>', input.id)
        .execute();
      const now = ctx.clock.now();
      const editable = siblings.filter((s) => isEditableRoundYear(s.year, now)).map((s) => s.id);
      if (editable.length > 0) await trx.updateTable('surveys').set({ description }).where('id', 'in', editable).execute();
    }
  });
  return loadSurvey(ctx.db, ctx.clock, input.orgId, input.id);
}
