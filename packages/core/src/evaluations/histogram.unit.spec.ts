import { describe, expect, it } from 'vitest';
import { defaultBinCount, histogram, histogramBulk, histogramRange, normalCurve, normalCurveStep } from './histogram';

describe('automatic histogram range: [min − span/6, max + span/6] of the bulk, ±1 for one value, 3 decimals', () => {
  it('pads by one sixth of the span, whatever the unit', () => {
    // span 6 → pad 1
    expect(histogramRange([4, 10, 7])).toEqual({ min: 3, max: 11 });
    // span 0.1 → pad 0.01666… → rounded to 3 decimals (an INR of 1.1 is not drowned in ±1)
    expect(histogramRange([0.5, 0.6])).toEqual({ min: 0.483, max: 0.617 });
  });
  it('keeps a 2-unit range for identical values and answers null without data', () => {
    expect(histogramRange([3, 3, 3])).toEqual({ min: 2, max: 4 });
    expect(histogramRange([])).toBeNull();
    expect(histogram([NaN])).toBeNull();
  });
});

describe('the bulk of the values sets the automatic range: one outlier does not stretch it', () => {
  const bulk = [5.1, 5.3, 5.4, 5.5, 5.5, 5.6, 5.7, 5.9];
  const cases: Array<[number[], { min: number; max: number }, string]> = [
    // values, bulk { min, max }, why
    [[4, 10, 7], { min: 4, max: 10 }, 'fewer than 5 values: every value'],
    [bulk, { min: 5.1, max: 5.9 }, 'no outlier: every value'],
    [[...bulk, 55], { min: 5.1, max: 5.9 }, 'one far outlier is left out'],
    [[-40, ...bulk, 55], { min: 5.1, max: 5.9 }, 'outliers on both sides are left out'],
    [[...bulk, 6.4], { min: 5.1, max: 6.4 }, 'a value within 3 s* stays'],
    [[5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 5.4, 5.6, 5.6, 9.9], { min: 5.4, max: 5.6 }, 's* = 0: the median distance of the differing values stands in'],
    [[3, 3, 3, 3, 3, 3], { min: 3, max: 3 }, 'identical values'],
    [[1, 2, NaN, 3, 4, Infinity, 100], { min: 1, max: 4 }, 'non-finite values are ignored'],
  ];
  it.each(cases)('%j → %j (%s)', (values, expected) => {
    expect(histogramBulk(values)).toEqual(expected);
  });
  it('pads the bulk by span / 6 and counts the outlier above the range', () => {
    // bulk 5.1 … 5.9: span 0.8 → pad 0.1333…, rounded outwards
    expect(histogramRange([...bulk, 55])).toEqual({ min: 4.966, max: 6.034 });
    const h = histogram([...bulk, 55])!;
    expect(h).toMatchObject({ min: 4.966, max: 6.034, rangeSource: 'automatic', n: 9, below: 0, above: 1 });
  });
  it('answers null without values', () => {
    expect(histogramBulk([])).toBeNull();
    expect(histogramBulk([NaN])).toBeNull();
  });
});

describe('histogram', () => {
  const values = [4, 5, 5, 6, 7, 8, 10];
  it('counts every value into equal-width bins (Sturges by default)', () => {
    const h = histogram(values)!;
    expect(defaultBinCount(7)).toBe(4); // ⌈log₂ 7⌉ + 1
    expect(h.bins).toHaveLength(4);
    expect(h).toMatchObject({ min: 3, max: 11, rangeSource: 'automatic', binWidth: 2, n: 7, below: 0, above: 0 });
    expect(h.bins.map((b) => b.count)).toEqual([1, 3, 2, 1]); // [3,5) [5,7) [7,9) [9,11]
    expect(h.bins[3]).toEqual({ from: 9, to: 11, count: 1 });
  });
  it('uses a valid custom range, counting values outside it separately, and includes the maximum', () => {
    const h = histogram(values, { min: 5, max: 8, bins: 3 })!;
    expect(h).toMatchObject({ min: 5, max: 8, rangeSource: 'custom', below: 1, above: 1 });
    expect(h.bins.map((b) => b.count)).toEqual([2, 1, 2]); // [5,6) [6,7) [7,8]
  });
  it('combines a single custom limit with the automatic other one', () => {
    const h = histogram(values, { max: 20 })!;
    expect(h).toMatchObject({ min: 3, max: 20, rangeSource: 'custom' });
  });
  it('falls back to the whole automatic range when the custom minimum is not below the maximum', () => {
    expect(histogram(values, { min: 9, max: 9 })).toMatchObject({ min: 3, max: 11, rangeSource: 'automatic' });
    expect(histogram(values, { min: 15 })).toMatchObject({ min: 3, max: 11, rangeSource: 'automatic' });
    expect(histogram(values, { max: 1 })).toMatchObject({ min: 3, max: 11, rangeSource: 'automatic' });
  });
  it('rounds custom limits to 3 decimals and caps the bin count', () => {
    expect(histogram(values, { min: 1.23456, max: 11.9999 })).toMatchObject({ min: 1.235, max: 12 });
    expect(histogram(values, { bins: 10_000 })!.bins).toHaveLength(100);
  });
});

describe('normal curve', () => {
  it('chooses the step by the range width (thresholds 1000, 10000, 100000)', () => {
    expect(normalCurveStep(10)).toBe(0.1);
    expect(normalCurveStep(500)).toBe(0.5); // tier 0.1, at most 1000 segments
    expect(normalCurveStep(5000)).toBe(5);
    expect(normalCurveStep(50_000)).toBe(50);
    expect(normalCurveStep(2_000)).toBe(2);
    expect(normalCurveStep(2)).toBe(0.04); // tier 0.1, at least 50 segments
    expect(normalCurveStep(1_000_000)).toBe(1000);
    expect(normalCurveStep(20_000)).toBe(20);
  });
  it('samples the density from min to max; its integral over ±6 SD is 1', () => {
    const points = normalCurve(5, 0.5, { min: 2, max: 8 });
    expect(points[0]!.x).toBe(2);
    expect(points[points.length - 1]!.x).toBe(8);
    expect(points).toHaveLength(61);
    const peak = points.reduce((a, b) => (b.y > a.y ? b : a));
    expect(peak.x).toBeCloseTo(5, 9);
    expect(peak.y).toBeCloseTo(1 / (0.5 * Math.sqrt(2 * Math.PI)), 12);
    let area = 0;
    for (let i = 1; i < points.length; i++) area += ((points[i]!.y + points[i - 1]!.y) / 2) * (points[i]!.x - points[i - 1]!.x);
    expect(area).toBeCloseTo(1, 3);
  });
  it('scales the density (n × bin width overlays it on counts) and ends exactly at max', () => {
    const points = normalCurve(0, 1, { min: -1, max: 1.05 }, { scale: 20 });
    expect(points[0]!.y).toBeCloseTo((20 * Math.exp(-0.5)) / Math.sqrt(2 * Math.PI), 12);
    expect(points[points.length - 1]!.x).toBe(1.05);
  });
  it('is empty without a positive SD or range', () => {
    expect(normalCurve(0, 0, { min: -1, max: 1 })).toEqual([]);
    expect(normalCurve(0, 1, { min: 1, max: 1 })).toEqual([]);
    expect(normalCurve(NaN, 1, { min: 0, max: 1 })).toEqual([]);
  });
});
