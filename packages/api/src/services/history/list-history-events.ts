import type { THistoryScopeInput } from './history-filters.types';
import type { TLastEventOutput } from './get-last-event.types';
import type { TListEventsInput, TListEventsOutput } from './list-events.types';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { historyEvents } from './history-events';

/**
 * GET /labs/{labId}/surveys/{surveyId}/events (spec 1 §2 survey history dialog, org users only — the
 * router's orgAdminProcedure; the lab must be the org's): the result_history projection of the lab
 * and survey, newest first, filtered by user, parameter, result group and sample.
 */
export async function listHistoryEvents(ctx: SurveyServiceContext, input: TListEventsInput): Promise<TListEventsOutput> {
  await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  let base = ctx.db.selectFrom('resultHistory').where('labId', '=', input.labId).where('surveyId', '=', input.surveyId);
  if (input.user !== undefined) base = base.where('userId', '=', input.user);
  if (input.parameter !== undefined) base = base.where('parameterId', '=', input.parameter);
  if (input.resultGroup !== undefined) base = base.where('resultGroupId', '=', input.resultGroup);
  if (input.sample !== undefined) base = base.where('sampleId', '=', input.sample);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('globalPosition', 'desc').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: await historyEvents(ctx.db, rows), total: Number(count.total) };
}

/** GET …/events/last_event: the newest history event of the lab and survey. */
export async function getLastHistoryEvent(ctx: SurveyServiceContext, input: THistoryScopeInput): Promise<TLastEventOutput> {
  await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const rows = await ctx.db
    .selectFrom('resultHistory')
    .selectAll()
    .where('labId', '=', input.labId)
    .where('surveyId', '=', input.surveyId)
    .orderBy('globalPosition', 'desc')
    .limit(1)
    .execute();
  const [event] = await historyEvents(ctx.db, rows);
  return { event: event ?? null };
}
