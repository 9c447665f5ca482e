import { AppError, formatDocumentNumber, type AppErrorCode, type CheckoutDisabledReason, fromMinorUnits, paymentDeadline as dueDate, normalisePurchaseOrderNumber, vatTreatment, type Clock, deliverMailSoon, type Jobs, type Logger } from '@eqa/core';
import { notifyInvoicesIssued, sendJobs, type JobRun } from '@eqa/db';
import { sendRecorded } from '../notifications/send-recorded';
import type { TCheckoutRequest, TCheckoutResult, TIssuedInvoice } from './checkout.types';
import { checkValidationPassword, type AttemptContext } from '../auth/validation-password-attempts';
import { recordInvoiceDocument } from '../invoices/invoice-document-job';
import { documentExchangeRate, documentVat } from '../invoices/document-vat';
import { issueDay, issueInvoice } from '../invoices/issue-invoice';
import { nextYearDueNotBefore } from '../invoices/invoice-terms';
import { customerSnapshot, issuerSnapshot } from '../invoices/invoice-snapshots';
import { checkoutConfirmationEmail, type IssuedProformaRef } from './checkout-emails';
import { checkoutVerdict, documentDue, lockOrderYearRow } from './checkout-state';
import { loadLabMailing } from './lab-mailing';
import { orderChanges } from './order-changes';
import { openOrderYear, type BillingContext, type OpenedOrderYear } from './order-year-access';
import { applyParticipation } from './participation';
import { linesTotal, proformaLines } from './proforma-lines';
import { loadYearBilling, type YearBilling } from './year-billing';
import { withPortalLink } from '../mail/portal-link';

export type CheckoutContext = BillingContext &
  AttemptContext & {
    wallClock: Clock;
    jobs: Pick<Jobs, 'enqueue' | 'runner'>;
    logger: Pick<Logger, 'warn'>;
    /** The public origin (settings.publicUrl): the portal link of the lab's mail. */
    origin: string;
  };

/** The answer to each refusal: 403 read-only or a lab user's change that needs staff, 409 nothing to check out or ordering disabled. */
function refusal(reason: CheckoutDisabledReason): { code: AppErrorCode; message: string; type: string } {
  switch (reason) {
    case 'read_only':
      return { code: 'FORBIDDEN', message: 'You may not check out the orders of this laboratory', type: 'authorization_error' };
    case 'requires_cancellation':
      return { code: 'FORBIDDEN', message: 'The changes lower or cancel confirmed orders: request checkout from the staff instead', type: 'requires_cancellation' };
    case 'nothing_to_check_out':
      return { code: 'CONFLICT', message: 'There is nothing to check out', type: 'nothing_to_check_out' };
    default:
      return { code: 'CONFLICT', message: `Ordering is disabled (${reason})`, type: 'ordering_disabled' };
  }
}

/** A refused checkout (refusal), carrying the verdict's reason for the satellite checkout's report. */
export class CheckoutRefusal extends AppError {
  readonly reason: CheckoutDisabledReason;

  constructor(reason: CheckoutDisabledReason) {
    const { code, message, type } = refusal(reason);
    super(code, message, { type });
    this.reason = reason;
  }
}

/** The verdict as an error (CheckoutRefusal). */
function assertCheckoutAllowed(opened: OpenedOrderYear, billing: YearBilling): void {
  const { reason } = checkoutVerdict(opened, billing);
  if (reason !== null) throw new CheckoutRefusal(reason);
}

/**
 * The validation password of the one who checks out, as results validation checks it
 * (services/results/validate-survey.ts): org users type their org's, lab users their lab's; wrong →
 * 422 param validationPassword ('Invalid validation password specified'); too many wrong ones →
 * 429 (validation-password-attempts, the same limiter). Checked before the transaction: it writes
 * its attempt on the request's own handle.
 */
async function assertCheckoutPassword(ctx: CheckoutContext, opened: OpenedOrderYear, password: string): Promise<void> {
  const owner = opened.orgUser ? { kind: 'org' as const, id: opened.orgId } : { kind: 'lab' as const, id: opened.labId };
  if (!(await checkValidationPassword(ctx, owner, password))) {
    throw AppError.constraint('validationPassword', 'Invalid validation password specified', 'invalid_validation_password');
  }
}

