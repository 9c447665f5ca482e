import { sql } from 'kysely';
import type { TListSurveyResultGroupsInput, TListSurveyResultGroupsOutput } from './list-survey-result-groups.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurveySummary } from './load-surveys';

/**
 * GET /orgs/{orgId}/surveys/{id}/result_groups: the result groups the laboratories keep in the
 * survey (spec 3 §2 survey page), by lab QC code then ordinal, with each group's result count.
 * Read-only here: the labs name, comment and hide their groups on their survey page.
 */
export async function listSurveyResultGroups(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: TListSurveyResultGroupsInput,
): Promise<TListSurveyResultGroupsOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.id);
  const base = ctx.db.selectFrom('resultGroups as g').where('g.surveyId', '=', input.id);
  const [rows, counts] = await Promise.all([
    base
      .innerJoin('labs as l', 'l.id', 'g.labId')
      .select(['g.id', 'g.name', 'g.ordinal', 'g.comment', 'g.hidden', 'l.id as labId', 'l.shortName', 'l.name as labName'])
      .select((eb) =>
        eb
          .selectFrom('resultValues as v')
          .whereRef('v.resultGroupId', '=', 'g.id')
          .select(sql<string>`count(*)`.as('n'))
          .as('resultCount'),
      )
      // QC codes are numbers in text: numeric order first (as the satellites table)
      .orderBy(sql`length(l.short_name)`)
      .orderBy('l.shortName')
      .orderBy('g.ordinal')
      .orderBy('g.id')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    base.select([sql<string>`count(*)`.as('total'), sql<string>`count(distinct g.lab_id)`.as('labs')]).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      lab: { id: row.labId, shortName: row.shortName, name: row.labName },
      name: row.name,
      ordinal: row.ordinal,
      comment: row.comment,
      hidden: row.hidden,
      resultCount: Number(row.resultCount ?? 0),
    })),
    total: Number(counts.total),
    labCount: Number(counts.labs),
  };
}
