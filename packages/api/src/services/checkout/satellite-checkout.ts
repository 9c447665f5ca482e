import { actsForSatellite, AppError, errorMessage, isAppError, mayCheckOutForSatellites, satelliteCheckoutSkipReason, satelliteSkipReasonOf, type SatelliteCheckoutSkipReason } from '@eqa/core';
import type { TOrderYearInput } from './checkout.types';
import { checkValidationPassword } from '../auth/validation-password-attempts';
import { documentDueRule } from '../invoices/invoice-terms';
import { CheckoutRefusal, confirmCheckout, type CheckoutContext } from './checkout';
import { documentDue, productYears } from './checkout-state';
import { openOrderYear, orderYearDisabledReason, type BillingContext, type OpenedOrderYear, type OrderYearKey } from './order-year-access';
import type { TSatelliteCheckoutRequest, TSatelliteCheckoutResult, TSatelliteCheckoutState } from './satellite-checkout.types';
import { loadYearBilling } from './year-billing';

interface SatelliteLab {
  labId: number;
  shortName: string;
  name: string;
}

/** A satellite as the one-step checkout plans it: opened for the core lab's user acting for it (null: its contract of the year is missing), and the verdict. */
interface SatellitePlan extends SatelliteLab {
  opened: OpenedOrderYear | null;
  proformaDisabled: boolean;
  skipReason: SatelliteCheckoutSkipReason | null;
  documentDue: boolean;
}

/**
 * Opens the core lab's year for a one-step checkout of its satellites: the core lab's orders as its
 * own checkout opens them (401; 403 another lab; 404 an org that is not the lab's; 403
 * missing_contract_error without the core lab's accepted contract of the year), then 403 unless the
 * user is a user of this core lab (core mayCheckOutForSatellites: not staff, not a satellite, not a
 * plain lab).
 */
async function openCoreLabYear(ctx: BillingContext, key: OrderYearKey): Promise<OpenedOrderYear> {
  const opened = await openOrderYear(ctx, key, 'write');
  if (!mayCheckOutForSatellites(opened.session, key.labId)) throw AppError.forbidden("Only a core lab's users check out for its satellites");
  return opened;
}

/** The core lab's satellites at the org, by numeric QC code (as the satellite comparison lists them). */
async function satellitesOf(ctx: BillingContext, key: OrderYearKey): Promise<Array<SatelliteLab & { parentLabId: number | null }>> {
  const rows = await ctx.db
    .selectFrom('labs as l')
    .innerJoin('orgLabs as ol', (join) => join.onRef('ol.labId', '=', 'l.id').on('ol.orgId', '=', key.orgId))
    .select(['l.id as labId', 'l.shortName', 'l.name', 'l.parentLabId'])
    .where('l.parentLabId', '=', key.labId)
    .execute();
  return rows.sort((a, b) => a.shortName.localeCompare(b.shortName, 'en', { numeric: true }));
}

/**
 * Each satellite decided by the rules of its own checkout (core satelliteCheckoutSkipReason): opened
 * as the core lab reads it (the satellite's accepted contract of the year, else missing_contract),
 * then as the lab's user who may change its orders (core actsForSatellite), so the verdict is a lab
 * user's: ordering open, something to check out, no change that needs staff.
 */
async function planSatellites(ctx: BillingContext, core: OpenedOrderYear): Promise<SatellitePlan[]> {
  const plans: SatellitePlan[] = [];
  for (const satellite of await satellitesOf(ctx, core)) {
    if (!actsForSatellite(core.session, satellite)) throw AppError.forbidden('You may not check out for this laboratory');
    const key = { labId: satellite.labId, orgId: core.orgId, year: core.year };
    let read: OpenedOrderYear;
    try {
      read = await openOrderYear(ctx, key, 'read');
    } catch (error) {
      if (isAppError(error) && error.type === 'missing_contract_error') {
        plans.push({ ...satellite, opened: null, proformaDisabled: false, skipReason: 'missing_contract', documentDue: false });
        continue;
      }
      throw error;
    }
    // the core lab's user acts for its satellite: it checks out as the satellite's own users would
    const opened: OpenedOrderYear = { ...read, canWrite: true };
    const billing = await loadYearBilling(ctx.db, key, opened.now);
    const skipReason = satelliteCheckoutSkipReason({
      contractAccepted: true,
      orderingDisabled: orderYearDisabledReason(opened, productYears(billing)),
      dirty: billing.dirty,
      documentDue: documentDue(billing),
      requiresCancellation: billing.requiresCancellation,
    });
    plans.push({ labId: satellite.labId, shortName: satellite.shortName, name: satellite.name, opened, proformaDisabled: opened.proformaDisabled, skipReason, documentDue: documentDue(billing) });
  }
  return plans;
}

