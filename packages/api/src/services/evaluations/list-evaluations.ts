import { sql } from 'kysely';
import { latePaymentInvoices } from '../surveys/survey-access-queries';
import { AppError, latePaymentCutoffDay, surveyStatusGroupCriteria, type SurveyDateCriterion } from '@eqa/core';
import type {
  TEvaluationListItem,
  TEvaluationListSort,
  TListEvaluationsInput,
  TListEvaluationsOutput,
} from './list-evaluations.types';
import { assertLabAccess } from '../labs/assert-lab-access';
import { foldedColumn, searchPattern } from '../labs/lab-queries';
import { requireSession, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { acceptedContracts, contractKey } from '../surveys/survey-access-queries';
import { iso } from '../surveys/survey-header';

const DAY_MS = 86_400_000;
/** |z| above this is a significant difference (ISO 13528 / ISO/IEC 17043: beyond "satisfactory"). */
export const SIGNIFICANT_Z = 2;

type SurveyColumn = 's.startsAt' | 's.endsAt' | 's.evaluatedAt';
const COLUMNS: Record<SurveyDateCriterion['column'], SurveyColumn> = {
  startsAt: 's.startsAt',
  endsAt: 's.endsAt',
  evaluatedAt: 's.evaluatedAt',
};

/**
 * GET /labs/{labId}/evaluations (spec 1 §2 "Evaluations page", §4, §6):
 * - a late payment closes, for lab users, the evaluations of the year (the round's) the unpaid
 *   document is for at its org (core closesEvaluationsOf: not paid, not cancelled, not a
 *   cancellation document, deadline before today in the provider's zone, its year begun): those
 *   surveys are left out, and when that leaves nothing the answer is 403 late_payment_error
 *   ("a late payment removes access to evaluations"); org users are not stopped and see their
 *   org's surveys;
 * - status pre_evaluated: ended, not evaluated (core surveyStatusGroupCriteria), showing the
 *   pre-evaluation run; evaluated: the evaluation run; newest end first unless sorted by the
 *   survey (evaluationListOrder); the search matches the scheme's code and the round's name;
 * - per survey and parameter the lab's results in the all-labs group of the run: accepted, not
 *   accepted and significant differences (|z| > 2), with the merges and merged-survey links.
 * Lab users see the pre-evaluation statistics from the pre-evaluation date on (org users at once);
 * no statistics while evaluation is disabled or the contract of the year is not accepted.
 */
export async function listEvaluations(ctx: SurveyServiceContext, input: TListEvaluationsInput): Promise<TListEvaluationsOutput> {
  const session = requireSession(ctx.session);
  await assertLabAccess(ctx, input.labId, 'read');
  const { db } = ctx;
  const labId = input.labId;
  const now = ctx.clock.now();
  const orgUser = session.roleId === 'org_admin';
  const kind = input.status === 'evaluated' ? 'evaluation' : 'pre_evaluation';

  // issue 31: a late payment closes the evaluations of the year the unpaid document is for
  const cutoffDay = latePaymentCutoffDay(now);
  const lateYears = orgUser ? [] : await latePaymentInvoices(db, labId, cutoffDay).select(['orgId', 'year']).distinct().execute();

  /** The latest succeeded run of the list's kind of the survey `s`. */
  const runOf = sql<number | null>`(select max(er.id) from evaluation_runs er where er.survey_id = s.id and er.kind = ${kind} and er.status = 'succeeded')`;

  /** When the survey or one of its runs of the list's kind last changed (updatedSince). */
  const updatedOf = sql<Date>`greatest(s.changed_at, (select max(er.changed_at) from evaluation_runs er where er.survey_id = s.id and er.kind = ${kind}))`;

  let base = db
    .selectFrom('surveys as s')
    .innerJoin('surveyLabs as sl', (join) => join.onRef('sl.surveyId', '=', 's.id').on('sl.labId', '=', labId))
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId');
  if (orgUser) base = base.where('s.orgId', '=', session.orgId ?? 0);
  for (const criterion of surveyStatusGroupCriteria(input.status, now)) {
    const column = COLUMNS[criterion.column];
    if (criterion.op === '<=') base = base.where(column, '<=', criterion.at);
    else if (criterion.op === '>') base = base.where(column, '>', criterion.at);
    else if (criterion.op === 'null_or_gt') base = base.where((eb) => eb.or([eb(column, 'is', null), eb(column, '>', criterion.at)]));
    else base = base.where(column, 'is not', null);
  }
  if (input.mergedOnly) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sampleMerges as m')
          .select(sql.lit(1).as('one'))
          .where((eb) => eb.or([eb('m.surveyId', '=', eb.ref('s.id')), eb('m.mergeToSurveyId', '=', eb.ref('s.id'))])),
      ),
    );
  }
  if (input.notAcceptedOnly || input.significantDifferencesOnly) {
    base = base.where('s.evaluationDisabled', '=', false).where('sv.evaluationDisabled', '=', false);
    if (!orgUser && input.status === 'pre_evaluated') base = base.where('s.preEvaluatedAt', '<=', now);
    const filters = [
      ...(input.notAcceptedOnly ? [sql<boolean>`lr.accepted = false`] : []),
      ...(input.significantDifferencesOnly ? [sql<boolean>`abs(lr.z_score) > ${SIGNIFICANT_Z}`] : []),
    ];
    for (const filter of filters) {
      // The lab's results of the run in the all-labs group (not hidden) that match.
      base = base.where(
        sql<boolean>`exists (select 1 from evaluation_lab_results lr where lr.run_id = ${runOf} and lr.survey_id = s.id
          and lr.lab_id = ${labId} and lr.evaluation_group_id is null and not lr.hidden and ${filter})`,
      );
    }
  }

  const pattern = input.query ? searchPattern(input.query) : null;
  if (pattern) base = base.where((eb) => eb.or([eb(foldedColumn('sc.shortName'), 'like', pattern), eb(foldedColumn('r.name'), 'like', pattern)]));

  if (lateYears.length > 0) base = base.where((eb) => eb.not(eb.exists(latePaymentInvoices(db, labId, cutoffDay, eb.ref('r.year')).select('id').where('orgId', '=', eb.ref('s.orgId')))));
  const listed = input.updatedSince ? base.where(updatedOf, '>=', input.updatedSince) : base;
  const [page, count] = await Promise.all([
    listed
      .select([
        's.id',
        's.orgId',
        's.schemeVersionId',
        's.startsAt',
        's.endsAt',
        's.expectedEvaluationAt',
        's.preEvaluatedAt',
        's.evaluatedAt',
        's.evaluationDisabled as surveyEvaluationDisabled',
        'sv.evaluationDisabled as versionEvaluationDisabled',
        'sv.significantDiffWarningDays',
        'sc.shortName as schemeShortName',
        'sc.name as schemeName',
        'r.id as roundId',
        'r.name as roundName',
        'r.year as roundYear',
        'r.ordinal as roundOrdinal',
      ])
      .select(runOf.as('runId'))
      .select(updatedOf.as('updatedAt'))
      .orderBy(evaluationListOrder(input.sort))
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  if (page.length === 0) {
    // nothing left to show while a late payment stands: the spec's late_payment_error (the screen's dialog,
    // "a late payment removes access to evaluations"), also when the lab had nothing of this kind yet;
    // a poll (updatedSince) that finds no change is an empty page while the list itself has items
    const listHasItems = input.updatedSince !== undefined && lateYears.length > 0 && (await base.select('s.id').limit(1).executeTakeFirst()) !== undefined;
    if (lateYears.length > 0 && !listHasItems) throw AppError.forbidden('Evaluations are not available until the overdue invoices are settled', 'late_payment_error');
    return { items: [], total: Number(count.total) };
  }

  const surveyIds = page.map((s) => s.id);
  const runIds = page.flatMap((s) => (s.runId === null ? [] : [s.runId]));
  const versionIds = [...new Set(page.map((s) => s.schemeVersionId))];
  const orgIds = [...new Set(page.map((s) => s.orgId))];
  const [parameters, summaries, statuses, merges, contracts, orgLabs, runs] = await Promise.all([
    db
      .selectFrom('schemeVersionParameters as svp')
      .innerJoin('parameters as p', 'p.id', 'svp.parameterId')
      .select(['svp.schemeVersionId', 'p.id', 'p.name', 'p.qualifier', 'svp.ordinal'])
      .where('svp.schemeVersionId', 'in', versionIds)
      .where('svp.hidden', '=', false)
      .orderBy('svp.ordinal')
      .orderBy('p.id')
      .execute(),
    runIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('evaluationLabResults as lr')
          .innerJoin('evaluationRuns as er', (join) => join.onRef('er.id', '=', 'lr.runId').onRef('er.surveyId', '=', 'lr.surveyId'))
          .select(['lr.surveyId', 'lr.parameterId'])
          .select((eb) => [
            eb.fn.countAll<number>().as('results'),
            eb.fn.countAll<number>().filterWhere('lr.accepted', '=', true).as('accepted'),
            eb.fn.countAll<number>().filterWhere('lr.accepted', '=', false).as('notAccepted'),
            sql<number>`count(*) filter (where abs(lr.z_score) > ${SIGNIFICANT_Z})`.as('significant'),
          ])
          .where('lr.runId', 'in', runIds)
          .where('lr.labId', '=', labId)
          .where('lr.evaluationGroupId', 'is', null)
          .where('lr.hidden', '=', false)
          .groupBy(['lr.surveyId', 'lr.parameterId'])
          .execute(),
    db.selectFrom('labSurveyStatus').select(['surveyId', 'validatedAt']).where('labId', '=', labId).where('surveyId', 'in', surveyIds).execute(),
    db
      .selectFrom('sampleMerges as m')
      .innerJoin('samples as a', 'a.id', 'm.sampleId')
      .innerJoin('samples as b', 'b.id', 'm.mergeToSampleId')
      .select(['m.surveyId', 'm.sampleId', 'a.name as sampleName', 'm.mergeToSurveyId', 'm.mergeToSampleId', 'b.name as mergeToSampleName', 'm.parameterId'])
      .where((eb) => eb.or([eb('m.surveyId', 'in', surveyIds), eb('m.mergeToSurveyId', 'in', surveyIds)]))
      .orderBy('m.id')
      .execute(),
    orgUser ? Promise.resolve(null) : acceptedContracts(db, labId, page.map((s) => ({ orgId: s.orgId, year: s.roundYear })), now),
    db.selectFrom('orgLabs').select(['orgId', 'significantDiffWarningDisabled']).where('labId', '=', labId).where('orgId', 'in', orgIds).execute(),
    runIds.length === 0 ? Promise.resolve([]) : db.selectFrom('evaluationRuns').select(['id', 'finishedAt']).where('id', 'in', runIds).execute(),
  ]);
  const runFinished = new Map(runs.map((r) => [r.id, r.finishedAt]));

  const otherIds = [...new Set(merges.flatMap((m) => [m.surveyId, m.mergeToSurveyId]))];
  const others =
    otherIds.length === 0
      ? []
      : await db
          .selectFrom('surveys as s')
          .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
          .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
          .innerJoin('rounds as r', 'r.id', 's.roundId')
          .select(['s.id', 'sc.shortName as schemeShortName', 'r.name as roundName'])
          .where('s.id', 'in', otherIds)
          .execute();
  const surveyInfo = new Map(others.map((o) => [o.id, o]));
  const validatedAt = new Map(statuses.map((s) => [s.surveyId, s.validatedAt]));
  const warningOff = new Map(orgLabs.map((o) => [o.orgId, o.significantDiffWarningDisabled]));
  const summaryOf = new Map(summaries.map((s) => [`${s.surveyId}:${s.parameterId}`, s]));

  const items = page.map((s): TEvaluationListItem => {
    const evaluationDisabled = s.surveyEvaluationDisabled || s.versionEvaluationDisabled;
    const missingContract = contracts !== null && !contracts.has(contractKey(s.orgId, s.roundYear));
    const published = input.status === 'evaluated' || orgUser || (s.preEvaluatedAt !== null && s.preEvaluatedAt <= now);
    const available = !evaluationDisabled && !missingContract && published && s.runId !== null;
    let totals = { resultCount: 0, acceptedCount: 0, notAcceptedCount: 0, significantDifferenceCount: 0 };
    let parameterItems = parameters
      .filter((p) => p.schemeVersionId === s.schemeVersionId)
      .map((p) => {
        const summary = available ? summaryOf.get(`${s.id}:${p.id}`) : undefined;
        const item = {
          id: p.id,
          name: p.name,
          qualifier: p.qualifier,
          ordinal: p.ordinal,
          resultCount: available ? Number(summary?.results ?? 0) : null,
          acceptedCount: available ? Number(summary?.accepted ?? 0) : null,
          notAcceptedCount: available ? Number(summary?.notAccepted ?? 0) : null,
          significantDifferenceCount: available ? Number(summary?.significant ?? 0) : null,
        };
        totals = {
          resultCount: totals.resultCount + (item.resultCount ?? 0),
          acceptedCount: totals.acceptedCount + (item.acceptedCount ?? 0),
          notAcceptedCount: totals.notAcceptedCount + (item.notAcceptedCount ?? 0),
          significantDifferenceCount: totals.significantDifferenceCount + (item.significantDifferenceCount ?? 0),
        };
        return item;
      });
    if (input.notAcceptedOnly) parameterItems = parameterItems.filter((p) => (p.notAcceptedCount ?? 0) > 0);
    if (input.significantDifferencesOnly) parameterItems = parameterItems.filter((p) => (p.significantDifferenceCount ?? 0) > 0);

    const surveyMerges = merges
      .filter((m) => m.surveyId === s.id || m.mergeToSurveyId === s.id)
      .flatMap((m) => {
        const into = m.surveyId === s.id;
        const other = surveyInfo.get(into ? m.mergeToSurveyId : m.surveyId);
        if (!other) return [];
        return [
          {
            direction: into ? ('into' as const) : ('from' as const),
            sampleId: into ? m.sampleId : m.mergeToSampleId,
            sampleName: into ? m.sampleName : m.mergeToSampleName,
            otherSampleId: into ? m.mergeToSampleId : m.sampleId,
            otherSampleName: into ? m.mergeToSampleName : m.sampleName,
            parameterId: m.parameterId,
            survey: other,
          },
        ];
      });
    const mergedSurveys = [...new Map(surveyMerges.map((m) => [m.survey.id, m.survey])).values()];
    const validated = validatedAt.get(s.id) ?? null;
    const warningUntil = s.preEvaluatedAt === null ? null : s.preEvaluatedAt.getTime() + s.significantDiffWarningDays * DAY_MS;
    return {
      id: s.id,
      schemeShortName: s.schemeShortName,
      schemeName: s.schemeName,
      round: { id: s.roundId, name: s.roundName, year: s.roundYear, ordinal: s.roundOrdinal },
      startsAt: iso(s.startsAt),
      endsAt: iso(s.endsAt),
      expectedEvaluationAt: iso(s.expectedEvaluationAt),
      preEvaluatedAt: iso(s.preEvaluatedAt),
      evaluatedAt: iso(s.evaluatedAt),
      evaluationDisabled,
      validated: validated !== null && validated <= now,
      validatedAt: iso(validated),
      missingContract,
      reportKind: evaluationDisabled || !published ? null : kind,
      evaluatedRunAt: available ? iso(runFinished.get(s.runId!) ?? null) : null,
      resultCount: available ? totals.resultCount : null,
      acceptedCount: available ? totals.acceptedCount : null,
      notAcceptedCount: available ? totals.notAcceptedCount : null,
      significantDifferenceCount: available ? totals.significantDifferenceCount : null,
      significantDiffWarning:
        available &&
        input.status === 'pre_evaluated' &&
        totals.significantDifferenceCount > 0 &&
        warningUntil !== null &&
        now.getTime() < warningUntil &&
        warningOff.get(s.orgId) !== true,
      parameters: parameterItems,
      merges: surveyMerges,
      mergedSurveys,
      updatedAt: s.updatedAt.toISOString(),
    };
  });
  return { items, total: Number(count.total) };
}

/**
 * The lists' order (issue 32: sorted on the server): by the survey's end (newest first by default),
 * or by the survey: the scheme's code (folded), the round's year and ordinal; ties by the end, then
 * the id, so pages never overlap.
 */
export function evaluationListOrder(sort: TEvaluationListSort = '-endsAt') {
  const direction = sort.startsWith('-') ? sql.raw('desc') : sql.raw('asc');
  const byEnd = sql`${sql.ref('s.endsAt')} ${direction} nulls last, ${sql.ref('s.id')} ${direction}`;
  if (sort.replace(/^-/, '') === 'endsAt') return byEnd;
  return sql`${foldedColumn('sc.shortName')} ${direction}, ${sql.ref('r.year')} ${direction}, ${sql.ref('r.ordinal')} ${direction}, ${sql.ref('s.endsAt')} desc nulls last, ${sql.ref('s.id')} desc`;
}
