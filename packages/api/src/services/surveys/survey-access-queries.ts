import type { Kysely } from 'kysely';
import { latePaymentCutoffDay } from '@eqa/core';
import type { DB } from '@eqa/db';

/**
 * The orgs (of `orgIds`) at which the lab has a late payment: core isLatePayment in SQL — not paid,
 * not cancelled, not a cancellation document, and the payment deadline before today in the
 * provider's zone (latePaymentCutoffDay; the deadline day itself is not late). Proformas count.
 * Computed, never stored. The evaluations list and the lab stats use the same condition.
 */
export async function orgsWithLatePayment(db: Kysely<DB>, labId: number, orgIds: readonly number[], now: Date): Promise<Set<number>> {
  if (orgIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoices')
    .select('orgId')
    .distinct()
    .where('labId', '=', labId)
    .where('orgId', 'in', [...orgIds])
    .where('paid', '=', false)
    .where('cancelled', '=', false)
    .where('cancelledAnnualNumber', 'is', null)
    .where('paymentDeadline', '<', latePaymentCutoffDay(now))
    .execute();
  return new Set(rows.map((r) => r.orgId));
}

/**
 * The (org, year) pairs of `pairs` for which the lab's current contract is accepted: the current
 * contract is the latest row of (lab, org, year) by creation; access needs its acceptedAt at or
 * before now (spec 2 "Contract"). openLabSurveyAccess applies the same rule in its survey query.
 */
export async function acceptedContracts(
  db: Kysely<DB>,
  labId: number,
  pairs: ReadonlyArray<{ orgId: number; year: number }>,
  now: Date,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const orgIds = [...new Set(pairs.map((p) => p.orgId))];
  const years = [...new Set(pairs.map((p) => p.year))];
  const rows = await db
    .selectFrom('contracts')
    .select(['orgId', 'year', 'acceptedAt', 'createdAt', 'id'])
    .where('labId', '=', labId)
    .where('orgId', 'in', orgIds)
    .where('year', 'in', years)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const seen = new Set<string>();
  const accepted = new Set<string>();
  for (const row of rows) {
    const key = contractKey(row.orgId, row.year);
    if (seen.has(key)) continue; // only the latest contract of (org, year) counts
    seen.add(key);
    if (row.acceptedAt !== null && row.acceptedAt.getTime() <= now.getTime()) accepted.add(key);
  }
  return accepted;
}

export function contractKey(orgId: number, year: number): string {
  return `${orgId}:${year}`;
}

/**
 * Not-accepted, not hidden sample results of the lab in the latest succeeded evaluation run of each
 * survey (Survey.statistics.invalidSampleResults), per survey.
 */
export async function invalidResultCounts(db: Kysely<DB>, labId: number, surveyIds: readonly number[]): Promise<Map<number, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('evaluationLabResults as r')
    .select(['r.surveyId'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.labId', '=', labId)
    .where('r.surveyId', 'in', [...surveyIds])
    .where('r.accepted', '=', false)
    .where('r.hidden', '=', false)
    .where('r.runId', '=', (eb) =>
      eb
        .selectFrom('evaluationRuns as er')
        .select((e) => e.fn.max('er.id').as('id'))
        .whereRef('er.surveyId', '=', 'r.surveyId')
        .where('er.kind', '=', 'evaluation')
        .where('er.status', '=', 'succeeded'),
    )
    .groupBy('r.surveyId')
    .execute();
  return new Map(rows.map((r) => [r.surveyId, Number(r.n)]));
}

/**
 * Surveys (of `surveys`) with a parameter accredited in the survey's scheme on the survey's start
 * day (spec 1 §2 title suffix ' (A)'): an accreditation of the scheme and a parameter of the scheme
 * version whose period (either end open) covers that day.
 */
export async function accreditedSurveys(
  db: Kysely<DB>,
  surveys: ReadonlyArray<{ id: number; schemeId: number; schemeVersionId: number; day: string }>,
): Promise<Set<number>> {
  if (surveys.length === 0) return new Set();
  const rows = await db
    .selectFrom('accreditations as a')
    .innerJoin('schemeVersionParameters as svp', 'svp.parameterId', 'a.parameterId')
    .select(['a.schemeId', 'svp.schemeVersionId', 'a.accreditedStartsAt', 'a.accreditedEndsAt'])
    .where('a.schemeId', 'in', [...new Set(surveys.map((s) => s.schemeId))])
    .where('svp.schemeVersionId', 'in', [...new Set(surveys.map((s) => s.schemeVersionId))])
    .where('svp.hidden', '=', false)
    .execute();
  const out = new Set<number>();
  for (const survey of surveys) {
    const covered = rows.some(
      (r) =>
        r.schemeId === survey.schemeId &&
        r.schemeVersionId === survey.schemeVersionId &&
        coversDay(r.accreditedStartsAt, r.accreditedEndsAt, survey.day),
    );
    if (covered) out.add(survey.id);
  }
  return out;
}

/** An accreditation period (dates 'YYYY-MM-DD', either end open) covers the day. */
export function coversDay(startsAt: string | null, endsAt: string | null, day: string): boolean {
  return (startsAt === null || startsAt <= day) && (endsAt === null || endsAt >= day);
}
