import { finiteFloat64, medianInPlace, quantileInPlace } from './selection';

/**
 * Descriptive and simple robust statistics (ISO 13528:2022 Annex C.2). Every function ignores
 * non-finite values (NaN, ±Infinity) and answers NaN when the statistic is undefined (no values,
 * or fewer than two for a standard deviation). Nothing here sorts the whole input.
 */

/** ISO 13528:2022 C.2.2: MADe = 1.483 × median |xᵢ − median(x)|. */
export const MADE_FACTOR = 1.483;
/** ISO 13528:2022 C.2.3: nIQR = 0.7413 × (Q3 − Q1). */
export const NIQR_FACTOR = 0.7413;

/** Arithmetic mean. */
export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isFinite(v)) {
      sum += v;
      n++;
    }
  }
  return n === 0 ? NaN : sum / n;
}

/** Sample standard deviation (n − 1 denominator), computed in two passes for accuracy. */
export function standardDeviation(values: ArrayLike<number>): number {
  const m = mean(values);
  let ss = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isFinite(v)) {
      ss += (v - m) * (v - m);
      n++;
    }
  }
  return n < 2 ? NaN : Math.sqrt(ss / (n - 1));
}

/** Coefficient of variation in percent: 100 × SD / |mean|; NaN when the mean is 0. */
export function cv(values: ArrayLike<number>): number {
  const m = mean(values);
  const sd = standardDeviation(values);
  return m === 0 ? NaN : (100 * sd) / Math.abs(m);
}

/** Median (ISO 13528:2022 C.2.1), by quickselect. */
export function median(values: ArrayLike<number>): number {
  return medianInPlace(finiteFloat64(values));
}

/**
 * The p-quantile (0 ≤ p ≤ 1) by linear interpolation between order statistics (Hyndman & Fan
 * type 7, the default of R and numpy). This definition reproduces the nIQR printed in
 * ISO 13528:2022 Table E.5.
 */
export function quantile(values: ArrayLike<number>, p: number): number {
  return quantileInPlace(finiteFloat64(values), p);
}

/** MADe of values already copied into a Float64Array (rearranges it). */
export function madEInPlace(a: Float64Array): number {
  if (a.length === 0) return NaN;
  const med = medianInPlace(a);
  const dev = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) dev[i] = Math.abs(a[i]! - med);
  return MADE_FACTOR * medianInPlace(dev);
}

/** Scaled median absolute deviation, MADe = 1.483 × median|xᵢ − median(x)| (ISO 13528:2022 C.2.2). */
export function madE(values: ArrayLike<number>): number {
  return madEInPlace(finiteFloat64(values));
}

/** nIQR of values already copied into a Float64Array (rearranges it). */
export function nIQRInPlace(a: Float64Array): number {
  if (a.length === 0) return NaN;
  const q1 = quantileInPlace(a, 0.25);
  const q3 = quantileInPlace(a, 0.75);
  return NIQR_FACTOR * (q3 - q1);
}

/** Normalised interquartile range, nIQR = 0.7413 × (Q3 − Q1) with type-7 quartiles (ISO 13528:2022 C.2.3). */
export function nIQR(values: ArrayLike<number>): number {
  return nIQRInPlace(finiteFloat64(values));
}

/** Smallest and largest finite value; null when there is none. */
export function extent(values: ArrayLike<number>): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min === Infinity ? null : { min, max };
}
