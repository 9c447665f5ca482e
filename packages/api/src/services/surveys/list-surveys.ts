import { sql } from 'kysely';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, surveyStatusGroupCriteria, type SurveyDateCriterion } from '@eqa/core';
import type { TListSurveysInput, TListSurveysOutput, TSurveyListItem } from './list-surveys.types';
import { assertLabAccess } from '../labs/assert-lab-access';
import { foldedColumn, searchPattern } from '../labs/lab-queries';
import { accreditationDay, requireSession, type SurveyServiceContext } from './open-lab-survey';
import { acceptedContracts, accreditedSurveys, contractKey, invalidResultCounts, yearsWithLatePayment } from './survey-access-queries';
import { iso } from './survey-header';

const COLUMNS: Record<SurveyDateCriterion['column'], 's.startsAt' | 's.endsAt' | 's.evaluatedAt'> = {
  startsAt: 's.startsAt',
  endsAt: 's.endsAt',
  evaluatedAt: 's.evaluatedAt',
};

/**
 * GET /labs/{labId}/surveys?status=… (spec 1 §2 "Surveys page of a lab", §7): the lab's surveys of
 * one status group as of now (core surveyStatusGroupCriteria, so the lists agree with
 * surveyStatus), with what the list item needs. Org users see their org's surveys of the lab; lab
 * users every survey of their lab (core labs also their satellites', read-only). Order: in
 * progress by deadline, upcoming by start, pre-evaluated by end (newest first), evaluated by
 * evaluation date (newest first).
 */
export async function listSurveys(ctx: SurveyServiceContext, input: TListSurveysInput): Promise<TListSurveysOutput> {
  const session = requireSession(ctx.session);
  await assertLabAccess(ctx, input.labId, 'read');
  const { db } = ctx;
  const labId = input.labId;
  const now = ctx.clock.now();

  let base = db
    .selectFrom('surveys as s')
    .innerJoin('surveyLabs as sl', (join) => join.onRef('sl.surveyId', '=', 's.id').on('sl.labId', '=', labId))
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .leftJoin('labSurveyStatus as st', (join) => join.onRef('st.surveyId', '=', 's.id').on('st.labId', '=', labId));
  if (session.roleId === 'org_admin') base = base.where('s.orgId', '=', session.orgId ?? 0);
  for (const criterion of surveyStatusGroupCriteria(input.status, now)) {
    const column = COLUMNS[criterion.column];
    switch (criterion.op) {
      case '<=':
        base = base.where(column, '<=', criterion.at);
        break;
      case '>':
        base = base.where(column, '>', criterion.at);
        break;
      case 'null_or_gt':
        base = base.where((eb) => eb.or([eb(column, 'is', null), eb(column, '>', criterion.at)]));
        break;
      case 'not_null':
        base = base.where(column, 'is not', null);
        break;
    }
  }
  const pattern = input.query ? searchPattern(input.query) : null;
  if (pattern) {
    base = base.where((eb) =>
      eb.or([eb(foldedColumn('sc.shortName'), 'like', pattern), eb(foldedColumn('r.name'), 'like', pattern), eb(localizedSearchText(), 'like', pattern)]),
    );
  }
  if (input.updatedSince) {
    const since = input.updatedSince;
    base = base.where((eb) => eb.or([eb('s.changedAt', '>=', since), eb('st.changedAt', '>=', since)]));
  }
  if (input.emptyOnly) base = base.where((eb) => eb.or([eb('st.hasResults', 'is', null), eb('st.hasResults', '=', false)]));

  let page = base.select([
    's.id',
    's.orgId',
    'sc.id as schemeId',
    's.schemeVersionId',
    's.startsAt',
    's.endsAt',
    's.deadline',
    's.expectedEvaluationAt',
    's.preEvaluatedAt',
    's.evaluatedAt',
    's.evaluationDisabled as surveyEvaluationDisabled',
    'sv.evaluationDisabled as versionEvaluationDisabled',
    'sv.pdfDownloadDisabled',
    'sv.name as schemeVersionName',
    'sc.shortName as schemeShortName',
    'sc.name as schemeName',
    'r.id as roundId',
    'r.name as roundName',
    'r.year as roundYear',
    'r.ordinal as roundOrdinal',
    'st.validatedAt',
    'st.hasResults',
    sql<Date>`greatest(s.changed_at, st.changed_at)`.as('updatedAt'),
  ]);
  switch (input.status) {
    case 'in_progress':
      page = page.orderBy(sql`coalesce(s.deadline, s.ends_at)`, 'asc').orderBy('s.id', 'asc');
      break;
    case 'upcoming':
      page = page.orderBy('s.startsAt', 'asc').orderBy('s.id', 'asc');
      break;
    case 'pre_evaluated':
      page = page.orderBy('s.endsAt', 'desc').orderBy('s.id', 'desc');
      break;
    case 'evaluated':
      page = page.orderBy('s.evaluatedAt', 'desc').orderBy('s.id', 'desc');
      break;
  }
  const [rows, count] = await Promise.all([
    page.offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);

  const orgIds = [...new Set(rows.map((r) => r.orgId))];
  const [latePayments, contracts, accredited, invalidCounts] = await Promise.all([
    yearsWithLatePayment(db, labId, orgIds, now),
    session.roleId === 'org_admin' ? Promise.resolve(null) : acceptedContracts(db, labId, rows.map((r) => ({ orgId: r.orgId, year: r.roundYear })), now),
    accreditedSurveys(
      db,
      rows.map((r) => ({ id: r.id, schemeId: r.schemeId, schemeVersionId: r.schemeVersionId, day: accreditationDay(r.startsAt, now) })),
    ),
    invalidResultCounts(
      db,
      labId,
      rows.filter((r) => r.evaluatedAt !== null && r.evaluatedAt <= now).map((r) => r.id),
    ),
  ]);

  const items = rows.map(
    (r): TSurveyListItem => ({
      id: r.id,
      schemeShortName: r.schemeShortName,
      schemeName: r.schemeName,
      schemeVersionName: r.schemeVersionName,
      round: { id: r.roundId, name: r.roundName, year: r.roundYear, ordinal: r.roundOrdinal },
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      deadline: iso(r.deadline ?? r.endsAt),
      expectedEvaluationAt: iso(r.expectedEvaluationAt),
      preEvaluatedAt: iso(r.preEvaluatedAt),
      evaluatedAt: iso(r.evaluatedAt),
      evaluationDisabled: r.surveyEvaluationDisabled || r.versionEvaluationDisabled,
      pdfDownloadDisabled: r.pdfDownloadDisabled,
      validated: r.validatedAt !== null && r.validatedAt.getTime() <= now.getTime(),
      validatedAt: iso(r.validatedAt),
      hasResults: r.hasResults ?? false,
      invalidResultCount: invalidCounts.get(r.id) ?? 0,
      latePayment: latePayments.has(contractKey(r.orgId, r.roundYear)),
      accredited: accredited.has(r.id),
      missingContract: contracts !== null && !contracts.has(contractKey(r.orgId, r.roundYear)),
      updatedAt: r.updatedAt.toISOString(),
    }),
  );
  return { items, total: Number(count.total) };
}

/** Every locale of the scheme name, folded like the search text. */
function localizedSearchText() {
  return sql<string>`lower(translate(coalesce((select string_agg(n.value, ' ') from jsonb_each_text(sc.name) as n), ''), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))`;
}
