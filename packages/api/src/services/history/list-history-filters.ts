import { resultGroupName } from '@eqa/core';
import type {
  THistoryParametersOutput,
  THistoryResultGroupsOutput,
  THistorySamplesOutput,
  THistoryScopeInput,
  THistoryUsersOutput,
} from './history-filters.types';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';

/** The history rows of one lab and survey (after the access check). */
async function scope(ctx: SurveyServiceContext, input: THistoryScopeInput) {
  await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  return ctx.db.selectFrom('resultHistory as h').where('h.labId', '=', input.labId).where('h.surveyId', '=', input.surveyId);
}

/** GET …/events/users: who wrote the history, by name. */
export async function listHistoryUsers(ctx: SurveyServiceContext, input: THistoryScopeInput): Promise<THistoryUsersOutput> {
  const rows = await (await scope(ctx, input))
    .leftJoin('users as u', 'u.id', 'h.userId')
    .select(['h.userId', 'h.userName', 'u.fullName'])
    .distinct()
    .execute();
  const items = rows
    .map((r) => ({ id: r.userId, name: r.userName ?? 'system', fullName: r.fullName ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id ?? 0) - (b.id ?? 0));
  return { items, total: items.length };
}

/** GET …/events/params: the parameters of the history, by the survey's order. */
export async function listHistoryParameters(ctx: SurveyServiceContext, input: THistoryScopeInput): Promise<THistoryParametersOutput> {
  const rows = await (await scope(ctx, input))
    .innerJoin('parameters as p', 'p.id', 'h.parameterId')
    .select(['p.id', 'p.name', 'p.qualifier', 'p.ordinal'])
    .distinct()
    .execute();
  const items = rows.sort((a, b) => a.ordinal - b.ordinal || a.id - b.id).map((r) => ({ id: r.id, name: r.name, qualifier: r.qualifier }));
  return { items, total: items.length };
}

/** GET …/events/result_groups: the result groups of the history, by ordinal. */
export async function listHistoryResultGroups(ctx: SurveyServiceContext, input: THistoryScopeInput): Promise<THistoryResultGroupsOutput> {
  const rows = await (await scope(ctx, input))
    .innerJoin('resultGroups as g', 'g.id', 'h.resultGroupId')
    .select(['g.id', 'g.name', 'g.ordinal'])
    .distinct()
    .execute();
  const items = rows
    .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id)
    .map((r) => ({ id: r.id, name: resultGroupName({ name: r.name, ordinal: r.ordinal }, 'en'), ownName: r.name?.trim() ? r.name : null, ordinal: r.ordinal }));
  return { items, total: items.length };
}

/** GET …/events/samples: the samples of the history, by ordinal. */
export async function listHistorySamples(ctx: SurveyServiceContext, input: THistoryScopeInput): Promise<THistorySamplesOutput> {
  const rows = await (await scope(ctx, input))
    .innerJoin('samples as s', 's.id', 'h.sampleId')
    .select(['s.id', 's.name', 's.ordinal'])
    .distinct()
    .execute();
  const items = rows.sort((a, b) => a.ordinal - b.ordinal || a.id - b.id).map((r) => ({ id: r.id, name: r.name }));
  return { items, total: items.length };
}
