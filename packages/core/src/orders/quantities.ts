import { z } from 'zod';
import { ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN } from './constants';

/** Spec 2 §5: a sample-set or extra-evaluation quantity is an integer 0..100. */
export const ZOrderQuantity = z.number().int().min(ORDER_QUANTITY_MIN).max(ORDER_QUANTITY_MAX);

export function isValidOrderQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= ORDER_QUANTITY_MIN && quantity <= ORDER_QUANTITY_MAX;
}

/** The quantities of one round of an order. */
export interface RoundQuantities {
  roundId: number;
  sampleSetQuantity: number;
  extraEvaluationQuantity: number;
}

/**
 * Spec 2 §5: the extra-evaluation quantity is reset to 0 when the sample-set quantity is 0 (an extra
 * evaluation evaluates a sample set again). Other fields are kept.
 */
export function normaliseRoundQuantities<R extends RoundQuantities>(round: R): R {
  return round.sampleSetQuantity === 0 && round.extraEvaluationQuantity !== 0 ? { ...round, extraEvaluationQuantity: 0 } : round;
}

/** The rounds with sample sets (quantity above 0): what minRounds and the discount count. */
export function roundsWithSampleSets(rounds: readonly RoundQuantities[]): number {
  return rounds.filter((round) => round.sampleSetQuantity > 0).length;
}
