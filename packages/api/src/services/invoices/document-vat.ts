import { documentTotals, exchangeRateFor, HOME_CURRENCY_ID, parseExchangeRate, type VatTreatment } from '@eqa/core';
import type { Executor, InvoiceLineSnapshot, InvoiceVatSnapshot } from '@eqa/db';

/**
 * The exchange rate of a document in another currency than HUF (docs/decisions/vat.md "Exchange
 * rates"): the rate staff entered for the issue day, else the latest one before it (core
 * exchangeRateFor); null for a HUF document or when none was entered.
 */
export async function documentExchangeRate(db: Executor, input: { orgId: number; currencyId: string; day: string }): Promise<InvoiceVatSnapshot['exchangeRate']> {
  if (input.currencyId === HOME_CURRENCY_ID) return null;
  const row = await db
    .selectFrom('exchangeRates')
    .select(['day', 'rate'])
    .where('orgId', '=', input.orgId)
    .where('currencyId', '=', input.currencyId)
    .where('day', '<=', input.day)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  const entry = row ? exchangeRateFor(input.day, [{ day: row.day, rate: parseExchangeRate(row.rate) ?? 0 }]) : null;
  return entry && entry.rate > 0 ? entry : null;
}

/** What the document's VAT snapshot holds: the treatment, core documentTotals of its lines, the exchange rate. */
export function documentVat(lines: readonly InvoiceLineSnapshot[], treatment: VatTreatment, exchangeRate: InvoiceVatSnapshot['exchangeRate']): InvoiceVatSnapshot {
  const totals = documentTotals(lines.map((line) => ({ netMinor: line.amountMinor, rateBasisPoints: line.vatRateBasisPoints ?? 0, vatMinor: line.vatMinor ?? 0 })));
  return { treatment, ...totals, exchangeRate };
}
