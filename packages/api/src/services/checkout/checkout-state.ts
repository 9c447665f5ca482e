import { checkoutAction, checkoutDisabledReason, fromMinorUnits } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { TCheckoutDisabledReason, TCheckoutState } from './checkout.types';
import { lockOrderYear } from '../orders/order-year-lock';
import { orderYearDisabledReason, type OpenedOrderYear, type OrderYearKey } from './order-year-access';
import type { YearBilling } from './year-billing';
import type { DocumentDueRule } from '../invoices/invoice-terms';

/** The years of the catalogue products the lab ordered (core orderingDisabledReason's productYears). */
export function productYears(billing: YearBilling): number[] {
  return [...new Set(billing.orders.map((order) => order.productYear))];
}

/**
 * Something is left to invoice in some currency and no cancellation is needed first: the checkout
 * makes a document row for it (issue 31: every checkout, also when the lab's proforma is
 * disabled; then the row waits for the accounting's invoice).
 */
export function documentDue(billing: YearBilling): boolean {
  return !billing.requiresCancellation && billing.differences.some((d) => d.difference > 0);
}

/** A document is due and it is a proforma (the lab's proforma is not disabled). */
export function proformaDue(opened: Pick<OpenedOrderYear, 'proformaDisabled'>, billing: YearBilling): boolean {
  return !opened.proformaDisabled && documentDue(billing);
}

/**
 * Whether the user may check out now, and if not why (docs/decisions/invoices.md "Who checks out"):
 * org users of the org always (with the org's validation password), lab users their own changes
 * unless one needs staff (requires_cancellation: they request checkout instead), with the lab's
 * validation password; never while ordering is disabled or with nothing to check out (no change
 * and no document due).
 */
export function checkoutVerdict(opened: OpenedOrderYear, billing: YearBilling): { reason: TCheckoutDisabledReason | null; orderingDisabled: boolean } {
  const ordering = orderYearDisabledReason(opened, productYears(billing));
  const reason = checkoutDisabledReason({
    canWrite: opened.canWrite,
    orgUser: opened.orgUser,
    orderingDisabled: ordering,
    dirty: billing.dirty,
    documentDue: documentDue(billing),
    requiresCancellation: billing.requiresCancellation,
  });
  return { reason, orderingDisabled: ordering !== null };
}

/** The state the checkout dialog asks for on opening. */
export function checkoutState(
  opened: OpenedOrderYear,
  billing: YearBilling,
  orderYear: { confirmedAt: Date | null; checkoutRequestedAt: Date | null } | null,
  /** The due date a document issued now would get (core paymentDeadline) and its rule. */
  dueRule: DocumentDueRule,
): TCheckoutState {
  const { reason, orderingDisabled } = checkoutVerdict(opened, billing);
  const allowed = reason === null;
  const requestCheckoutAllowed = !opened.orgUser && opened.canWrite && !orderingDisabled && billing.dirty;
  const action = opened.orgUser
    ? allowed
      ? 'checkout'
      : null
    : allowed || requestCheckoutAllowed
      ? checkoutAction({ checkoutAllowed: allowed, orderingDisabled })
      : null;
  return {
    allowed,
    disabledReason: reason,
    action,
    requestCheckoutAllowed,
    orderingDisabled,
    proformaDisabled: opened.proformaDisabled,
    requiresCancellation: billing.requiresCancellation,
    dirty: billing.dirty,
    differences: billing.differences.map((d) => ({
      currency: d.currencyId,
      ordered: fromMinorUnits(d.ordered),
      invoiced: fromMinorUnits(d.invoiced),
      difference: fromMinorUnits(d.difference),
    })),
    confirmedAt: orderYear?.confirmedAt?.toISOString() ?? null,
    checkoutRequestedAt: orderYear?.checkoutRequestedAt?.toISOString() ?? null,
    paymentDeadline: documentDue(billing) ? dueRule.paymentDeadline : null,
    dueRule: documentDue(billing) ? { termDays: dueRule.termDays, notBefore: dueRule.notBefore } : null,
  };
}

/** The order_years row of the lab's year at the org, or null. */
export async function loadOrderYearRow(db: Executor, key: OrderYearKey) {
  const row = await db
    .selectFrom('orderYears')
    .select(['id', 'confirmedAt', 'checkoutRequestedAt'])
    .where('labId', '=', key.labId)
    .where('orgId', '=', key.orgId)
    .where('year', '=', key.year)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The ordering year's row, created when missing and locked for the rest of the transaction with the
 * orders' lock (services/orders lockOrderYear: every change of the year's orders takes it first), so
 * checkouts, checkout requests and order changes of the same lab, org and year run one after the
 * other.
 */
export async function lockOrderYearRow(trx: Executor, key: OrderYearKey): Promise<{ id: number; confirmedAt: Date | null; checkoutRequestedAt: Date | null; checkoutRequestSentAt: Date | null }> {
  const locked = await lockOrderYear(trx, key.labId, key.orgId, key.year);
  return trx.selectFrom('orderYears').select(['id', 'confirmedAt', 'checkoutRequestedAt', 'checkoutRequestSentAt']).where('id', '=', locked.id).executeTakeFirstOrThrow();
}
