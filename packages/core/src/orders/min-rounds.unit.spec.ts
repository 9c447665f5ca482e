import { describe, expect, it } from 'vitest';
import { minRoundsViolation } from './min-rounds';

const rounds = (...quantities: number[]) => quantities.map((sampleSetQuantity, i) => ({ roundId: i + 1, sampleSetQuantity, extraEvaluationQuantity: 0 }));

describe("minimum rounds: above 0 and below minRounds → 'minimum rounds'", () => {
  it.each([
    ['no minimum', rounds(1, 0, 0), null, null],
    ['nothing ordered', rounds(0, 0, 0), 3, null],
    ['one of three, minimum 2', rounds(1, 0, 0), 2, 1],
    ['two of three, minimum 3', rounds(1, 2, 0), 3, 2],
    ['exactly the minimum', rounds(1, 1, 0), 2, null],
    ['above the minimum', rounds(1, 1, 1), 2, null],
    ['minimum 1', rounds(1, 0, 0), 1, null],
    ['quantities do not count, rounds do', rounds(5, 0, 0), 2, 1],
  ] as const)('%s', (_name, ordered, minRounds, count) => {
    const violation = minRoundsViolation(ordered, minRounds);
    if (count === null) expect(violation).toBeNull();
    else expect(violation).toEqual({ param: 'rounds', message: 'orders.minimumRounds', values: { minRounds, rounds: count } });
  });
});
