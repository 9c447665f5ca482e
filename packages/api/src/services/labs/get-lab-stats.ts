import { sql, type Kysely } from 'kysely';
import { latePaymentCutoffDay, latePaymentCutoffYear, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TLabStats } from './get-lab-stats.types';
import { assertLabAccess, type LabAccessContext } from './assert-lab-access';

/**
 * GET /labs/{labId}/stats: the badge counts of the lab menu (spec 1 §2), all as of `now`:
 * - inProgressSurveysWithoutValidation: started, not ended surveys of the lab (startsAt <= now < endsAt,
 *   as core surveyStatus) it has not validated as of now (lab_survey_status projection);
 * - evaluationErrors: not-accepted results of the lab in surveys evaluated this year (latest run);
 * - surveysWithInvalidResultsInCurrentYear: those surveys, counted once each;
 * - dirtyOrders: orders changed since the last checkout;
 * - unpaidInvoices / lateInvoicePayments: not paid, not cancelled and not a cancellation document
 *   (proformas count); late: also past the deadline (core isLatePayment: before today in the
 *   provider's zone, latePaymentCutoffDay).
 */
export async function getLabStats(ctx: LabAccessContext & { clock: Clock }, labId: number): Promise<TLabStats> {
  await assertLabAccess(ctx, labId, 'read');
  const { db } = ctx;
  const now = ctx.clock.now();
  const today = latePaymentCutoffDay(now);
  const year = now.getUTCFullYear();

  const [surveys, evaluation, orders, invoices] = await Promise.all([
    db
      .selectFrom('surveyLabs as sl')
      .innerJoin('surveys as s', 's.id', 'sl.surveyId')
      .leftJoin('labSurveyStatus as st', (join) => join.onRef('st.labId', '=', 'sl.labId').onRef('st.surveyId', '=', 'sl.surveyId'))
      .select((eb) => eb.fn.count<number>('s.id').distinct().as('n'))
      .where('sl.labId', '=', labId)
      .where('s.startsAt', '<=', now)
      .where('s.endsAt', '>', now)
      .where((eb) => eb.or([eb('st.validatedAt', 'is', null), eb('st.validatedAt', '>', now)]))
      .executeTakeFirstOrThrow(),
    latestEvaluationErrors(db, labId, year, now),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('labId', '=', labId)
      .where('dirty', '=', true)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoices')
      .select((eb) => [
        eb.fn.countAll<number>().as('unpaid'),
        // a document for a service year that has not begun is never late (core isLatePayment)
        eb.fn.countAll<number>().filterWhere((w) => w.and([w('paymentDeadline', '<', today), w('year', '<=', latePaymentCutoffYear(today))])).as('late'),
      ])
      .where('labId', '=', labId)
      .where('paid', '=', false)
      .where('cancelled', '=', false)
      .where('cancelledAnnualNumber', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);

  return {
    inProgressSurveysWithoutValidation: Number(surveys.n),
    evaluationErrors: evaluation.errors,
    dirtyOrders: Number(orders.n),
    unpaidInvoices: Number(invoices.unpaid),
    lateInvoicePayments: Number(invoices.late),
    surveysWithInvalidResultsInCurrentYear: evaluation.surveys,
  };
}

/**
 * Not-accepted results of the lab in the latest succeeded evaluation run of each survey evaluated
 * (as of now) in a round of `year`, where the lab validated its results.
 */
async function latestEvaluationErrors(db: Kysely<DB>, labId: number, year: number, now: Date): Promise<{ errors: number; surveys: number }> {
  const row = await db
    .selectFrom('evaluationLabResults as r')
    .innerJoin('surveys as s', 's.id', 'r.surveyId')
    .innerJoin('rounds as rd', 'rd.id', 's.roundId')
    .innerJoin('labSurveyStatus as st', (join) => join.onRef('st.labId', '=', 'r.labId').onRef('st.surveyId', '=', 'r.surveyId'))
    .select((eb) => [eb.fn.countAll<number>().as('errors'), eb.fn.count<number>('r.surveyId').distinct().as('surveys')])
    .where('r.labId', '=', labId)
    .where('r.accepted', '=', false)
    .where('r.hidden', '=', false)
    .where('rd.year', '=', year)
    .where('s.evaluatedAt', '<=', now)
    .where('s.endsAt', '<', now)
    .where('st.validatedAt', '<=', now)
    .where(
      'r.runId',
      '=',
      sql<number>`(select max(er.id) from evaluation_runs er
        where er.survey_id = r.survey_id and er.kind = 'evaluation' and er.status = 'succeeded')`,
    )
    .executeTakeFirstOrThrow();
  return { errors: Number(row.errors), surveys: Number(row.surveys) };
}
