import type { LabAccessSubject, LabAccessTarget } from '../labs/lab-access';
import type { OrderingDisabledReason } from './ordering-disabled';

/**
 * Why checkout is not allowed for this user now, in this order: the user only reads the lab (a core
 * lab's satellite); ordering is disabled (core orderingDisabledReason: global, org, lab, past_year);
 * nothing to check out (no change and nothing left to invoice); the change needs staff (lab users:
 * requires_cancellation, they request checkout instead).
 */
export const CHECKOUT_DISABLED_REASONS = ['read_only', 'global', 'org', 'lab', 'past_year', 'nothing_to_check_out', 'requires_cancellation'] as const;
export type CheckoutDisabledReason = (typeof CHECKOUT_DISABLED_REASONS)[number];

/** What decides a checkout of a lab's ordering year (docs/decisions/invoices.md "Who checks out"). */
export interface CheckoutFacts {
  /** The user may change the lab's orders (not a core lab reading its satellite). */
  canWrite: boolean;
  /** The user is staff of the org (org_admin): checks out with the org's password, also a change that needs a cancellation. */
  orgUser: boolean;
  /** Why ordering the year is closed (core orderingDisabledReason), or null. */
  orderingDisabled: OrderingDisabledReason | null;
  /** Changes since the last checkout. */
  dirty: boolean;
  /** Something is left to invoice and no cancellation is needed first: the checkout makes a document row. */
  documentDue: boolean;
  /** A change lowers or cancels something confirmed, or more is invoiced than ordered: staff decide. */
  requiresCancellation: boolean;
}

/**
 * Whether the user may check out now, and if not why: org users of the org always, lab users their
 * own changes unless one needs staff; never while ordering is disabled or with nothing to check out
 * (no change and no document due).
 */
export function checkoutDisabledReason(facts: CheckoutFacts): CheckoutDisabledReason | null {
  if (!facts.canWrite) return 'read_only';
  if (facts.orderingDisabled) return facts.orderingDisabled;
  if (!facts.dirty && !facts.documentDue) return 'nothing_to_check_out';
  if (!facts.orgUser && facts.requiresCancellation) return 'requires_cancellation';
  return null;
}

/**
 * Why a core lab's one-step checkout for its satellites leaves a satellite out (issue 31: "a core lab
 * may check out for its satellites in one step, each satellite still getting its own documents").
 */
export const SATELLITE_CHECKOUT_SKIP_REASONS = ['missing_contract', 'ordering_disabled', 'nothing_to_check_out', 'requires_cancellation'] as const;
export type SatelliteCheckoutSkipReason = (typeof SATELLITE_CHECKOUT_SKIP_REASONS)[number];

/**
 * The satellite's checkout decided by the rules of a lab's own checkout (checkoutDisabledReason, as a
 * lab user who may change the satellite's orders): the satellite's contract of the year must be
 * accepted (missing_contract), ordering open (ordering_disabled, whichever switch closed it),
 * something to check out, and no change that needs staff (requires_cancellation: the satellite
 * requests checkout, staff check it out). Null: the satellite is checked out.
 */
export function satelliteCheckoutSkipReason(facts: Omit<CheckoutFacts, 'canWrite' | 'orgUser'> & { contractAccepted: boolean }): SatelliteCheckoutSkipReason | null {
  if (!facts.contractAccepted) return 'missing_contract';
  const reason = checkoutDisabledReason({ ...facts, canWrite: true, orgUser: false });
  switch (reason) {
    case null:
      return null;
    case 'nothing_to_check_out':
    case 'requires_cancellation':
      return reason;
    default:
      // global, org, lab, past_year (read_only cannot come: the core lab acts for the satellite)
      return 'ordering_disabled';
  }
}

/** A refused checkout's reason as the satellite checkout reports it (the lab's own checkout's refusal re-decided on locked rows). */
export function satelliteSkipReasonOf(reason: CheckoutDisabledReason): SatelliteCheckoutSkipReason {
  return reason === 'nothing_to_check_out' || reason === 'requires_cancellation' ? reason : 'ordering_disabled';
}

/**
 * Who checks out for satellites in one step: a user of the core lab itself (a lab user whose lab is a
 * parent lab), never staff (they check out each lab with the org's password) nor a satellite.
 */
export function mayCheckOutForSatellites(subject: LabAccessSubject, coreLabId: number): boolean {
  return subject.roleId !== 'org_admin' && subject.coreLab && subject.labId === coreLabId;
}

/** The core lab's user acts for this lab in the one-step checkout: it is one of the user's own satellites. */
export function actsForSatellite(subject: LabAccessSubject, target: Pick<LabAccessTarget, 'labId' | 'parentLabId'>): boolean {
  return subject.roleId !== 'org_admin' && subject.coreLab && subject.labId !== null && target.parentLabId === subject.labId && target.labId !== subject.labId;
}
