import { algorithmA } from './algorithm-a';
import { extent, median } from './descriptive';

/**
 * Histogram and normal curve of the evaluation report (spec 1 §2).
 *
 * Automatic range: "data minimum and maximum padded by one sixth of the span plus 1" is read as
 * [min − span / 6, max + span / 6] of the bulk of the data, span = max − min of that bulk, and as
 * ±1 when the bulk has no span (docs/decisions/reports-web.md): an absolute 1 added to every range
 * would squeeze the results of any analyte measured in small numbers (an INR of 1.1, a creatinine
 * in mmol/L) into one bar, so the "+ 1" is what keeps a range for identical values. The bulk is
 * the values within 3 s* of x* (ISO 13528 Algorithm A), so one far outlier does not squeeze every
 * other result into one bar; the values left outside are counted as below / above the range. With
 * fewer than 5 values, or no spread to measure, the bulk is every value. Nothing is clamped at 0.
 * Limits are rounded outwards to 3 decimals (what is shown is what is used, and every value of the
 * bulk stays inside). A custom minimum and/or maximum replaces its automatic counterpart; when
 * the resulting minimum is not below the maximum, the whole automatic range is used instead.
 * Bins: `bins` equal-width bins; default Sturges' rule ⌈log₂ n⌉ + 1 (R's hist default), at most
 * 100. Bins are [from, to) except the last, which includes the maximum; values outside a custom
 * range are counted in below / above.
 */
export const HISTOGRAM_MAX_BINS = 100;

export interface HistogramOptions {
  min?: number | null;
  max?: number | null;
  bins?: number | null;
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface Histogram {
  min: number;
  max: number;
  /** 'custom' when at least one custom limit was used. */
  rangeSource: 'automatic' | 'custom';
  binWidth: number;
  bins: HistogramBin[];
  /** Finite values counted (inside and outside the range). */
  n: number;
  below: number;
  above: number;
}

export const round3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The bulk is the values within this many robust SDs (s*) of the robust mean (x*). */
export const HISTOGRAM_BULK_SDS = 3;
/** Below this many values every value is the bulk (a robust spread of fewer means little). */
export const HISTOGRAM_BULK_MIN_N = 5;

/**
 * The smallest and largest value of the bulk of the values (see above); null without values. The
 * spread is Algorithm A's s*; when that is 0 (more than half of the results identical, common for
 * results reported to few decimals) the median distance of the differing values from x* stands in,
 * so results one step away still belong to the bulk.
 */
export function histogramBulk(values: ArrayLike<number>): { min: number; max: number } | null {
  const all = extent(values);
  if (all === null) return null;
  const finite: number[] = [];
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i]!)) finite.push(values[i]!);
  if (finite.length < HISTOGRAM_BULK_MIN_N) return all;
  const robust = algorithmA(finite);
  let spread = robust.sd;
  if (!(spread > 0)) {
    const deviations = finite.map((v) => Math.abs(v - robust.mean)).filter((d) => d > 0);
    spread = deviations.length > 0 ? median(deviations) : 0;
  }
  if (!(spread > 0) || !Number.isFinite(robust.mean)) return all;
  const low = robust.mean - HISTOGRAM_BULK_SDS * spread;
  const high = robust.mean + HISTOGRAM_BULK_SDS * spread;
  return extent(finite.filter((v) => v >= low && v <= high)) ?? all;
}

/** The automatic histogram range of the values (the bulk, padded); null without values. */
export function histogramRange(values: ArrayLike<number>): { min: number; max: number } | null {
  const e = histogramBulk(values);
  if (e === null) return null;
  const span = e.max - e.min;
  const pad = span > 0 ? span / 6 : 1;
  // outwards to 3 decimals (the small epsilon keeps 1.2 − 0.2 = 0.9999… from becoming 0.999)
  return { min: Math.floor((e.min - pad) * 1000 + 1e-9) / 1000, max: Math.ceil((e.max + pad) * 1000 - 1e-9) / 1000 };
}

