import { toMinorUnits, type Localized } from '@eqa/core';
import type { PendingOrder } from './year-billing';

/** The quantities of a round before and after. */
export interface RoundChange {
  name: string;
  from: { sampleSets: number; extraEvaluations: number };
  to: { sampleSets: number; extraEvaluations: number };
}

/** One changed order as the e-mails list it. */
export interface OrderChange {
  shortName: string;
  name: Localized;
  /** new: never checked out; cancelled: the order was cancelled; changed: anything else. */
  status: 'new' | 'changed' | 'cancelled';
  /** The rounds whose confirmed quantities change. */
  rounds: RoundChange[];
  /** Confirmed amount before (null when never checked out), minor units. */
  amountFromMinor: number | null;
  /** The amount confirmed by this change, minor units. */
  amountToMinor: number;
  currencyId: string;
  /** It lowers or cancels something confirmed before (needs staff). */
  lowers: boolean;
}

/** The pending changes of a year, old → new, from core's confirmOrder (what checkout would write). */
export function orderChanges(pending: readonly PendingOrder[]): OrderChange[] {
  return pending.map(({ order, confirmation, lowers }) => ({
    shortName: order.productShortName,
    name: order.productName,
    status: order.confirmedAt === null ? 'new' : order.active ? 'changed' : 'cancelled',
    rounds: order.rounds.flatMap((round, index) => {
      const next = confirmation.rounds[index];
      if (!next) return [];
      const from = { sampleSets: round.confirmedSampleSetQuantity ?? 0, extraEvaluations: round.confirmedExtraEvaluationQuantity ?? 0 };
      const to = { sampleSets: next.confirmedSampleSetQuantity, extraEvaluations: next.confirmedExtraEvaluationQuantity };
      return from.sampleSets === to.sampleSets && from.extraEvaluations === to.extraEvaluations ? [] : [{ name: round.roundName, from, to }];
    }),
    amountFromMinor: order.confirmedAt === null ? null : toMinorUnits(order.confirmedAmount ?? 0),
    amountToMinor: toMinorUnits(confirmation.confirmedAmount),
    currencyId: order.currencyId,
    lowers,
  }));
}
