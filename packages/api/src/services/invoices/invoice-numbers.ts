import { sql } from 'kysely';
import type { Executor, InvoiceSeries } from '@eqa/db';

/**
 * Takes the next invoice number of a series (proforma | invoice | cancellation) of an org's year, in the caller's
 * transaction (docs/decisions/invoices.md "Numbering"): the counter row is inserted on first use —
 * starting after the highest number already in `invoices` (demo data, imported rows) — or else
 * incremented with `last_number + 1 … returning`, which holds the row's lock until the transaction
 * ends. Concurrent issuers of the same series wait for each other, a rolled-back issue gives its
 * number back, so numbers have no gaps and no duplicates (the unique key
 * (org_id, year, series, annual_number) is the last guard). Take it as late as possible in the
 * transaction: the lock is held until commit.
 */
export async function takeInvoiceNumber(trx: Executor, input: { orgId: number; year: number; series: InvoiceSeries }): Promise<number> {
  const highestIssued = sql<number>`(select coalesce(max(i.annual_number), 0) from invoices i
    where i.org_id = ${input.orgId} and i.year = ${input.year} and i.series = ${input.series})`;
  const row = await trx
    .insertInto('invoiceCounters')
    .values({ orgId: input.orgId, year: input.year, series: input.series, lastNumber: sql<number>`${highestIssued} + 1` })
    .onConflict((oc) =>
      oc.columns(['orgId', 'year', 'series']).doUpdateSet({
        // rows written around the counter (seed, import) are never numbered over
        lastNumber: sql<number>`greatest(invoice_counters.last_number, excluded.last_number - 1) + 1`,
        updatedAt: sql<Date>`now()`,
      }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}
