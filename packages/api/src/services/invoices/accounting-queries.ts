import type { ExpressionBuilder } from 'kysely';
import { latePaymentCutoffDay, latePaymentCutoffYear, type InvoiceState } from '@eqa/core';
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

/**
 * Core invoiceState in SQL, on `invoices as i`, as of `now` (the state label priority: late
 * payment, cancellation, cancelled, payable, paid; late payment as core isLatePayment).
 */
export function invoiceStateSql(eb: ExpressionBuilder<DB & { i: DB['invoices'] }, 'i'>, state: InvoiceState, now: Date) {
  const day = latePaymentCutoffDay(now);
  const open = eb.and([eb('i.paid', '=', false), eb('i.cancelled', '=', false), eb('i.cancelledAnnualNumber', 'is', null)]);
  const late = eb.and([open, eb('i.paymentDeadline', '<', day), eb('i.year', '<=', latePaymentCutoffYear(day))]);
  switch (state) {
    case 'late_payment':
      return late;
    case 'cancellation':
      return eb('i.cancelledAnnualNumber', 'is not', null);
    case 'cancelled':
      return eb.and([eb('i.cancelledAnnualNumber', 'is', null), eb('i.cancelled', '=', true)]);
    case 'payable':
      return eb.and([open, eb.not(late)]);
    case 'paid':
      return eb.and([eb('i.cancelledAnnualNumber', 'is', null), eb('i.cancelled', '=', false), eb('i.paid', '=', true)]);
  }
}
