import { sql, type Expression, type Kysely } from 'kysely';
import { latePaymentCutoffDay } from '@eqa/core';
import type { DB } from '@eqa/db';

/**
 * The lab's invoices that make a late payment: core isLatePayment in SQL — not paid, not
 * cancelled, not a cancellation document, the payment deadline before today in the provider's
 * zone (latePaymentCutoffDay; the deadline day itself is not late), and for a service year that
 * has begun (a document for a future year never blocks anything: issue 31). With `year`, only the
 * documents for that service year: late payment closes the evaluations of the year the unpaid
 * document is for (core closesEvaluationsOf). Proformas count. Computed, never stored. The
 * evaluations list, the lab stats and the survey pages use this one condition.
 */
export function latePaymentInvoices(db: Kysely<DB>, labId: Operand<number>, cutoffDay: Operand<string>, year?: Operand<number>) {
  let query = db
    .selectFrom('invoices')
    .where('labId', '=', labId)
    .where('paid', '=', false)
    .where('cancelled', '=', false)
    .where('cancelledAnnualNumber', 'is', null)
    .where('paymentDeadline', '<', cutoffDay)
    .where('year', '<=', sql<number>`cast(left(${cutoffDay}::text, 4) as int)`);
  if (year !== undefined) query = query.where('year', '=', year);
  return query;
}

/** A value, or an expression of the query it goes into (a column of a CTE, say). */
export type Operand<T> = T | Expression<T>;

/** The (org, service year) pairs (contractKey) of the orgs of `orgIds` at which the lab has a late payment (latePaymentInvoices). */
export async function yearsWithLatePayment(db: Kysely<DB>, labId: number, orgIds: readonly number[], now: Date): Promise<Set<string>> {
  if (orgIds.length === 0) return new Set();
  const rows = await latePaymentInvoices(db, labId, latePaymentCutoffDay(now))
    .select(['orgId', 'year'])
    .distinct()
    .where('orgId', 'in', [...orgIds])
    .execute();
  return new Set(rows.map((r) => contractKey(r.orgId, r.year)));
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

/** A survey as its accreditation is judged: its scheme and version, and the day that counts ('YYYY-MM-DD'). */
export interface AccreditationSubject {
  schemeId: Operand<number>;
  schemeVersionId: Operand<number>;
  day: Operand<string>;
}

/**
 * The accreditations that make a survey accredited (spec 1 §2 title suffix ' (A)'): an
 * accreditation of the survey's scheme for a parameter of its scheme version (not hidden) whose
 * period (either end open) covers the day. One condition for lists (accreditedSurveys) and for
 * one survey (surveyNoticeQueries).
 */
export function accreditationsCovering(db: Kysely<DB>, subject: AccreditationSubject) {
  return db
    .selectFrom('accreditations as a')
    .innerJoin('schemeVersionParameters as svp', 'svp.parameterId', 'a.parameterId')
    .select('a.id')
    .where('a.schemeId', '=', subject.schemeId)
    .where('svp.schemeVersionId', '=', subject.schemeVersionId)
    .where('svp.hidden', '=', false)
    .where(sql<boolean>`${subject.day}::date between coalesce(a.accredited_starts_at, '-infinity'::date) and coalesce(a.accredited_ends_at, 'infinity'::date)`);
}

/** Surveys (of `surveys`) accredited on their day (accreditationsCovering). */
export async function accreditedSurveys(
  db: Kysely<DB>,
  surveys: ReadonlyArray<{ id: number; schemeId: number; schemeVersionId: number; day: string }>,
): Promise<Set<number>> {
  if (surveys.length === 0) return new Set();
  const rows = await db
    .selectFrom(
      sql<{ id: number; schemeId: number; schemeVersionId: number; day: string }>`unnest(${surveys.map((s) => s.id)}::int[], ${surveys.map((s) => s.schemeId)}::int[], ${surveys.map((s) => s.schemeVersionId)}::int[], ${surveys.map((s) => s.day)}::text[])`.as<'s'>(
        sql`s(id, scheme_id, scheme_version_id, day)`,
      ),
    )
    .select('s.id')
    .where((eb) => eb.exists(accreditationsCovering(db, { schemeId: eb.ref('s.schemeId'), schemeVersionId: eb.ref('s.schemeVersionId'), day: eb.ref('s.day') })))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * What a survey page shows beside the survey (openLabSurvey): a late payment of the lab at the
 * survey's org, and the survey's accreditation on its day, as subqueries for `exists`, so that
 * one statement answers them with other facts (the report's: report-facts.ts).
 */
export function surveyNoticeQueries(db: Kysely<DB>, at: SurveyNoticeSubject) {
  return {
    latePayment: latePaymentInvoices(db, at.labId, at.cutoffDay, at.year).select('id').where('orgId', '=', at.orgId),
    accredited: accreditationsCovering(db, at),
  };
}

/** The lab and survey of surveyNoticeQueries; cutoffDay: latePaymentCutoffDay of the request's now. */
export interface SurveyNoticeSubject extends AccreditationSubject {
  labId: Operand<number>;
  orgId: Operand<number>;
  cutoffDay: Operand<string>;
  /** The survey's service year (its round's): only documents for that year close it. */
  year: Operand<number>;
}

/** The notices of one survey (surveyNoticeQueries), in one statement. */
export async function loadSurveyNotices(
  db: Kysely<DB>,
  at: { labId: number; orgId: number; schemeId: number; schemeVersionId: number; day: string; cutoffDay: string; year: number },
): Promise<{ latePayment: boolean; accredited: boolean }> {
  const notices = surveyNoticeQueries(db, at);
  const row = await db.selectNoFrom((eb) => [eb.exists(notices.latePayment).as('latePayment'), eb.exists(notices.accredited).as('accredited')]).executeTakeFirstOrThrow();
  return { latePayment: Boolean(row.latePayment), accredited: Boolean(row.accredited) };
}
