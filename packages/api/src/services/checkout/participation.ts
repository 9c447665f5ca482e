import { labSurveyStreamId } from '@eqa/core';
import type { Executor } from '@eqa/db';
import { ensureFirstResultGroup } from '../results/result-groups';
import type { OrderYearKey } from './order-year-access';
import type { YearBilling } from './year-billing';

/** What a checkout changed of the lab's participation (survey ids, ascending). */
export interface ParticipationChange {
  /** Surveys the lab takes part in by this checkout (new or already there: idempotent). */
  added: number[];
  /** Surveys it no longer takes part in (cancelled, nothing recorded yet). */
  removed: number[];
  /** Cancelled surveys it still takes part in because it recorded something there (docs/decisions/invoices.md). */
  kept: number[];
}

/** Round → sample sets confirmed once this checkout is written, per survey-type order. */
function confirmedSampleSets(billing: YearBilling): Array<{ productId: number; roundId: number; before: number; after: number; pending: boolean }> {
  const pendingById = new Map(billing.pending.map((p) => [p.order.id, p]));
  return billing.orders
    .filter((order) => order.productType === 'survey')
    .flatMap((order) => {
      const pending = pendingById.get(order.id);
      return order.rounds.map((round, index) => {
        const before = round.confirmedSampleSetQuantity ?? 0;
        const after = pending ? (pending.confirmation.rounds[index]?.confirmedSampleSetQuantity ?? 0) : before;
        return { productId: order.productId, roundId: round.roundId, before, after, pending: pending !== undefined };
      });
    });
}

/**
 * Participation follows the confirmed survey orders (spec 2 §4; the demo seed's rule), in the
 * checkout's transaction:
 * - a round of a `survey` product confirmed with sample sets makes the lab a participant
 *   (survey_labs) of the product's surveys of that round (product_surveys), with its first result
 *   group (ensureFirstResultGroup, the code the survey form uses); idempotent;
 * - a round this checkout cancels (confirmed sample sets down to 0) ends the participation in those
 *   surveys, unless another confirmed order of the year still covers them, and only while the lab
 *   has recorded nothing there (no event in its lab-survey stream: no result, no result group
 *   change, no validation) — its result groups go with it. Otherwise it stays a participant and the
 *   survey is reported as `kept` (the staff who checked out the cancellation see it).
 * external_survey and certificate products have no surveys in this portal: nothing.
 */
export async function applyParticipation(trx: Executor, key: OrderYearKey, billing: YearBilling): Promise<ParticipationChange> {
  const rounds = confirmedSampleSets(billing);
  const change: ParticipationChange = { added: [], removed: [], kept: [] };
  const relevant = rounds.filter((r) => r.pending && (r.after > 0 || r.before > 0));
  if (relevant.length === 0) return change;
  const productIds = [...new Set(rounds.map((r) => r.productId))];
  const links = await trx
    .selectFrom('productSurveys as ps')
    .innerJoin('surveys as s', 's.id', 'ps.surveyId')
    .select(['ps.productId', 's.roundId', 's.id as surveyId'])
    .where('ps.productId', 'in', productIds)
    .where('s.orgId', '=', key.orgId)
    .execute();
  const surveysOf = (productId: number, roundId: number) => links.filter((l) => l.productId === productId && l.roundId === roundId).map((l) => l.surveyId);

  const wanted = new Set(rounds.filter((r) => r.after > 0).flatMap((r) => surveysOf(r.productId, r.roundId)));
  const toAdd = [...new Set(relevant.filter((r) => r.after > 0).flatMap((r) => surveysOf(r.productId, r.roundId)))].sort((a, b) => a - b);
  const cancelled = [...new Set(relevant.filter((r) => r.after === 0 && r.before > 0).flatMap((r) => surveysOf(r.productId, r.roundId)))]
    .filter((surveyId) => !wanted.has(surveyId))
    .sort((a, b) => a - b);

  if (toAdd.length > 0) {
    await trx
      .insertInto('surveyLabs')
      .values(toAdd.map((surveyId) => ({ surveyId, labId: key.labId, orgId: key.orgId })))
      .onConflict((oc) => oc.columns(['surveyId', 'labId']).doNothing())
      .execute();
    for (const surveyId of toAdd) await ensureFirstResultGroup(trx, key.labId, surveyId);
    change.added = toAdd;
  }

  if (cancelled.length > 0) {
    const participating = await trx.selectFrom('surveyLabs').select('surveyId').where('labId', '=', key.labId).where('surveyId', 'in', cancelled).execute();
    const streams = participating.map((p) => labSurveyStreamId(key.labId, p.surveyId));
    const recorded =
      streams.length === 0 ? [] : await trx.selectFrom('events').select('streamId').distinct().where('streamId', 'in', streams).execute();
    const withEvents = new Set(recorded.map((r) => r.streamId));
    for (const { surveyId } of participating) {
      if (withEvents.has(labSurveyStreamId(key.labId, surveyId))) {
        change.kept.push(surveyId);
        continue;
      }
      await trx.deleteFrom('resultGroups').where('labId', '=', key.labId).where('surveyId', '=', surveyId).execute();
      await trx.deleteFrom('labSurveyStatus').where('labId', '=', key.labId).where('surveyId', '=', surveyId).execute();
      await trx.deleteFrom('surveyLabs').where('labId', '=', key.labId).where('surveyId', '=', surveyId).execute();
      change.removed.push(surveyId);
    }
  }
  return change;
}
