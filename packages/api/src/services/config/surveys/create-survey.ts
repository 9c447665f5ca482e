import { AppError, cleanLocalized, evaluationPublicationRefusal, publishedKinds } from '@eqa/core';
import type { TCreateSurveyInput } from './save-survey.types';
import type { TSurvey } from './survey.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurvey } from './load-survey';
import { assertDateOrder, editableRoundOfOrg, schemeVersionOfOrg } from './survey-checks';

/**
 * POST /orgs/{orgId}/surveys (the new survey dialog: scheme version and round). Without dates the
 * survey is a proposal; the description defaults to the scheme version's. A new survey has no
 * evaluation run, so it cannot be created pre-evaluated or evaluated (422 with the core refusal
 * code) unless its scheme version has evaluation disabled.
 */
export async function createSurvey(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: TCreateSurveyInput): Promise<TSurvey> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const version = await schemeVersionOfOrg(ctx.db, input.orgId, input.schemeVersionId);
  await editableRoundOfOrg(ctx.db, ctx.clock, input.orgId, input.roundId);
  assertDateOrder(input.startsAt ?? null, input.endsAt ?? null, input.deadline ?? null);
  for (const kind of publishedKinds({ preEvaluatedAt: null, evaluatedAt: null }, input)) {
    const refusal = evaluationPublicationRefusal({ kind, evaluationDisabled: version.evaluationDisabled, run: null, currentPosition: 0 });
    if (refusal) throw AppError.constraint(kind === 'evaluation' ? 'evaluatedAt' : 'preEvaluatedAt', refusal);
  }
  const description = input.description === undefined ? version.description : input.description === null ? null : cleanLocalized(input.description);
  const { id } = await ctx.db
    .insertInto('surveys')
    .values({
      orgId: input.orgId,
      schemeVersionId: version.id,
      roundId: input.roundId,
      description: description && Object.keys(description).length > 0 ? description : null,
      evaluationDisabled: version.evaluationDisabled,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      deadline: input.deadline ?? null,
      expectedEvaluationAt: input.expectedEvaluationAt ?? null,
      preEvaluatedAt: input.preEvaluatedAt ?? null,
      evaluatedAt: input.evaluatedAt ?? null,
      issueAt: input.issueAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return loadSurvey(ctx.db, ctx.clock, input.orgId, id);
}
