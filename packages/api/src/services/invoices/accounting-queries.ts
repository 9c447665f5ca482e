import type { ExpressionBuilder } from 'kysely';
import type { DB } from '@eqa/db';

/**
 * Core lacksAccountingInvoice in SQL, on `invoices as i`: not cancelled, not a cancellation, no
 * uploaded document, and either a paid proforma or a row of the `invoice` series (a checkout made
 * while the lab's proforma was disabled).
 */
export function lacksAccountingInvoiceSql(eb: ExpressionBuilder<DB & { i: DB['invoices'] }, 'i'>) {
  return eb.and([
    eb('i.cancelled', '=', false),
    eb('i.cancelledAnnualNumber', 'is', null),
    eb.or([eb.and([eb('i.series', '=', 'proforma'), eb('i.paid', '=', true)]), eb('i.series', '=', 'invoice')]),
    eb.not(eb.exists(eb.selectFrom('invoiceDocuments as u').select('u.id').whereRef('u.invoiceId', '=', 'i.id').where('u.uploaded', '=', true))),
  ]);
}