/** Sturges' rule: ⌈log₂ n⌉ + 1 bins (1 for n ≤ 1). */
export function defaultBinCount(n: number): number {
  return n <= 1 ? 1 : Math.min(HISTOGRAM_MAX_BINS, Math.ceil(Math.log2(n)) + 1);
}

/** Histogram of the values; null when there is no value (the report then shows noData). */
export function histogram(values: ArrayLike<number>, options: HistogramOptions = {}): Histogram | null {
  const auto = histogramRange(values);
  if (auto === null) return null;
  const customMin = options.min !== null && options.min !== undefined && Number.isFinite(options.min) ? round3(options.min) : null;
  const customMax = options.max !== null && options.max !== undefined && Number.isFinite(options.max) ? round3(options.max) : null;
  let min = customMin ?? auto.min;
  let max = customMax ?? auto.max;
  let rangeSource: Histogram['rangeSource'] = customMin !== null || customMax !== null ? 'custom' : 'automatic';
  if (!(min < max)) {
    min = auto.min;
    max = auto.max;
    rangeSource = 'automatic';
  }

  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i]!)) n++;
  const requested = options.bins;
  const binCount =
    requested !== null && requested !== undefined && Number.isFinite(requested) && requested >= 1
      ? Math.min(HISTOGRAM_MAX_BINS, Math.floor(requested))
      : defaultBinCount(n);
  const width = (max - min) / binCount;
  const counts = new Uint32Array(binCount);
  let below = 0;
  let above = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) continue;
    if (v < min) below++;
    else if (v > max) above++;
    else {
      const bin = Math.min(binCount - 1, Math.floor((v - min) / width));
      counts[bin] = counts[bin]! + 1;
    }
  }
  const bins: HistogramBin[] = [];
  for (let i = 0; i < binCount; i++) {
    bins.push({ from: min + i * width, to: i === binCount - 1 ? max : min + (i + 1) * width, count: counts[i]! });
  }
  return { min, max, rangeSource, binWidth: width, bins, n, below, above };
}

/**
 * x step of the normal curve by the width w of the range (spec 1 §2, thresholds 1000, 10000,
 * 100000): w < 1000 → 0.1, w < 10 000 → 1, w < 100 000 → 10, otherwise 100; then kept between
 * w / 1000 and w / 50 so the curve has 50 to 1000 segments whatever the range.
 */
export function normalCurveStep(width: number): number {
  const tier = width < 1000 ? 0.1 : width < 10_000 ? 1 : width < 100_000 ? 10 : 100;
  return Math.min(width / 50, Math.max(width / 1000, tier));
}

export interface CurvePoint {
  x: number;
  y: number;
}

/**
 * Points of the normal density N(mean, sd) from range.min to range.max (both included), at the
 * step of normalCurveStep. `scale` multiplies the density: pass n × binWidth to overlay it on a
 * histogram of counts. Empty when sd is not positive or the range is empty.
 */
export function normalCurve(
  mean: number,
  sd: number,
  range: { min: number; max: number },
  options: { scale?: number } = {},
): CurvePoint[] {
  const width = range.max - range.min;
  if (!Number.isFinite(mean) || !Number.isFinite(sd) || sd <= 0 || !Number.isFinite(width) || width <= 0) return [];
  const scale = options.scale ?? 1;
  const step = normalCurveStep(width);
  const factor = scale / (sd * Math.sqrt(2 * Math.PI));
  const density = (x: number) => factor * Math.exp(-0.5 * ((x - mean) / sd) ** 2);
  const segments = Math.floor(width / step + 1e-9);
  const points: CurvePoint[] = [];
  for (let i = 0; i <= segments; i++) {
    const x = range.min + i * step;
    // The last step may land a rounding error short of max: snap it.
    points.push({ x: Math.abs(range.max - x) <= step * 1e-6 ? range.max : x, y: density(x) });
  }
  if (points[points.length - 1]!.x < range.max) points.push({ x: range.max, y: density(range.max) });
  return points;
}
