import { AppError, normalisePurchaseOrderNumber, type Clock, deliverMailSoon, type Jobs, type Logger } from '@eqa/core';
import type { TRequestCheckoutRequest, TRequestCheckoutResult } from './checkout.types';
import type { ApiSettings } from '../../settings';
import { checkoutRequestLabEmail, checkoutRequestStaffEmail } from './checkout-emails';
import { lockOrderYearRow, productYears } from './checkout-state';
import { loadLabMailing } from './lab-mailing';
import { orderChanges } from './order-changes';
import { openOrderYear, orderYearDisabledReason, type BillingContext } from './order-year-access';
import { loadYearBilling } from './year-billing';
import { staffRecipients } from '../orgs/staff-recipients';
import { withPortalLink } from '../mail/portal-link';
import { notifyCheckoutRequested, type RecordedNotifications } from '@eqa/db';
import { sendRecorded } from '../notifications/send-recorded';

/** One checkout request per lab, org and year within this time (a decision: e-mails are not a chat). */
export const CHECKOUT_REQUEST_INTERVAL_MS = 10 * 60 * 1000;

export interface RequestCheckoutContext extends BillingContext {
  wallClock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  settings: Pick<ApiSettings, 'supportEmail' | 'orderingDisabled'>;
  /** Public origin of the web app, for the link in the staff e-mail. */
  origin: string;
}

/**
 * POST /labs/{labId}/orders/orgs/{orgId}/years/{year}/request_checkout (spec 2 §4: changes that need
 * staff approval are confirmed by staff; the lab asks by e-mail). Lab users only (org users check
 * out themselves: 403); write access and the year's contract (403 missing_contract_error); 409
 * ordering_disabled or nothing_to_check_out (no pending change); one request per lab, org and year
 * in CHECKOUT_REQUEST_INTERVAL_MS (real time, order_years.checkoutRequestSentAt) → 429. In one
 * transaction with the year's row locked: order_years.checkoutRequestedAt (business time; the
 * checkout clears it) and the lab's purchase-order number (the staff checkout's proforma prints it),
 * the staff e-mail (to the staff notification address of the org's settings, else SUPPORT_EMAIL,
 * else the org's admins: services/orgs/staff-recipients; reply-to the user; in the org's first language) listing the
 * changed orders old → new, and the lab's confirmation (its users, its language). Delivery is
 * enqueued after the commit.
 */
export async function requestCheckout(ctx: RequestCheckoutContext, input: TRequestCheckoutRequest): Promise<TRequestCheckoutResult> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year };
  const opened = await openOrderYear(ctx, key, 'write');
  if (opened.orgUser) throw AppError.forbidden('Organisation users check out themselves');
  const before = await loadYearBilling(ctx.db, key, opened.now);
  if (orderYearDisabledReason(opened, productYears(before)) !== null) throw AppError.conflict('Ordering is disabled', 'ordering_disabled');
  if (!before.dirty) throw AppError.conflict('There is nothing to check out', 'nothing_to_check_out');
  const [mailing, user] = await Promise.all([
    loadLabMailing(ctx.db, key.labId, key.orgId),
    ctx.db.selectFrom('users').select([(eb) => eb.fn.coalesce('username', eb.val('')).as('username'), 'fullName', 'email']).where('id', '=', opened.session.user.id).executeTakeFirstOrThrow(),
  ]);
  // when it was asked for is business time (as every time of the orders); the flood guard is real time
  const requestedAt = opened.now;
  const sentAt = ctx.wallClock.now();
  const staffTo = await staffRecipients(ctx.db, key.orgId, ctx.settings.supportEmail);
  const link = `${ctx.origin}/labs/${key.labId}/orders/orgs/${key.orgId}/${key.year}`;

  const done = await ctx.db.transaction().execute(async (trx) => {
    const orderYear = await lockOrderYearRow(trx, key);
    const last = orderYear.checkoutRequestSentAt;
    if (last !== null && sentAt.getTime() - last.getTime() < CHECKOUT_REQUEST_INTERVAL_MS) {
      throw AppError.rateLimited('Checkout was requested a few minutes ago; try again later');
    }
    const billing = await loadYearBilling(trx, key, opened.now);
    if (!billing.dirty) throw AppError.conflict('There is nothing to check out', 'nothing_to_check_out');
    const changes = orderChanges(billing.pending);
    const purchaseOrderNumber = normalisePurchaseOrderNumber(input.purchaseOrderNumber);
    await trx.updateTable('orderYears').set({ checkoutRequestedAt: requestedAt, checkoutRequestSentAt: sentAt, purchaseOrderNumber }).where('id', '=', orderYear.id).execute();
    const staffMail = checkoutRequestStaffEmail({
      locale: mailing.orgLocale,
      lab: mailing.lab,
      org: mailing.org,
      year: key.year,
      changes,
      requiresCancellation: billing.requiresCancellation,
      user,
      link,
    });
    const replyTo = user.email?.trim() ? [user.email.trim()] : [];
    const outboxIds: number[] = [];
    if (staffTo.length > 0) {
      const staff = await trx
        .insertInto('emailOutbox')
        .values({ kind: 'checkout_request', toAddresses: staffTo, replyTo, subject: staffMail.subject, textBody: withPortalLink(staffMail.textBody, ctx.origin, mailing.orgLocale), htmlBody: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      outboxIds.push(staff.id);
    }
    let labNotified = false;
    if (mailing.to.length > 0) {
      const labMail = checkoutRequestLabEmail({ locale: mailing.locale, lab: mailing.lab, org: mailing.org, year: key.year, changes });
      const lab = await trx
        .insertInto('emailOutbox')
        .values({ kind: 'checkout_request_confirmation', toAddresses: mailing.to, subject: labMail.subject, textBody: withPortalLink(labMail.textBody, ctx.origin, mailing.locale), htmlBody: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      outboxIds.push(lab.id);
      labNotified = true;
    }
    // issue 34: the staff's in-app notification (and its webhook), in the request's transaction
    const notified: RecordedNotifications = await notifyCheckoutRequested(trx, { ...key, orderYearId: orderYear.id, requestedAt }, { now: opened.now, origin: ctx.origin });
    return { outboxIds, labNotified, orders: changes.length, requiresCancellation: billing.requiresCancellation, notified };
  });
  for (const outboxId of done.outboxIds) await deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  await sendRecorded(ctx, done.notified);
  return { requestedAt: requestedAt.toISOString(), orders: done.orders, requiresCancellation: done.requiresCancellation, labNotified: done.labNotified };
}
