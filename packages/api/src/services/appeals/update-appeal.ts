import { AppError, appealTransitionRefusal, deliverMailSoon } from '@eqa/core';
import { assertOrgAdminOf } from '../config/admin-context';
import { requireSession } from '../surveys/open-lab-survey';
import type { TAppeal, TUpdateAppealInput } from './appeal.types';
import { writeAppealChangedMail } from './appeal-mail';
import type { AppealContext } from './file-appeal';
import { loadAppeals } from './load-appeals';

/**
 * PATCH /orgs/{orgId}/appeals/{id} {state, response} (the org's staff): moves an appeal along core
 * APPEAL_TRANSITIONS (422 state `appeals.errors.invalidTransition` with params from/to; upholding or
 * rejecting needs a response, 422 response). The step is an event (who, when, what was written), the
 * lab's users are mailed in their language; all in one transaction, the appeal row locked. An
 * upheld appeal that changes a result is corrected and re-evaluated by staff with the existing
 * evaluation run; publishing it again reissues the lab's certificate (docs/decisions/certificates.md).
 */
export async function updateAppeal(ctx: AppealContext, input: TUpdateAppealInput): Promise<TAppeal> {
  const session = requireSession(ctx.session);
  assertOrgAdminOf(session, input.orgId);
  const now = ctx.clock.now();
  const response = input.response?.trim() ? input.response.trim() : null;
  const { appeal, outboxIds } = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('appeals').select(['id', 'state']).where('id', '=', input.id).where('orgId', '=', input.orgId).forUpdate().executeTakeFirst();
    if (!current) throw AppError.notFound('Appeal');
    const refusal = appealTransitionRefusal(current.state, input.state, response);
    if (refusal) throw AppError.constraint(refusal.param, refusal.code, 'constraint_violation_error', refusal.params);
    const decided = input.state === 'upheld' || input.state === 'rejected';
    await trx
      .updateTable('appeals')
      .set({ state: input.state, updatedAt: now, ...(decided ? { response, respondedAt: now, respondedBy: session.user.id } : {}) })
      .where('id', '=', current.id)
      .execute();
    await trx.insertInto('appealEvents').values({ appealId: current.id, state: input.state, note: response, userId: session.user.id, userName: session.user.username, createdAt: now }).execute();
    const [loaded] = (await loadAppeals(trx, (q) => q.where('appeals.id', '=', current.id))).items;
    if (!loaded) throw AppError.notFound('Appeal');
    return { appeal: loaded, outboxIds: await writeAppealChangedMail(trx, loaded, ctx.origin) };
  });
  for (const id of outboxIds) await deliverMailSoon(ctx.jobs, id, ctx.logger);
  return appeal;
}
