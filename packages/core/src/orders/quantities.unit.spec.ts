import { describe, expect, it } from 'vitest';
import { isValidOrderQuantity, normaliseRoundQuantities, roundsWithSampleSets, ZOrderQuantity } from './quantities';

describe('order quantities: integers 0..100', () => {
  it.each([
    [0, true],
    [1, true],
    [100, true],
    [101, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (quantity, valid) => {
    expect(isValidOrderQuantity(quantity)).toBe(valid);
    expect(ZOrderQuantity.safeParse(quantity).success).toBe(valid);
  });
});

describe('normaliseRoundQuantities: extra evaluations reset to 0 without sample sets', () => {
  it.each([
    [0, 3, 0],
    [0, 0, 0],
    [1, 3, 3],
    [5, 0, 0],
    [100, 100, 100],
  ])('%s sample sets, %s extra → %s extra', (sampleSetQuantity, extraEvaluationQuantity, extra) => {
    expect(normaliseRoundQuantities({ roundId: 1, sampleSetQuantity, extraEvaluationQuantity, note: 'kept' })).toEqual({
      roundId: 1,
      sampleSetQuantity,
      extraEvaluationQuantity: extra,
      note: 'kept',
    });
  });

  it('counts the rounds with sample sets', () => {
    expect(roundsWithSampleSets([])).toBe(0);
    expect(
      roundsWithSampleSets([
        { roundId: 1, sampleSetQuantity: 0, extraEvaluationQuantity: 0 },
        { roundId: 2, sampleSetQuantity: 2, extraEvaluationQuantity: 0 },
        { roundId: 3, sampleSetQuantity: 1, extraEvaluationQuantity: 1 },
      ]),
    ).toBe(2);
  });
});