/**
 * POST /labs/{labId}/orders/orgs/{orgId}/years/{year}/checkout (spec 2 §4 "Checkout";
 * docs/decisions/invoices.md). Write access, the year's contract for lab users (403
 * missing_contract_error), the verdict (409 ordering_disabled / nothing_to_check_out, 403
 * requires_cancellation for lab users), the validation password; then in ONE transaction, with the
 * year's row, orders and round orders locked: every pending order confirmed (core confirmOrder),
 * order_years.confirmedAt, the lab's participation (participation.ts), a document row per currency
 * with something left to invoice (core invoicedDifference; none when a cancellation is needed): a
 * proforma, or when the lab's proforma is disabled a row of the `invoice` series without a PDF,
 * which the accounting's invoice is uploaded onto (issue 31), due by core paymentDeadline numbered from its series' counter with its lines (VAT per line at the
 * rate charged to the buyer: docs/decisions/vat.md), customer, issuer, VAT totals, the lab's
 * purchase-order number (typed now, else the one of its checkout request) and the contract's
 * language, each proforma's PDF job (invoices.document, the job outbox) and the lab's confirmation
 * e-mail in the outbox. After the commit the jobs and the e-mail are sent; a queue that is away
 * delays them (the sweeps send them once it is back) and never fails the checkout.
 */
export async function checkout(ctx: CheckoutContext, input: TCheckoutRequest): Promise<TCheckoutResult> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year };
  const opened = await openOrderYear(ctx, key, 'write');
  // refused before a password attempt is spent; decided again on the locked rows (confirmCheckout)
  assertCheckoutAllowed(opened, await loadYearBilling(ctx.db, key, opened.now));
  await assertCheckoutPassword(ctx, opened, input.validationPassword);
  return confirmCheckout(ctx, opened, input.purchaseOrderNumber);
}

/**
 * The checkout itself, once the one who checks out is known and its password checked (the lab's own
 * checkout above; a core lab's checkout for its satellites, services/checkout/satellite-checkout.ts):
 * ONE transaction per lab and year, re-deciding on the locked rows (CheckoutRefusal when the state
 * changed meanwhile), then the jobs and the e-mail after the commit.
 */
