import { describe, expect, it } from 'vitest';
import { cv, extent, madE, mean, median, nIQR, quantile, standardDeviation } from './descriptive';
import { E12_ALLERGEN_A, E3_ATRAZINE, halfUnit } from './testing/iso13528-annex-e';
import { seededRandom } from './testing/seeded-random';

/** Reference implementations by full sort, to check the selection-based ones. */
function sortedMedian(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
function sortedQuantile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, s.length - 1);
  return s[lo]! + (h - lo) * (s[hi]! - s[lo]!);
}

describe('ISO 13528:2022 Annex E.3 (atrazine, Tables E.4/E.5)', () => {
  it('reproduces the printed median, nIQR and MADe', () => {
    expect(Math.abs(median(E3_ATRAZINE) - 0.262)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(nIQR(E3_ATRAZINE) - 0.0402)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(madE(E3_ATRAZINE) - 0.0386)).toBeLessThanOrEqual(halfUnit(4));
  });
  it('reproduces the printed arithmetic mean and standard deviation', () => {
    expect(Math.abs(mean(E3_ATRAZINE) - 0.2512)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(standardDeviation(E3_ATRAZINE) - 0.0672)).toBeLessThanOrEqual(halfUnit(4));
  });
});

describe('ISO 13528:2022 Annex E.12 (allergen A, Table E.10)', () => {
  it('reproduces the printed average 11.54 and standard deviation 3.29', () => {
    expect(Math.abs(mean(E12_ALLERGEN_A) - 11.54)).toBeLessThanOrEqual(halfUnit(2));
    expect(Math.abs(standardDeviation(E12_ALLERGEN_A) - 3.29)).toBeLessThanOrEqual(halfUnit(2));
  });
});

describe('known small samples', () => {
  it('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median(new Float64Array([5, 5, 5, 1]))).toBe(5);
  });
  it('MADe and nIQR of 1..9', () => {
    // median 5, |x − 5| = 4 3 2 1 0 1 2 3 4 → median 2 → 1.483 × 2
    expect(madE([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBeCloseTo(2.966, 12);
    // type-7 quartiles of 1..9 are 3 and 7 → 0.7413 × 4
    expect(nIQR([9, 8, 7, 6, 5, 4, 3, 2, 1])).toBeCloseTo(2.9652, 12);
  });
  it('SD, CV % and extent', () => {
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138089935299395, 12);
    expect(cv([10, 12, 14])).toBeCloseTo(100 * 2 / 12, 12);
    expect(extent([3, -1, 8])).toEqual({ min: -1, max: 8 });
  });
  it('ignores non-finite values and answers NaN when undefined', () => {
    expect(median([1, NaN, 3, Infinity])).toBe(2);
    expect(mean([NaN, 2, 4])).toBe(3);
    expect(median([])).toBeNaN();
    expect(standardDeviation([1])).toBeNaN();
    expect(cv([-1, 1])).toBeNaN();
    expect(extent([NaN])).toBeNull();
  });
  it('does not reorder the caller’s array', () => {
    const values = [5, 3, 9, 1, 7];
    median(values);
    madE(values);
    nIQR(values);
    expect(values).toEqual([5, 3, 9, 1, 7]);
  });
});

describe('selection equals sorting', () => {
  const random = seededRandom(13528);
  it('median and quantiles on random arrays of many sizes (with ties)', () => {
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 400);
      const ties = trial % 3 === 0;
      const values = Array.from({ length: n }, () => (ties ? Math.floor(random() * 10) : random() * 1000 - 500));
      expect(median(values)).toBe(sortedMedian(values));
      for (const p of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
        expect(quantile(values, p)).toBeCloseTo(sortedQuantile(values, p), 9);
      }
    }
  });
  it('handles sorted, reversed and constant inputs', () => {
    const up = Array.from({ length: 10001 }, (_, i) => i);
    expect(median(up)).toBe(5000);
    expect(median([...up].reverse())).toBe(5000);
    expect(median(new Array(1000).fill(4.2))).toBe(4.2);
    const organPipe = [...up.slice(0, 5000), ...up.slice(0, 5000).reverse()];
    expect(median(organPipe)).toBe(sortedMedian(organPipe));
  });
});
