import { AppError, formatDocumentNumber, toMinorUnits, type Jobs, type Logger } from '@eqa/core';
import { sendJobs, type InvoiceLineSnapshot, type InvoiceVatSnapshot } from '@eqa/db';
import type { TCancelInvoiceOutput, TInvoiceInput } from './invoices.types';
import { openOrderYear, type BillingContext } from '../checkout/order-year-access';
import { recordInvoiceDocument } from './invoice-document-job';
import { findInvoiceRow, loadInvoiceItem } from './invoice-items';
import { customerSnapshot, issuerSnapshot } from './invoice-snapshots';
import { issueDay, issueInvoice } from './issue-invoice';

export interface CancelInvoiceContext extends BillingContext {
  jobs: Pick<Jobs, 'enqueue' | 'runner'>;
  logger: Pick<Logger, 'warn'>;
}

/** A line of the cancelled invoice, taken back: quantity, amount and VAT negated, same unit price and rate. */
function negated(line: InvoiceLineSnapshot): InvoiceLineSnapshot {
  return { ...line, quantity: 0 - line.quantity, amountMinor: 0 - line.amountMinor, ...(line.vatMinor === undefined ? {} : { vatMinor: 0 - line.vatMinor }) };
}

/** The VAT of the cancelled document, taken back (every amount negated; the same treatment and exchange rate). */
function negatedVat(vat: InvoiceVatSnapshot): InvoiceVatSnapshot {
  const negate = (minor: number) => 0 - minor;
  return {
    ...vat,
    byRate: vat.byRate.map((rate) => ({ ...rate, netMinor: negate(rate.netMinor), vatMinor: negate(rate.vatMinor), grossMinor: negate(rate.grossMinor) })),
    netMinor: negate(vat.netMinor),
    vatMinor: negate(vat.vatMinor),
    grossMinor: negate(vat.grossMinor),
  };
}

/**
 * POST /labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/cancel (org users; our
 * design, the spec is silent; docs/decisions/invoices.md "Cancellation"): an issued invoice is never
 * edited or deleted. In one transaction, with the invoice locked: it is marked cancelled, and a
 * cancellation document is issued — its own row, numbered in the cancellation series (shown
 * `S-2017/00001`), cancelledAnnualNumber = the cancelled one's number and cancelsInvoiceId its id, its lines negated (total = −the cancelled total), the same customer and issuer, due the
 * day it is issued (it asks for no payment). 409 already_cancelled / not_cancellable (a
 * cancellation document). Its PDF job (invoices.document) is recorded in the same transaction and
 * sent after the commit (the job outbox).
 */
export async function cancelInvoice(ctx: CancelInvoiceContext, input: TInvoiceInput): Promise<TCancelInvoiceOutput> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year, invoiceId: input.invoiceId };
  const opened = await openOrderYear(ctx, key, 'write');
  if (!opened.orgUser) throw AppError.forbidden('Only organisation users cancel invoices');
  const now = opened.now;

  const { cancellationId, documentJob } = await ctx.db.transaction().execute(async (trx) => {
    const row = await findInvoiceRow(trx, key, { lock: true });
    if (row.cancelledAnnualNumber !== null) throw AppError.conflict('A cancellation document cannot be cancelled', 'not_cancellable');
    if (row.cancelled) throw AppError.conflict('The invoice is already cancelled', 'already_cancelled');
    const snapshot = await trx
      .selectFrom('invoices')
      .select(['lines', 'customer', 'issuer', 'vat', 'purchaseOrderNumber', 'locale'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const totalMinor = toMinorUnits(row.total);
    const number = formatDocumentNumber(row.series, row.year, row.annualNumber);
    const lines: InvoiceLineSnapshot[] = snapshot.lines
      ? snapshot.lines.map(negated)
      : [{ kind: 'total', number, proforma: row.proforma, quantity: -1, unitPriceMinor: totalMinor, amountMinor: 0 - totalMinor }];
    // a row issued before its snapshot: the customer and the language as they are now
    const current = snapshot.customer && snapshot.locale ? null : await customerSnapshot(trx, key);
    const customer = snapshot.customer ?? current?.customer;
    if (!customer) throw new AppError('INTERNAL', 'The invoice has no customer');
    const issuer = snapshot.issuer ?? (await issuerSnapshot(trx, key.orgId)).issuer;
    await trx.updateTable('invoices').set({ cancelled: true, updatedAt: now }).where('id', '=', row.id).execute();
    const issued = await issueInvoice(trx, {
      orgId: key.orgId,
      labId: key.labId,
      year: row.year,
      // a cancellation is numbered in its own series (issue 31), not as an invoice of the proforma series
      series: 'cancellation',
      proforma: row.proforma,
      cancelledAnnualNumber: row.annualNumber,
      cancelsInvoiceId: row.id,
      totalMinor: 0 - totalMinor,
      currencyId: row.currencyId,
      paymentDeadline: issueDay(now),
      lines,
      customer,
      issuer,
      // a document issued without VAT is taken back without VAT
      vat: snapshot.vat ? negatedVat(snapshot.vat) : null,
      purchaseOrderNumber: snapshot.purchaseOrderNumber,
      locale: snapshot.locale ?? current?.locale ?? 'en',
      createdAt: now,
    });
    return { cancellationId: issued.id, documentJob: await recordInvoiceDocument(trx, ctx.jobs, issued.id, opened.session.user.id) };
  });
  await sendJobs(ctx.db, ctx.jobs, [documentJob], ctx.logger);
  const [cancelled, cancellation] = await Promise.all([
    loadInvoiceItem(ctx.db, key, now),
    loadInvoiceItem(ctx.db, { ...key, invoiceId: cancellationId }, now),
  ]);
  return { cancelled, cancellation };
}
