import { madEInPlace, nIQRInPlace, standardDeviation } from './descriptive';
import { finiteFloat64, medianInPlace } from './selection';

/**
 * ISO 13528:2022 Annex C.3.1, Algorithm A (Huber's proposal 2 with iterated scale, reproduced
 * from ISO 5725-5):
 *
 *   x* = median(xᵢ), s* = MADe = 1.483 · median|xᵢ − x*|
 *   repeat: δ = 1.5 · s*;  xᵢ* = clamp(xᵢ, x* − δ, x* + δ)
 *           x* = mean of the xᵢ*;  s* = 1.134 · √(Σ(xᵢ* − x*)² ÷ (p − 1))
 *   until converged.
 *
 * Winsorising is a clamp over one Float64Array copy of the data; nothing is sorted (the median and
 * MADe come from quickselect), so one iteration costs two passes over p values.
 */

/** δ = 1.5 s* (ISO 13528:2022 C.3.1). */
export const ALGORITHM_A_WINSOR_FACTOR = 1.5;
/** s* = 1.134 × SD of the winsorised values (ISO 13528:2022 C.3.1). */
export const ALGORITHM_A_SD_FACTOR = 1.134;

export type AlgorithmAStopRule = 'tolerance' | 'significant-figures';

export interface AlgorithmAOptions {
  /**
   * 'significant-figures' (default unless `tolerance` is given): the rule stated in C.3.1 — stop
   * when an update changes neither the third significant figure of s* nor the same decimal place
   * of x*. This is the rule that reproduces the worked examples of ISO 13528:2022 Annex E
   * (Table E.1: 26.01 / 7.23; Table E.4: 6 iterations).
   * 'tolerance': run to the fixed point — stop when x* and s* both change by at most
   * `tolerance` × s*.
   */
  stopRule?: AlgorithmAStopRule;
  /** Relative tolerance of the 'tolerance' rule (default 1e-9); giving it selects that rule. */
  tolerance?: number;
  /** Default 500; the result says converged: false when it was reached. */
  maxIterations?: number;
}

export interface AlgorithmAResult {
  /** Robust average x*. NaN without values. */
  mean: number;
  /** Robust standard deviation s*. NaN without values, 0 for one value or identical values. */
  sd: number;
  /** Number of update steps carried out. */
  iterations: number;
  converged: boolean;
  /** Number of (finite) values used. */
  n: number;
}

export const ALGORITHM_A_DEFAULT_TOLERANCE = 1e-9;
export const ALGORITHM_A_DEFAULT_MAX_ITERATIONS = 500;

function sameAtDecimal(a: number, b: number, unit: number): boolean {
  return Math.round(a / unit) === Math.round(b / unit);
}

/** Robust average and standard deviation by ISO 13528 Algorithm A. */
export function algorithmA(values: ArrayLike<number>, options: AlgorithmAOptions = {}): AlgorithmAResult {
  const stopRule = options.stopRule ?? (options.tolerance === undefined ? 'significant-figures' : 'tolerance');
  const tolerance = options.tolerance ?? ALGORITHM_A_DEFAULT_TOLERANCE;
  const maxIterations = options.maxIterations ?? ALGORITHM_A_DEFAULT_MAX_ITERATIONS;

  const x = finiteFloat64(values);
  const p = x.length;
  if (p === 0) return { mean: NaN, sd: NaN, iterations: 0, converged: false, n: 0 };
  if (p === 1) return { mean: x[0]!, sd: 0, iterations: 0, converged: true, n: 1 };

  // Start values; the selections rearrange a scratch copy, never `x` itself.
  const scratch = x.slice();
  let xStar = medianInPlace(scratch);
  let sStar = madEInPlace(scratch);
  // More than half the values identical makes MADe 0: fall back to nIQR, then to the SD.
  if (sStar === 0) sStar = nIQRInPlace(scratch);
  if (sStar === 0) sStar = standardDeviation(x);
  if (!(sStar > 0)) return { mean: xStar, sd: 0, iterations: 0, converged: true, n: p };

  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const delta = ALGORITHM_A_WINSOR_FACTOR * sStar;
    const lo = xStar - delta;
    const hi = xStar + delta;
    let sum = 0;
    for (let i = 0; i < p; i++) {
      const v = x[i]!;
      sum += v < lo ? lo : v > hi ? hi : v;
    }
    const nextX = sum / p;
    let ss = 0;
    for (let i = 0; i < p; i++) {
      const v = x[i]!;
      const d = (v < lo ? lo : v > hi ? hi : v) - nextX;
      ss += d * d;
    }
    const nextS = ALGORITHM_A_SD_FACTOR * Math.sqrt(ss / (p - 1));

    let done: boolean;
    if (nextS === 0) {
      done = true;
    } else if (stopRule === 'significant-figures') {
      const unit = 10 ** (Math.floor(Math.log10(nextS)) - 2);
      done = sameAtDecimal(nextS, sStar, unit) && sameAtDecimal(nextX, xStar, unit);
    } else {
      const limit = tolerance * nextS;
      done = Math.abs(nextX - xStar) <= limit && Math.abs(nextS - sStar) <= limit;
    }
    xStar = nextX;
    sStar = nextS;
    if (done) return { mean: xStar, sd: sStar, iterations: iteration, converged: true, n: p };
  }
  return { mean: xStar, sd: sStar, iterations: maxIterations, converged: false, n: p };
}
