import { toTime, type DateLike } from '../surveys/survey-status';

/** Who edits an order: org users (role org_admin) or lab users. */
export interface OrderViewer {
  orgUser: boolean;
}

/** The dates of a product round that decide until when its order can be changed (spec 2 §3 product round). */
export interface ProductRoundDates {
  /** The round's start (the earliest start of its surveys); null while not scheduled. */
  startsAt: DateLike | null;
  /** The round's ordering deadline. */
  deadline: DateLike | null;
  /** The product's custom deadline for the round (product_rounds.customDeadline); wins over `deadline`. */
  productRoundDeadline: DateLike | null;
}

/**
 * Spec 2 §4 "Editability": for org users the deadline is the round start; for other users it is the
 * product round's deadline, else the round's deadline. null: no deadline (always editable).
 */
export function roundOrderDeadline(round: ProductRoundDates, viewer: OrderViewer): Date | null {
  const deadline = viewer.orgUser ? round.startsAt : (round.productRoundDeadline ?? round.deadline);
  return deadline === null ? null : new Date(toTime(deadline));
}

export interface RoundOrderEditability {
  editable: boolean;
  /** The deadline that applies to the viewer (for display), or null. */
  deadline: Date | null;
}

/**
 * A round order is editable while its deadline has not passed: strictly before the deadline instant.
 * At the deadline it is closed (as a survey has ended at its endsAt).
 */
export function roundOrderEditability(round: ProductRoundDates, viewer: OrderViewer, now: DateLike): RoundOrderEditability {
  const deadline = roundOrderDeadline(round, viewer);
  return { editable: deadline === null || toTime(now) < deadline.getTime(), deadline };
}

export function isRoundOrderEditable(round: ProductRoundDates, viewer: OrderViewer, now: DateLike): boolean {
  return roundOrderEditability(round, viewer, now).editable;
}
