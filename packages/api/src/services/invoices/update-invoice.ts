import { API_MESSAGES, AppError, assertNoViolation, invoiceEditViolation, isInvoiceEditChanged, minorUnitsToDecimal, toMinorUnits, totalFollowsLinesViolation } from '@eqa/core';
import type { TInvoice, TUpdateInvoiceInput } from './invoices.types';
import { openOrderYear, type BillingContext } from '../checkout/order-year-access';
import { findInvoiceRow, isGeneratedDocument, loadInvoiceItem } from './invoice-items';

/**
 * PATCH /labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId} (spec 2 §5 invoice
 * edit; org users of the org only: lab users 403). Core invoiceEditViolation: 422 param total
 * (`invoices.invalidTotal`) or paymentDeadline (`invoices.paymentDeadlineBeforeCreation`). Marking
 * it paid records paidAt (now), unmarking clears it. `documents` renames uploaded documents; a generated document or another invoice's →
 * 422 `documents.{i}.id`. The total of a document issued with lines is its lines' gross: another
 * total is 422 `invoices.totalFollowsLines` (issue 31: a correction is a cancellation and a new
 * document); rows without lines keep the spec's free total. A blank document name un-names it. A cancellation document asks for no payment: its deadline, total and paid
 * flag cannot change (409 invoice_not_editable). The number, lines, customer and issuer of an issued
 * invoice never change, and its generated document is not made again (docs/decisions/invoices.md).
 */
export async function updateInvoice(ctx: BillingContext, input: TUpdateInvoiceInput): Promise<TInvoice> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year, invoiceId: input.invoiceId };
  const opened = await openOrderYear(ctx, key, 'write');
  if (!opened.orgUser) throw AppError.forbidden('Only organisation users edit invoices');
  const edit = { paymentDeadline: input.paymentDeadline, total: input.total, paid: input.paid };

  await ctx.db.transaction().execute(async (trx) => {
    const row = await findInvoiceRow(trx, key, { lock: true });
    const original = { paymentDeadline: row.paymentDeadline, total: row.total, paid: row.paid };
    const changed = isInvoiceEditChanged(original, edit);
    if (row.cancelledAnnualNumber !== null) {
      if (changed) throw AppError.conflict('A cancellation document asks for no payment: its deadline, total and paid flag stay as issued', 'invoice_not_editable');
    } else {
      assertNoViolation(invoiceEditViolation(edit, { createdAt: row.createdAt }));
      // issue 31: an issued document's total is its lines'; a correction is a cancellation and a new document
      if (toMinorUnits(edit.total) !== toMinorUnits(row.total)) {
        const snapshot = await trx.selectFrom('invoices').select(['lines', 'vat']).where('id', '=', row.id).executeTakeFirstOrThrow();
        const linesGross = snapshot.lines === null ? null : (snapshot.vat?.grossMinor ?? snapshot.lines.reduce((sum, line) => sum + line.amountMinor, 0));
        assertNoViolation(totalFollowsLinesViolation(toMinorUnits(edit.total), linesGross));
      }
    }
    if (changed) {
      await trx
        .updateTable('invoices')
        .set({
          paymentDeadline: edit.paymentDeadline,
          total: minorUnitsToDecimal(toMinorUnits(edit.total)),
          paid: edit.paid,
          paidAt: edit.paid ? (row.paid ? row.paidAt : opened.now) : null,
          updatedAt: opened.now,
        })
        .where('id', '=', row.id)
        .execute();
    }
    const renames = input.documents ?? [];
    if (renames.length === 0) return;
    const documents = await trx
      .selectFrom('invoiceDocuments as d')
      .innerJoin('files as f', 'f.id', 'd.fileId')
      .select(['d.id', 'd.type', 'd.name', 'd.uploaded', 'f.name as fileName'])
      .where('d.invoiceId', '=', row.id)
      .execute();
    for (const [index, rename] of renames.entries()) {
      const document = documents.find((d) => d.id === rename.id);
      if (!document || isGeneratedDocument(document)) {
        throw AppError.constraint(`documents.${index}.id`, document ? API_MESSAGES.generatedDocumentName : API_MESSAGES.unknownInvoiceDocument);
      }
      // a blank name un-names the document: the identifier goes back to the number (or another named document)
      const given = rename.name?.trim() ?? '';
      const name = given === '' ? null : given.slice(0, 200);
      if (name !== document.name) await trx.updateTable('invoiceDocuments').set({ name }).where('id', '=', document.id).execute();
    }
  });
  return loadInvoiceItem(ctx.db, key, opened.now);
}
