import type { DateLike } from '../surveys/survey-status';
import { currentOrderYear, ORDERS_TIME_ZONE } from './constants';

/** Why ordering is disabled (spec 2 §4 "Ordering disabled", §6 staff flags). */
export const ORDERING_DISABLED_REASONS = ['global', 'org', 'lab', 'past_year'] as const;
export type OrderingDisabledReason = (typeof ORDERING_DISABLED_REASONS)[number];

export interface OrderingFlags {
  /** The global disabled flag. */
  globalDisabled: boolean;
  /** The org's orderingDisabled. */
  orgOrderingDisabled: boolean;
  /** Spec 2 §6: staff may disable ordering for a lab (no column yet; absent = false). */
  labOrderingDisabled?: boolean;
  /** The year being ordered. */
  year: number;
  /** The years of the catalogue's products. */
  productYears: readonly number[];
}

/**
 * Spec 2 §4: ordering is disabled by the global flag, the org's orderingDisabled (and the lab's staff
 * flag), or when the year being ordered or any catalogue product is of a year before the current one
 * (in the provider's zone). The first reason in that order, or null when ordering is open. Then there
 * is no checkout and no editing, and products are read-only.
 */
export function orderingDisabledReason(flags: OrderingFlags, now: DateLike, timeZone: string = ORDERS_TIME_ZONE): OrderingDisabledReason | null {
  if (flags.globalDisabled) return 'global';
  if (flags.orgOrderingDisabled) return 'org';
  if (flags.labOrderingDisabled === true) return 'lab';
  const current = currentOrderYear(now, timeZone);
  if (flags.year < current || flags.productYears.some((year) => year < current)) return 'past_year';
  return null;
}
