import { foldSearchText, matchesSurveyConfigFilters, onlyEvaluationDatesDefault, type SurveyConfigFilter } from '@eqa/core';
import type { TListSurveysInput, TListSurveysOutput } from './list-surveys.types';
import type { TSurveySummary } from './survey.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadRounds } from '../rounds/load-rounds';
import { loadSurveysWhere } from './load-surveys';

function matchesQuery(survey: TSurveySummary, roundName: string, query: string): boolean {
  const texts = [survey.schemeVersion.scheme.shortName, roundName, ...Object.values(survey.schemeVersion.name)];
  return texts.some((text) => foldSearchText(text).includes(query));
}

/**
 * GET /orgs/{orgId}/surveys: round panels newest first with their surveys; the filters select
 * surveys (core matchesSurveyConfigFilters) and, when any is set, the rounds that have some.
 */
export async function listSurveys(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: TListSurveysInput): Promise<TListSurveysOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const filters: SurveyConfigFilter[] = [];
  if (input.inProgress) filters.push('inProgress');
  if (input.notEvaluatedSurveys) filters.push('notEvaluatedSurveys');
  if (input.proposal) filters.push('proposal');
  const query = input.query ? foldSearchText(input.query) : '';

  let roundQuery = ctx.db.selectFrom('rounds').select('id').where('orgId', '=', input.orgId);
  if (input.year !== undefined) roundQuery = roundQuery.where('year', '=', input.year);
  const roundIds = (await roundQuery.orderBy('year', 'desc').orderBy('ordinal', 'desc').execute()).map((row) => row.id);
  const [rounds, surveys] = await Promise.all([
    loadRounds(ctx.db, ctx.clock, input.orgId, roundIds),
    loadSurveysWhere(ctx.db, ctx.clock, input.orgId, { roundIds }),
  ]);
  const now = ctx.clock.now();
  const selecting = filters.length > 0 || query.length > 0;
  const panels = rounds.flatMap((round) => {
    const own = surveys.filter((s) => s.round.id === round.id);
    const matching = own.filter(
      (s) => matchesSurveyConfigFilters({ ...s.status, notStarted: !s.status.started, validated: false }, filters) && (!query || matchesQuery(s, round.name, query)),
    );
    if (selecting && matching.length === 0) return [];
    return [{ ...round, surveys: matching, onlyEvaluationDatesDefault: onlyEvaluationDatesDefault(own, now) }];
  });
  return { items: panels.slice(input.offset, input.offset + input.limit), total: panels.length };
}
