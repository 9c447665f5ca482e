import { describe, expect, it } from 'vitest';
import { mean, standardDeviation } from './descriptive';
import {
  classifyEn,
  classifyZ,
  deviationPercent,
  enNumber,
  isOutlier,
  isUncertaintyNegligible,
  robustUncertainty,
  scaledValue,
  zetaScore,
  zPrimeScore,
  zScore,
} from './scores';
import {
  E12_ALLERGEN_A,
  E12_Z_A,
  E4_ASSIGNED,
  E4_MERCURY,
  E4_SIGMA_PT,
  E4_U_ASSIGNED_EXPANDED,
  halfUnit,
} from './testing/iso13528-annex-e';

// ISO 13528:2022 Annex E.4, Table E.7: every printed score of the 21 laboratories.
describe('scores against ISO 13528:2022 Annex E.4 (mercury in feed)', () => {
  const uAssigned = E4_U_ASSIGNED_EXPANDED / 2; // U(x_pt) with k = 2
  it.each(E4_MERCURY)('$lab: D %, z, z′, ζ and Eₙ as printed', (lab) => {
    expect(Math.abs(deviationPercent(lab.x, E4_ASSIGNED)! - lab.dPercent)).toBeLessThanOrEqual(halfUnit(1));
    expect(Math.abs(zScore(lab.x, E4_ASSIGNED, E4_SIGMA_PT)! - lab.z)).toBeLessThanOrEqual(halfUnit(2));
    expect(Math.abs(zPrimeScore(lab.x, E4_ASSIGNED, E4_SIGMA_PT, uAssigned)! - lab.zPrime)).toBeLessThanOrEqual(halfUnit(2));
    expect(Math.abs(zetaScore(lab.x, E4_ASSIGNED, lab.U / lab.k, uAssigned)! - lab.zeta)).toBeLessThanOrEqual(halfUnit(2));
    expect(Math.abs(enNumber(lab.x, E4_ASSIGNED, lab.U, E4_U_ASSIGNED_EXPANDED)! - lab.en)).toBeLessThanOrEqual(halfUnit(2));
  });
  it('classifies the printed z scores', () => {
    const byLab = Object.fromEntries(E4_MERCURY.map((l) => [l.lab, classifyZ(zScore(l.x, E4_ASSIGNED, E4_SIGMA_PT)!)]));
    expect(byLab.L12).toBe('unsatisfactory'); // z = −3.05
    expect(byLab.L03).toBe('satisfactory'); // z = −1.06
    expect(classifyEn(enNumber(0.013, E4_ASSIGNED, 0.007, E4_U_ASSIGNED_EXPANDED)!)).toBe('unsatisfactory'); // L05, Eₙ −2.88
    expect(classifyEn(enNumber(0.053, E4_ASSIGNED, 0.007, E4_U_ASSIGNED_EXPANDED)!)).toBe('satisfactory'); // L01, Eₙ 0.83
  });
});

// ISO 13528:2022 Annex E.12, Table E.10: z scores from the printed average and SD.
describe('z scores against ISO 13528:2022 Annex E.12 (allergen A)', () => {
  it('reproduces all 29 printed z scores to 3 decimals', () => {
    const m = mean(E12_ALLERGEN_A);
    const sd = standardDeviation(E12_ALLERGEN_A);
    E12_ALLERGEN_A.forEach((x, i) => {
      expect(Math.abs(zScore(x, m, sd)! - E12_Z_A[i]!)).toBeLessThanOrEqual(0.0015);
    });
  });
});

describe('hand-computed scores', () => {
  it('z, z′, ζ, Eₙ and D %', () => {
    expect(zScore(12, 10, 0.5)).toBe(4);
    expect(zPrimeScore(13, 10, 3, 4)).toBe(0.6); // 3 / √(9 + 16)
    expect(zetaScore(10, 13, 0.6, 0.8)).toBeCloseTo(-3, 12); // −3 / 1
    expect(enNumber(11, 10, 0.6, 0.8)).toBeCloseTo(1, 12);
    expect(deviationPercent(5.5, 5)).toBeCloseTo(10, 12);
    expect(robustUncertainty(2, 25)).toBe(0.5); // 1.25 × 2 / 5
  });
  it('answers null instead of dividing by zero', () => {
    expect(zScore(1, 1, 0)).toBeNull();
    expect(zScore(NaN, 1, 1)).toBeNull();
    expect(zPrimeScore(1, 0, 0, 0)).toBeNull();
    expect(zetaScore(1, 0, 0, 0)).toBeNull();
    expect(enNumber(1, 0, 0, 0)).toBeNull();
    expect(deviationPercent(1, 0)).toBeNull();
  });
  it('classifies |z| ≤ 2, 2 < |z| < 3 and |z| ≥ 3', () => {
    expect(classifyZ(2)).toBe('satisfactory');
    expect(classifyZ(-2)).toBe('satisfactory');
    expect(classifyZ(2.0001)).toBe('questionable');
    expect(classifyZ(-2.99)).toBe('questionable');
    expect(classifyZ(3)).toBe('unsatisfactory');
    expect(classifyZ(-7)).toBe('unsatisfactory');
    expect(classifyEn(1)).toBe('satisfactory');
    expect(classifyEn(-1.01)).toBe('unsatisfactory');
  });
  it('flags outliers at |robust z| ≥ 3 only', () => {
    expect(isOutlier(13, 10, 1)).toBe(true);
    expect(isOutlier(7, 10, 1)).toBe(true);
    expect(isOutlier(12.99, 10, 1)).toBe(false);
    expect(isOutlier(100, 10, 0)).toBe(false);
  });
  it('u(x_pt) is negligible below 0.3 σ_pt (ISO 13528 9.2.1)', () => {
    expect(isUncertaintyNegligible(0.29, 1)).toBe(true);
    expect(isUncertaintyNegligible(0.3, 1)).toBe(false);
  });
});

describe('scaled value (min → 0, target → 0.5, max → 1)', () => {
  const limits = { min: 4, target: 5, max: 8 };
  it('maps the limits and the target', () => {
    expect(scaledValue(4, limits)).toBe(0);
    expect(scaledValue(5, limits)).toBe(0.5);
    expect(scaledValue(8, limits)).toBe(1);
  });
  it('is linear on each side of the target, also outside the range', () => {
    expect(scaledValue(4.5, limits)).toBeCloseTo(0.25, 12);
    expect(scaledValue(6.5, limits)).toBeCloseTo(0.75, 12);
    expect(scaledValue(11, limits)).toBeCloseTo(1.5, 12);
    expect(scaledValue(3, limits)).toBeCloseTo(-0.5, 12);
  });
  it('uses the midpoint without a target and answers null for a side without a limit', () => {
    expect(scaledValue(7, { min: 4, target: null, max: 8 })).toBeCloseTo(0.75, 12);
    expect(scaledValue(3, { min: null, target: 5, max: 8 })).toBeNull();
    expect(scaledValue(6, { min: null, target: 5, max: 8 })).toBeCloseTo(0.5 + 0.5 / 3, 12);
    expect(scaledValue(6, { min: null, target: null, max: 8 })).toBeNull();
  });
});
