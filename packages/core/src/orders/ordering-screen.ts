import type { DateLike } from '../surveys/survey-status';
import { currentOrderYear, ORDERS_TIME_ZONE } from './constants';

/**
 * Spec 2 §2 orders page: years after the last order year (or after this year when there are no
 * orders) are disabled.
 */
export function isAnnualSummaryYearDisabled(year: number, lastOrderYear: number | null, now: DateLike, timeZone: string = ORDERS_TIME_ZONE): boolean {
  return year > (lastOrderYear ?? currentOrderYear(now, timeZone));
}

/** Spec 2 §2: the document-type dialog opens by itself at start when there are no orders and ordering is enabled. */
export function shouldOpenDocumentTypeDialog(state: { orderCount: number; orderingDisabled: boolean }): boolean {
  return state.orderCount === 0 && !state.orderingDisabled;
}

/** Spec 2 §2 product order dialog: the save button reads 'Save' for an active order, otherwise 'Add'. */
export function productOrderSaveLabel(orderActive: boolean): 'save' | 'add' {
  return orderActive ? 'save' : 'add';
}

/** Spec 2 §4 product dialog: save is enabled only after a change and without an error. */
export function isProductOrderSaveEnabled(state: { changed: boolean; hasError: boolean }): boolean {
  return state.changed && !state.hasError;
}

/**
 * Spec 2 §4 checkout: the checkout action, or the request-checkout action when checkout is not
 * allowed for the user (lab users then ask staff by e-mail); none while ordering is disabled.
 */
export function checkoutAction(state: { checkoutAllowed: boolean; orderingDisabled: boolean }): 'checkout' | 'request_checkout' | null {
  if (state.orderingDisabled) return null;
  return state.checkoutAllowed ? 'checkout' : 'request_checkout';
}

/** Spec 2 §2 checkout dialog text variants. */
export type CheckoutDialogText = 'loading' | 'not_allowed' | 'without_proforma' | 'normal';

export function checkoutDialogText(state: { loading: boolean; allowed: boolean; proformaDisabled: boolean; requiresCancellation: boolean }): CheckoutDialogText {
  if (state.loading) return 'loading';
  if (!state.allowed) return 'not_allowed';
  return state.proformaDisabled || state.requiresCancellation ? 'without_proforma' : 'normal';
}

/**
 * Removing a product from the year (the order's `active: false`): offered for an active order the
 * user may change. Removing counts as setting every round to 0 (core applyProductOrderChange), so a
 * round that has sample sets or extra evaluations and whose deadline has passed keeps the order:
 * 'rounds_closed'. A cancelled order has nothing to remove (null).
 */
export function productOrderRemoval(state: {
  orderActive: boolean;
  readOnly: boolean;
  rounds: ReadonlyArray<{ editable: boolean; sampleSetQuantity: number; extraEvaluationQuantity: number }>;
}): 'removable' | 'rounds_closed' | null {
  if (!state.orderActive || state.readOnly) return null;
  const closedWithQuantities = state.rounds.some((round) => !round.editable && (round.sampleSetQuantity > 0 || round.extraEvaluationQuantity > 0));
  return closedWithQuantities ? 'rounds_closed' : 'removable';
}
