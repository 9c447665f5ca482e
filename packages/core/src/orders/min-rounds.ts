import { roundsWithSampleSets, type RoundQuantities } from './quantities';
import { ORDER_MESSAGES, type OrderViolation } from './violations';

/**
 * Spec 2 §5: when the number of rounds with sample sets is above 0 and below minRounds, the order
 * breaks 'minimum rounds' (param `rounds`, values { minRounds, rounds }). No sample set at all is not
 * an order of the product and passes; minRounds null (or ≤ 1) sets no minimum. The minimum is the
 * price row's (see priceOrder's `minRounds`), else the product's.
 */
export function minRoundsViolation(rounds: readonly RoundQuantities[], minRounds: number | null): OrderViolation | null {
  const count = roundsWithSampleSets(rounds);
  if (minRounds === null || count === 0 || count >= minRounds) return null;
  return { param: 'rounds', message: ORDER_MESSAGES.minimumRounds, values: { minRounds, rounds: count } };
}
