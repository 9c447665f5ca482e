import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/** The demo date the survey tests run at (demo mode: every request's "now"). */
export const TEST_NOW = new Date('2030-06-15T05:00:00.000Z');
const DAY_MS = 86_400_000;

/** TEST_NOW moved by a number of days. */
export function daysFromNow(days: number): Date {
  return new Date(TEST_NOW.getTime() + days * DAY_MS);
}

/** An evaluation run of the survey with the lab's not accepted results (the invalid counts). */
export async function insertEvaluation(
  db: Kysely<DB>,
  input: { surveyId: number; labId: number; results: Array<{ parameterId: number; sampleId: number; accepted: boolean }> },
): Promise<void> {
  const run = await db
    .insertInto('evaluationRuns')
    .values({ surveyId: input.surveyId, kind: 'evaluation', status: 'succeeded' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('evaluationLabResults')
    .values(
      input.results.map(({ parameterId, sampleId, accepted }) => ({
        runId: run.id,
        surveyId: input.surveyId,
        labId: input.labId,
        parameterId,
        sampleId,
        resultGroupId: null,
        evaluationGroupId: null,
        value: 5,
        nominalValueId: null,
        relation: '=' as const,
        unitId: null,
        zScore: null,
        zPrimeScore: null,
        deviationPercent: null,
        scaledValue: null,
        accepted,
      })),
    )
    .execute();
}

/** An invoice of the lab (late when unpaid and its deadline has passed). */
export async function insertInvoice(
  db: Kysely<DB>,
  input: { orgId: number; labId: number; year: number; annualNumber: number; paymentDeadline: string; paid?: boolean },
): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      orgId: input.orgId,
      labId: input.labId,
      year: input.year,
      annualNumber: input.annualNumber,
      cancelledAnnualNumber: null,
      paymentDeadline: input.paymentDeadline,
      total: 1000,
      currencyId: 'HUF',
      paid: input.paid ?? false,
    })
    .execute();
}