export async function confirmCheckout(ctx: CheckoutContext, opened: OpenedOrderYear, purchaseOrderNumberTyped: string | null | undefined): Promise<TCheckoutResult> {
  const key = { labId: opened.labId, orgId: opened.orgId, year: opened.year };
  const mailing = await loadLabMailing(ctx.db, key.labId, key.orgId);
  const now = opened.now;

  const done = await ctx.db.transaction().execute(async (trx) => {
    await lockOrderYearRow(trx, key);
    const billing = await loadYearBilling(trx, key, now, { lock: true });
    assertCheckoutAllowed(opened, billing);

    for (const { order, confirmation } of billing.pending) {
      await trx
        .updateTable('orders')
        .set({ dirty: false, confirmedAt: confirmation.confirmedAt, confirmedAmount: confirmation.confirmedAmount })
        .where('id', '=', order.id)
        .execute();
      for (const [index, round] of order.rounds.entries()) {
        const next = confirmation.rounds[index];
        if (!next) continue;
        await trx
          .updateTable('roundOrders')
          .set({ dirty: false, confirmedSampleSetQuantity: next.confirmedSampleSetQuantity, confirmedExtraEvaluationQuantity: next.confirmedExtraEvaluationQuantity })
          .where('id', '=', round.id)
          .execute();
      }
    }
    // a pending checkout request is dealt with by this checkout; the PO number typed now wins over the request's
    const orderYear = await trx.selectFrom('orderYears').select('purchaseOrderNumber').where('labId', '=', key.labId).where('orgId', '=', key.orgId).where('year', '=', key.year).executeTakeFirst();
    const purchaseOrderNumber = normalisePurchaseOrderNumber(purchaseOrderNumberTyped) ?? orderYear?.purchaseOrderNumber ?? null;
    await trx
      .updateTable('orderYears')
      .set({ confirmedAt: now, checkoutRequestedAt: null, purchaseOrderNumber, updatedAt: now })
      .where('labId', '=', key.labId)
      .where('orgId', '=', key.orgId)
      .where('year', '=', key.year)
      .execute();
    const participation = await applyParticipation(trx, key, billing);

    const issuedRows: Array<TIssuedInvoice & { totalMinor: number }> = [];
    const documentJobs: JobRun[] = [];
    // every checkout with something left to invoice makes a row: a proforma, or (proforma disabled) the row the accounting's invoice is uploaded onto
    const series = opened.proformaDisabled ? ('invoice' as const) : ('proforma' as const);
    if (documentDue(billing)) {
      const { customer, locale } = await customerSnapshot(trx, key);
      const { issuer, paymentTermDays } = await issuerSnapshot(trx, key.orgId);
      const treatment = vatTreatment({ countryId: customer.address.countryId, vatNumber: customer.vatNumber });
      const day = issueDay(now);
      const paymentDeadline = dueDate({ issueDay: day, termDays: paymentTermDays, serviceYear: key.year, nextYearDueNotBefore: await nextYearDueNotBefore(trx, key.orgId) });
      // numbers last: the counter's row lock is held until commit
      for (const due of billing.differences.filter((d) => d.difference > 0)) {
        const lines = proformaLines({ year: key.year, currencyId: due.currencyId, orders: billing.orders, invoices: billing.invoices, treatment });
        if (linesTotal(lines) !== due.difference) throw new AppError('INTERNAL', `Proforma lines do not add up to the difference (${due.currencyId})`);
        const vat = documentVat(lines, treatment, await documentExchangeRate(trx, { orgId: key.orgId, currencyId: due.currencyId, day }));
        const issued = await issueInvoice(trx, {
          orgId: key.orgId,
          labId: key.labId,
          year: key.year,
          series,
          cancelledAnnualNumber: null,
          cancelsInvoiceId: null,
          totalMinor: vat.grossMinor,
          currencyId: due.currencyId,
          paymentDeadline,
          lines,
          customer,
          issuer,
          vat,
          purchaseOrderNumber,
          locale,
          createdAt: now,
        });
        // the accounting issues the invoice of a proforma-disabled lab: the portal makes no PDF for its row
        if (series === 'proforma') documentJobs.push(await recordInvoiceDocument(trx, ctx.jobs, issued.id, opened.session.user.id));
        issuedRows.push({
          id: issued.id,
          number: formatDocumentNumber(series, key.year, issued.annualNumber),
          proforma: series === 'proforma',
          total: fromMinorUnits(vat.grossMinor),
          totalMinor: vat.grossMinor,
          currency: due.currencyId,
          paymentDeadline,
        });
      }
    }

    const proformas = issuedRows.filter((row) => row.proforma);
    // issue 34: each issued proforma or invoice is the lab's notification (and webhook), in this transaction
    const notified = await notifyInvoicesIssued(trx, issuedRows.map((row) => row.id), { now, origin: ctx.origin });
    let outboxId: number | null = null;
    if (mailing.to.length > 0) {
      const issuedRefs: IssuedProformaRef[] = proformas.map((p) => ({ number: p.number, totalMinor: p.totalMinor, currencyId: p.currency, paymentDeadline: p.paymentDeadline }));
      const uninvoiced = billing.differences.some((d) => d.difference > 0);
      const mail = checkoutConfirmationEmail({
        locale: mailing.locale,
        lab: mailing.lab,
        org: mailing.org,
        year: key.year,
        confirmedDay: issueDay(now),
        changes: orderChanges(billing.pending),
        proformas: issuedRefs,
        noProforma:
          proformas.length > 0 ? null : billing.requiresCancellation ? 'requires_cancellation' : opened.proformaDisabled && uninvoiced ? 'disabled' : null,
      });
      const outbox = await trx
        .insertInto('emailOutbox')
        .values({ kind: 'checkout_confirmation', toAddresses: mailing.to, subject: mail.subject, textBody: withPortalLink(mail.textBody, ctx.origin, mailing.locale), htmlBody: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      outboxId = outbox.id;
    }
    return { billing, participation, proformas, invoices: issuedRows.filter((row) => !row.proforma), documentJobs, outboxId, notified };
  });

  await sendJobs(ctx.db, ctx.jobs, done.documentJobs, ctx.logger);
  if (done.outboxId !== null) await deliverMailSoon(ctx.jobs, done.outboxId, ctx.logger);
  await sendRecorded(ctx, done.notified);

  return {
    confirmedAt: now.toISOString(),
    confirmedOrders: done.billing.pending.length,
    proformas: done.proformas.map(({ totalMinor: _totalMinor, ...proforma }) => proforma),
    invoices: done.invoices.map(({ totalMinor: _totalMinor, ...invoice }) => invoice),
    proformaDisabled: opened.proformaDisabled,
    requiresCancellation: done.billing.requiresCancellation,
    participation: done.participation,
    labNotified: done.outboxId !== null,
  };
}
