import type { Kysely } from 'kysely';
import { APPEAL_MESSAGES, AppError, deliverMailSoon, type Clock, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { ApiSettings } from '../../settings';
import { claimAppealAttachments, openAppealingLab } from './appeal-attachments';
import type { TAppeal, TFileAppealInput } from './appeal.types';
import { writeAppealFiledMail } from './appeal-mail';
import { loadAppeals } from './load-appeals';

export interface AppealContext {
  db: Kysely<DB>;
  clock: Clock;
  session: Session | null;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  settings: Pick<ApiSettings, 'supportEmail'>;
  origin: string;
}

/** The latest published evaluation run of a survey (what an appeal is about). */
async function evaluationRunOf(db: Kysely<DB>, surveyId: number): Promise<number | null> {
  const run = await db
    .selectFrom('evaluationRuns')
    .select('id')
    .where('surveyId', '=', surveyId)
    .where('kind', '=', 'evaluation')
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return run?.id ?? null;
}

/**
 * POST /labs/{labId}/surveys/{surveyId}/appeals (the lab's own users: a core lab does not appeal
 * for its satellites, staff do not appeal; 403): appeals an evaluated parameter (or one sample of
 * it) within the org's window after the evaluation's publication (core appealWindowRefusal: 422
 * surveyId `appeals.errors.windowClosed` with params.closedOn, or `notPublished`). The parameter must
 * have an evaluated result of the lab (422 parameterId `notEvaluated`); one open appeal per result
 * (422 `alreadyOpen`). The files uploaded for it (attachmentIds) become its attachments (422
 * attachmentIds `attachmentUnknown` for one that is not an unclaimed upload of the lab's survey). The
 * appeal, its attachments, its first event and the staff mail are one transaction.
 */
export async function fileAppeal(ctx: AppealContext, input: TFileAppealInput): Promise<TAppeal> {
  const { session, survey, now } = await openAppealingLab(ctx, input.labId, input.surveyId);
  const runId = await evaluationRunOf(ctx.db, survey.id);
  let evaluated = runId !== null;
  if (runId !== null) {
    let query = ctx.db.selectFrom('evaluationLabResults').select('id').where('runId', '=', runId).where('labId', '=', input.labId).where('parameterId', '=', input.parameterId);
    if (input.sampleId) query = query.where('sampleId', '=', input.sampleId);
    evaluated = (await query.limit(1).executeTakeFirst()) !== undefined;
  }
  if (!evaluated) throw AppError.constraint(input.sampleId ? 'sampleId' : 'parameterId', APPEAL_MESSAGES.notEvaluated);
  const sampleId = input.sampleId ?? null;

  const { appeal, outboxIds } = await ctx.db.transaction().execute(async (trx) => {
    let open = trx
      .selectFrom('appeals')
      .select('id')
      .where('labId', '=', input.labId)
      .where('surveyId', '=', input.surveyId)
      .where('parameterId', '=', input.parameterId)
      .where('state', 'in', ['submitted', 'in_review']);
    open = sampleId === null ? open.where('sampleId', 'is', null) : open.where('sampleId', '=', sampleId);
    if (await open.executeTakeFirst()) throw AppError.constraint('parameterId', APPEAL_MESSAGES.alreadyOpen);
    const row = await trx
      .insertInto('appeals')
      .values({
        orgId: survey.orgId,
        labId: input.labId,
        surveyId: input.surveyId,
        parameterId: input.parameterId,
        sampleId,
        reason: input.reason,
        state: 'submitted',
        createdBy: session.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAppealAttachments(trx, { labId: input.labId, surveyId: input.surveyId, appealId: row.id }, input.attachmentIds ?? []);
    await trx.insertInto('appealEvents').values({ appealId: row.id, state: 'submitted', note: input.reason, userId: session.user.id, userName: session.user.username, createdAt: now }).execute();
    const [loaded] = (await loadAppeals(trx, (q) => q.where('appeals.id', '=', row.id))).items;
    if (!loaded) throw AppError.notFound('Appeal');
    return { appeal: loaded, outboxIds: await writeAppealFiledMail(trx, loaded, survey.orgId, ctx.settings.supportEmail, ctx.origin) };
  });
  for (const id of outboxIds) await deliverMailSoon(ctx.jobs, id, ctx.logger);
  return appeal;
}
