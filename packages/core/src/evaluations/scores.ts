/**
 * Performance scores of ISO 13528:2022 Clause 9 and their ISO/IEC 17043 interpretation. A score
 * function answers null when it cannot be computed (a non-finite input, or a denominator that is
 * not positive); it never throws.
 */

function finite(...values: number[]): boolean {
  return values.every((v) => Number.isFinite(v));
}

/** z = (x − x_pt) / σ_pt (ISO 13528:2022 9.4). */
export function zScore(x: number, assigned: number, sigmaPt: number): number | null {
  if (!finite(x, assigned, sigmaPt) || sigmaPt <= 0) return null;
  return (x - assigned) / sigmaPt;
}

/** z′ = (x − x_pt) / √(σ_pt² + u(x_pt)²) (ISO 13528:2022 9.5), for a non-negligible u(x_pt). */
export function zPrimeScore(x: number, assigned: number, sigmaPt: number, uAssigned: number): number | null {
  if (!finite(x, assigned, sigmaPt, uAssigned) || sigmaPt < 0 || uAssigned < 0) return null;
  const den = Math.hypot(sigmaPt, uAssigned);
  return den > 0 ? (x - assigned) / den : null;
}

/** ζ = (x − x_pt) / √(u(x)² + u(x_pt)²) with standard uncertainties (ISO 13528:2022 9.6). */
export function zetaScore(x: number, assigned: number, uX: number, uAssigned: number): number | null {
  if (!finite(x, assigned, uX, uAssigned) || uX < 0 || uAssigned < 0) return null;
  const den = Math.hypot(uX, uAssigned);
  return den > 0 ? (x - assigned) / den : null;
}

/** Eₙ = (x − x_pt) / √(U(x)² + U(x_pt)²) with expanded uncertainties (ISO 13528:2022 9.7). */
export function enNumber(x: number, assigned: number, UX: number, UAssigned: number): number | null {
  if (!finite(x, assigned, UX, UAssigned) || UX < 0 || UAssigned < 0) return null;
  const den = Math.hypot(UX, UAssigned);
  return den > 0 ? (x - assigned) / den : null;
}

/** D% = 100 · (x − target) / target (ISO 13528:2022 9.3, "bias %"); null when the target is 0. */
export function deviationPercent(x: number, target: number): number | null {
  if (!finite(x, target) || target === 0) return null;
  return (100 * (x - target)) / target;
}

/**
 * Standard uncertainty of a robust consensus value, u(x_pt) = 1.25 · s* / √p
 * (ISO 13528:2022 7.7, Formula (6)).
 */
export function robustUncertainty(robustSd: number, n: number): number | null {
  if (!finite(robustSd, n) || n < 1 || robustSd < 0) return null;
  return (1.25 * robustSd) / Math.sqrt(n);
}

/** ISO 13528:2022 9.2.1: u(x_pt) is negligible when u(x_pt) < 0.3 σ_pt (z then needs no correction). */
export function isUncertaintyNegligible(uAssigned: number, sigmaPt: number): boolean {
  return Number.isFinite(uAssigned) && Number.isFinite(sigmaPt) && uAssigned < 0.3 * sigmaPt;
}

export interface ScaleLimits {
  min: number | null;
  target: number | null;
  max: number | null;
}

/**
 * Position of x on the acceptance scale: acceptance minimum → 0, target → 0.5, maximum → 1,
 * linear on each side of the target (the two halves may have different widths). Values outside
 * the range land below 0 or above 1; they are not clipped. Without a target the midpoint of
 * min and max is used. Null when the side x lies on has no limit.
 */
export function scaledValue(x: number, limits: ScaleLimits): number | null {
  const { min, max } = limits;
  const target = limits.target ?? (min !== null && max !== null ? (min + max) / 2 : null);
  if (!Number.isFinite(x) || target === null || !Number.isFinite(target)) return null;
  if (x === target) return 0.5;
  if (x < target) {
    if (min === null || !Number.isFinite(min) || !(target > min)) return null;
    return (0.5 * (x - min)) / (target - min);
  }
  if (max === null || !Number.isFinite(max) || !(max > target)) return null;
  return 0.5 + (0.5 * (x - target)) / (max - target);
}

export const SCORE_CLASSES = ['satisfactory', 'questionable', 'unsatisfactory'] as const;
export type ScoreClass = (typeof SCORE_CLASSES)[number];

/**
 * ISO/IEC 17043 / ISO 13528:2022 9.4.2 for z, z′ and ζ: |z| ≤ 2 satisfactory, 2 < |z| < 3
 * questionable, |z| ≥ 3 unsatisfactory.
 */
export function classifyZ(z: number): ScoreClass {
  const a = Math.abs(z);
  if (a <= 2) return 'satisfactory';
  return a < 3 ? 'questionable' : 'unsatisfactory';
}

/** ISO/IEC 17043 for Eₙ: |Eₙ| ≤ 1 satisfactory, |Eₙ| > 1 unsatisfactory. */
export function classifyEn(en: number): Exclude<ScoreClass, 'questionable'> {
  return Math.abs(en) <= 1 ? 'satisfactory' : 'unsatisfactory';
}

/** |robust z| at or above which a result is flagged as an outlier. */
export const OUTLIER_Z_LIMIT = 3;

/**
 * Outlier flag: |x − x*| / s* ≥ 3 with the robust average and robust SD of the group
 * (Algorithm A), i.e. the action signal of 9.4.2 computed on robust statistics. False when s* is
 * not positive.
 */
export function isOutlier(x: number, robustMean: number, robustSd: number): boolean {
  const z = zScore(x, robustMean, robustSd);
  return z !== null && Math.abs(z) >= OUTLIER_Z_LIMIT;
}
