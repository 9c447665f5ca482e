import type { TCheckoutState, TOrderYearInput } from './checkout.types';
import type { TProformaDisabled } from './checkout.types';
import { checkoutState, loadOrderYearRow } from './checkout-state';
import { openOrderYear, type BillingContext } from './order-year-access';
import { loadYearBilling } from './year-billing';
import { documentDueRule } from '../invoices/invoice-terms';

/**
 * GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/checkout: whether this user may check out now
 * (read access: a core lab sees its satellite's state as read_only), with the proforma and
 * cancellation flags, the dirty flag, the invoiced difference and the due date a document issued
 * now would get. Lab users without the year's
 * accepted contract: 403 missing_contract_error.
 */
export async function getCheckoutState(ctx: BillingContext, input: TOrderYearInput): Promise<TCheckoutState> {
  const opened = await openOrderYear(ctx, input, 'read');
  const [billing, orderYear, dueRule] = await Promise.all([
    loadYearBilling(ctx.db, input, opened.now),
    loadOrderYearRow(ctx.db, input),
    documentDueRule(ctx.db, { orgId: input.orgId, year: input.year, now: opened.now }),
  ]);
  return checkoutState(opened, billing, orderYear, dueRule);
}

/** GET …/years/{year}/isProformaDisabled: the lab's flag at the org (org_labs.proforma_invoice_disabled). */
export async function isProformaDisabled(ctx: BillingContext, input: TOrderYearInput): Promise<TProformaDisabled> {
  const opened = await openOrderYear(ctx, input, 'read');
  return { proformaDisabled: opened.proformaDisabled };
}
