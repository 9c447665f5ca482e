import { describe, expect, it } from 'vitest';
import { algorithmA } from './algorithm-a';
import { mean, standardDeviation } from './descriptive';
import { robustUncertainty } from './scores';
import {
  E1_DELETED,
  E1_HALF,
  E1_IGNORED,
  E3_ATRAZINE,
  E4_MERCURY,
  E7,
  E13_AVERAGES,
  halfUnit,
} from './testing/iso13528-annex-e';
import { normalSample, seededRandom } from './testing/seeded-random';

const within = (actual: number, printed: number, tolerance: number) =>
  expect(Math.abs(actual - printed)).toBeLessThanOrEqual(tolerance);

// Worked examples of ISO 13528:2022 Annex E (data and printed results: ./testing/iso13528-annex-e.ts).
describe('Algorithm A against ISO 13528:2022 Annex E', () => {
  it('E.1 Table E.1, "<" values taken at their limit: x* 26.01, s* 7.23', () => {
    const r = algorithmA(E1_IGNORED.data);
    within(r.mean, E1_IGNORED.xStar, halfUnit(2));
    within(r.sd, E1_IGNORED.sStar, halfUnit(2));
    expect(r.converged).toBe(true);
  });
  it('E.1 Table E.1, "<" values deleted: x* 26.81, s* 5.29', () => {
    const r = algorithmA(E1_DELETED.data);
    within(r.mean, E1_DELETED.xStar, halfUnit(2));
    within(r.sd, E1_DELETED.sStar, halfUnit(2));
  });
  it('E.1 Table E.1, "<" values halved: within one unit of the printed 23.95 / 8.60', () => {
    // The printed pair follows from no single stopping rule (C.3.1 gives 23.96 / 8.59, the fixed
    // point is 23.9585 / 8.5960), so this column is only matched to one unit of the last digit.
    const r = algorithmA(E1_HALF.data);
    within(r.mean, E1_HALF.xStar, 0.011);
    within(r.sd, E1_HALF.sStar, 0.011);
    const fixedPoint = algorithmA(E1_HALF.data, { tolerance: 1e-12 });
    within(fixedPoint.mean, 23.9585, 1e-4);
    within(fixedPoint.sd, 8.596, 1e-4);
  });
  it('E.3 Tables E.4/E.5 (atrazine): x* 0.2570, s* 0.0395, u(x*) 0.0085, 6 iterations', () => {
    const r = algorithmA(E3_ATRAZINE);
    within(r.mean, 0.257, halfUnit(4));
    within(r.sd, 0.0395, halfUnit(4));
    within(robustUncertainty(r.sd, r.n)!, 0.0085, halfUnit(4));
    expect(r.iterations).toBe(6);
    expect(r.n).toBe(34);
  });
  it('E.7 (Algorithm A on the mercury results of E.4): x* 0.03161, s* 0.0164, u(x*) 0.0045', () => {
    const r = algorithmA(E4_MERCURY.map((l) => l.x));
    within(r.mean, E7.xStar, halfUnit(5));
    within(r.sd, E7.sStar, halfUnit(4));
    within(robustUncertainty(r.sd, r.n)!, E7.uXStar, halfUnit(4));
  });
  it('E.13 Table E.11 (averages of replicates): x* 1.57', () => {
    within(algorithmA(E13_AVERAGES).mean, 1.57, halfUnit(2));
  });
});

describe('Algorithm A stopping rules', () => {
  it('the tolerance rule stops at the fixed point: one more update changes nothing', () => {
    const r = algorithmA(E1_IGNORED.data, { tolerance: 1e-12 });
    const delta = 1.5 * r.sd;
    const w = E1_IGNORED.data.map((v) => Math.min(r.mean + delta, Math.max(r.mean - delta, v)));
    expect(mean(w)).toBeCloseTo(r.mean, 9);
    expect(1.134 * standardDeviation(w)).toBeCloseTo(r.sd, 9);
    // …and differs from the C.3.1 stop in the 4th significant figure (7.2373 vs 7.2296).
    within(r.sd, 7.2373, 1e-4);
  });
  it('reports non-convergence when the iteration budget is too small', () => {
    const r = algorithmA(E1_IGNORED.data, { tolerance: 1e-12, maxIterations: 2 });
    expect(r).toMatchObject({ converged: false, iterations: 2 });
  });
});

describe('Algorithm A edge cases', () => {
  it('no, one and identical values', () => {
    expect(algorithmA([])).toMatchObject({ n: 0, converged: false });
    expect(algorithmA([])).toHaveProperty('mean', NaN);
    expect(algorithmA([4.2])).toEqual({ mean: 4.2, sd: 0, iterations: 0, converged: true, n: 1 });
    expect(algorithmA([3, 3, 3, 3])).toMatchObject({ mean: 3, sd: 0, converged: true });
  });
  it('falls back from a zero MADe (over half the values equal) to a positive start scale', () => {
    const r = algorithmA([5, 5, 5, 5, 5, 5, 4, 6, 7]);
    expect(r.sd).toBeGreaterThan(0);
    expect(r.mean).toBeGreaterThan(4.9);
    expect(r.mean).toBeLessThan(5.4);
  });
  it('accepts a Float64Array and ignores non-finite values', () => {
    const plain = algorithmA(E3_ATRAZINE);
    const typed = algorithmA(new Float64Array([...E3_ATRAZINE, NaN]));
    expect(typed.mean).toBe(plain.mean);
    expect(typed.n).toBe(34);
  });
});

describe('Algorithm A properties', () => {
  it('on normal data it estimates the mean and SD', () => {
    const data = normalSample(seededRandom(1), 20_000, 100, 5);
    const r = algorithmA(data);
    expect(Math.abs(r.mean - 100)).toBeLessThan(0.15);
    expect(Math.abs(r.sd - 5) / 5).toBeLessThan(0.03);
  });
  it('is robust to 10 % gross outliers where the mean and SD are not', () => {
    const random = seededRandom(2);
    const clean = normalSample(random, 900, 50, 2);
    const outliers = Array.from({ length: 100 }, () => 150 + random() * 50);
    const data = [...clean, ...outliers];
    const r = algorithmA(data);
    expect(Math.abs(r.mean - 50)).toBeLessThan(0.6);
    expect(r.sd).toBeLessThan(3);
    expect(mean(data) - 50).toBeGreaterThan(10);
    expect(standardDeviation(data)).toBeGreaterThan(25);
  });
  it('is invariant to shift and scale', () => {
    const data = normalSample(seededRandom(3), 200, 0, 1);
    const a = algorithmA(data, { tolerance: 1e-12 });
    const b = algorithmA(data.map((v) => 1000 + 3 * v), { tolerance: 1e-12 });
    expect(b.mean).toBeCloseTo(1000 + 3 * a.mean, 8);
    expect(b.sd).toBeCloseTo(3 * a.sd, 8);
  });
});