/**
 * GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/satellite_checkout (issue 31, beyond spec 2):
 * what the core lab's one-step checkout for its satellites would do now, satellite by satellite. The
 * core lab's users only (403 otherwise, also for staff).
 */
export async function getSatelliteCheckoutState(ctx: BillingContext, input: TOrderYearInput): Promise<TSatelliteCheckoutState> {
  const core = await openCoreLabYear(ctx, input);
  const [plans, dueRule] = await Promise.all([planSatellites(ctx, core), documentDueRule(ctx.db, { orgId: input.orgId, year: input.year, now: core.now })]);
  return {
    year: input.year,
    satellites: plans.map((plan) => ({
      labId: plan.labId,
      shortName: plan.shortName,
      name: plan.name,
      skipReason: plan.skipReason,
      proformaDisabled: plan.proformaDisabled,
      paymentDeadline: plan.skipReason === null && plan.documentDue ? dueRule.paymentDeadline : null,
    })),
    allowed: plans.some((plan) => plan.skipReason === null),
  };
}

/**
 * POST /labs/{labId}/orders/orgs/{orgId}/years/{year}/satellite_checkout (issue 31, beyond spec 2;
 * docs/decisions/invoices.md "A core lab checks out for its satellites"): the core lab's user, with
 * the core lab's validation password (the same limiter as every checkout: 422 validationPassword,
 * 429), checks out every satellite that has something to check out and needs no staff, each by the
 * lab's own checkout (confirmCheckout: its own transaction, documents, numbers, e-mail and jobs).
 * Per satellite, not all-or-nothing: a satellite refused on its locked rows (its state changed
 * meanwhile) or failing is reported and changes nothing of itself; the others stand. 409
 * nothing_to_check_out when no satellite would be checked out (before a password attempt is spent).
 */
export async function satelliteCheckout(ctx: CheckoutContext, input: TSatelliteCheckoutRequest): Promise<TSatelliteCheckoutResult> {
  const core = await openCoreLabYear(ctx, input);
  const plans = await planSatellites(ctx, core);
  if (!plans.some((plan) => plan.skipReason === null)) throw AppError.conflict('No satellite has anything to check out', 'nothing_to_check_out');
  if (!(await checkValidationPassword(ctx, { kind: 'lab', id: core.labId }, input.validationPassword))) {
    throw AppError.constraint('validationPassword', 'Invalid validation password specified', 'invalid_validation_password');
  }

  const satellites: TSatelliteCheckoutResult['satellites'] = [];
  for (const plan of plans) {
    const ref = { labId: plan.labId, shortName: plan.shortName, name: plan.name };
    if (plan.skipReason !== null || plan.opened === null) {
      satellites.push({ ...ref, outcome: 'skipped', skipReason: plan.skipReason ?? 'missing_contract', checkout: null });
      continue;
    }
    try {
      const checkout = await confirmCheckout(ctx, plan.opened, input.purchaseOrderNumber);
      satellites.push({ ...ref, outcome: 'checked_out', skipReason: null, checkout });
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        satellites.push({ ...ref, outcome: 'skipped', skipReason: satelliteSkipReasonOf(error.reason), checkout: null });
        continue;
      }
      ctx.logger.warn('satellite checkout failed', { error: errorMessage(error), labId: plan.labId, coreLabId: core.labId });
      satellites.push({ ...ref, outcome: 'failed', skipReason: null, checkout: null });
    }
  }
  return { satellites, checkedOut: satellites.filter((s) => s.outcome === 'checked_out').length };
}
