import type { Executor } from '@eqa/db';

/**
 * The lab's order year at the org, created when missing and locked (`select … for update`) until
 * the transaction ends: every change of the year's orders (product order edits, the document type,
 * the orders.copy job) takes this lock first, so concurrent changes of one order, or of two orders
 * whose schemes exclude each other, run one after the other on what the previous one committed.
 * Answers the year's document type (null: not chosen).
 */
export async function lockOrderYear(trx: Executor, labId: number, orgId: number, year: number): Promise<{ id: number; paper: boolean | null }> {
  await trx
    .insertInto('orderYears')
    .values({ labId, orgId, year, paper: null, checkoutRequestedAt: null, confirmedAt: null })
    .onConflict((oc) => oc.columns(['labId', 'orgId', 'year']).doNothing())
    .execute();
  return trx
    .selectFrom('orderYears')
    .select(['id', 'paper'])
    .where('labId', '=', labId)
    .where('orgId', '=', orgId)
    .where('year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
