import {
  isNumericResultAccepted,
  relationOf,
  resolveAcceptanceRange,
  type AcceptanceRange,
  type NumericAcceptanceCriterion,
} from './acceptance';
import { algorithmA, type AlgorithmAOptions } from './algorithm-a';
import { madEInPlace, nIQRInPlace } from './descriptive';
import {
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
  type ScoreClass,
} from './scores';
import { medianInPlace } from './selection';

/**
 * Statistics and scores of one evaluation group: the numeric results of one parameter, sample
 * (and result group / method group, as the caller groups them).
 *
 * Minimum group size: below `minN` exact values (default 8) no assigned value is taken from the
 * group and no z, z′, ζ, Eₙ or outlier flag is given — descriptive statistics are still shown.
 * Why 8: the standard uncertainty of a consensus value is u(x*) = 1.25 s* ÷ √p (ISO 13528:2022
 * 7.7); at p = 8 it is 0.44 s*, so a z scored against s* overstates z′ (9.5) by less than 10 %
 * and cannot move a result across more than one band of 9.4.2; Algorithm A then still resists two
 * discordant results (25 %), while with 5–6 values two labs can capture median and MADe. ISO
 * 13528:2022 5.4 sends small groups to independent assigned values: a scheme that has them
 * (reference target and fitness-for-purpose σ_pt) can lower `minN`.
 */
export const DEFAULT_MIN_GROUP_SIZE = 8;

export interface GroupResultInput<K = number> {
  /** The caller's key for this result (echoed back), e.g. the result or lab id. */
  id: K;
  /** Reported number; null when the lab sent no value. */
  value: number | null;
  /** '=' (default), '<', '<=', '>', '>=' (and '=<', '=>'). */
  relation?: string | null;
  /** The lab's standard uncertainty u(x), when reported (for ζ and Eₙ with k = 2). */
  uncertainty?: number | null;
}

export interface GroupSettings {
  /** Default DEFAULT_MIN_GROUP_SIZE. */
  minN?: number;
  /** Assigned value x_pt from outside the group (reference / target); default: robust average x*. */
  assignedValue?: number | null;
  /** Standard uncertainty of an outside assigned value; for x* it is 1.25 s* ÷ √p. */
  uAssignedValue?: number | null;
  /** σ_pt from outside the group (fitness for purpose); default: robust SD s*. */
  sigmaPt?: number | null;
  /** Numeric acceptance criterion of the sample (numeric_range or tolerance). */
  acceptance?: NumericAcceptanceCriterion | null;
  /** Lower end of the interval of '<' values (default 0). */
  lowerBound?: number;
  algorithmA?: AlgorithmAOptions;
}

export interface GroupStatistics {
  n: number;
  min: number;
  max: number;
  mean: number;
  /** Sample SD; null for n < 2. */
  sd: number | null;
  /** CV % = 100 · SD / |mean|; null when undefined. */
  cv: number | null;
  median: number;
  madE: number;
  nIQR: number;
  /** Algorithm A x* and s*. */
  robustMean: number;
  robustSd: number;
  robustIterations: number;
  robustConverged: boolean;
  /** Accuracy: bias % of the mean against the target (acceptance target, else assigned value). */
  biasPercent: number | null;
  scaledMean: number | null;
  scaledMedian: number | null;
}

export interface LabScore<K = number> {
  id: K;
  value: number | null;
  relation: '=' | '<' | '<=' | '>' | '>=';
  /** A relation value: shown, excluded from statistics and scores. */
  censored: boolean;
  z: number | null;
  zPrime: number | null;
  zeta: number | null;
  en: number | null;
  /** Class of z (|z| ≤ 2 satisfactory, < 3 questionable, else unsatisfactory). */
  zClass: ScoreClass | null;
  /** |x − x*| / s* ≥ 3 (robust statistics of the group). */
  outlier: boolean;
  /** D % against the target (acceptance target, else assigned value). */
  deviationPercent: number | null;
  /** Acceptance scale: min → 0, target → 0.5, max → 1. */
  scaled: number | null;
  /** Null when not evaluable (no value, or no acceptance limits). */
  accepted: boolean | null;
}

export interface GroupEvaluation<K = number> {
  /** Exact numeric values entering the statistics. */
  n: number;
  nCensored: number;
  nMissing: number;
  minN: number;
  /** n ≥ minN and an assigned value and σ_pt are known: scores were given. */
  scored: boolean;
  statistics: GroupStatistics | null;
  /** Classical mean / SD / CV % of the exact values that are not flagged as outliers. */
  withoutOutliers: { n: number; mean: number | null; sd: number | null; cv: number | null } | null;
  assignedValue: number | null;
  assignedValueSource: 'external' | 'consensus' | null;
  uAssignedValue: number | null;
  /** ISO 13528:2022 9.2.1: u(x_pt) < 0.3 σ_pt; when false, z′ is the score to read. */
  uncertaintyNegligible: boolean | null;
  sigmaPt: number | null;
  sigmaPtSource: 'external' | 'consensus' | null;
  /** Resolved acceptance range (with its target); null without criteria. */
  range: AcceptanceRange | null;
  /** Target used for bias % and D %: range target, else the assigned value. */
  target: number | null;
  evaluatedCount: number;
  acceptedCount: number;
  /** acceptedCount / evaluatedCount; null when nothing was evaluable. */
  acceptanceFraction: number | null;
  labs: LabScore<K>[];
}

const orNull = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : v;

function classical(values: Float64Array, count: number): { mean: number | null; sd: number | null; cv: number | null } {
  if (count === 0) return { mean: null, sd: null, cv: null };
  let sum = 0;
  for (let i = 0; i < count; i++) sum += values[i]!;
  const mean = sum / count;
  if (count < 2) return { mean, sd: null, cv: null };
  let ss = 0;
  for (let i = 0; i < count; i++) ss += (values[i]! - mean) ** 2;
  const sd = Math.sqrt(ss / (count - 1));
  return { mean, sd, cv: mean === 0 ? null : (100 * sd) / Math.abs(mean) };
}

/** Evaluates one group of numeric results (see the module comment for the rules). */
export function evaluateGroup<K>(
  results: ReadonlyArray<GroupResultInput<K>>,
  settings: GroupSettings = {},
): GroupEvaluation<K> {
  const minN = Math.max(1, settings.minN ?? DEFAULT_MIN_GROUP_SIZE);
  const relations = results.map((r) => relationOf(r.relation));
  const exact = new Float64Array(results.length);
  let n = 0;
  let nCensored = 0;
  let nMissing = 0;
  let min = Infinity;
  let max = -Infinity;
  results.forEach((r, i) => {
    const v = r.value;
    if (v === null || !Number.isFinite(v)) nMissing++;
    else if (relations[i] !== '=') nCensored++;
    else {
      exact[n++] = v;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  });
  const values = exact.subarray(0, n);

  // Robust statistics (selection on a scratch copy; Algorithm A clamps over `values`).
  const robust = algorithmA(values, settings.algorithmA);
  const scratch = values.slice();
  const med = medianInPlace(scratch);
  const made = madEInPlace(scratch);
  const niqr = nIQRInPlace(scratch);
  const basic = classical(values, n);

  const scored = n >= minN;
  const externalAssigned = orNull(settings.assignedValue);
  const assignedValue = externalAssigned ?? (scored && n > 0 ? robust.mean : null);
  const assignedValueSource = externalAssigned !== null ? 'external' : assignedValue !== null ? 'consensus' : null;
  const uAssignedValue =
    externalAssigned !== null ? orNull(settings.uAssignedValue) : assignedValue !== null ? robustUncertainty(robust.sd, n) : null;
  const externalSigma = orNull(settings.sigmaPt);
  const sigmaPt =
    externalSigma !== null && externalSigma > 0 ? externalSigma : scored && robust.sd > 0 ? robust.sd : null;
  const sigmaPtSource = externalSigma !== null && externalSigma > 0 ? 'external' : sigmaPt !== null ? 'consensus' : null;
  const scoring = scored && assignedValue !== null && sigmaPt !== null;

  const range = settings.acceptance ? resolveAcceptanceRange(settings.acceptance, assignedValue) : null;
  const target = range?.target ?? assignedValue;
  const acceptanceOptions = settings.lowerBound === undefined ? {} : { lowerBound: settings.lowerBound };

  let evaluatedCount = 0;
  let acceptedCount = 0;
  const kept = new Float64Array(n);
  let nKept = 0;
  const labs = results.map((r, i): LabScore<K> => {
    const relation = relations[i]!;
    const value = orNull(r.value);
    const censored = value !== null && relation !== '=';
    const isExact = value !== null && !censored;
    const accepted = value === null ? null : isNumericResultAccepted({ value, relation }, range, acceptanceOptions);
    if (accepted !== null) {
      evaluatedCount++;
      if (accepted) acceptedCount++;
    }
    const score = isExact && scoring ? zScore(value, assignedValue!, sigmaPt!) : null;
    const u = orNull(r.uncertainty);
    const outlier = isExact && scored && isOutlier(value, robust.mean, robust.sd);
    if (isExact && !outlier) kept[nKept++] = value;
    return {
      id: r.id,
      value,
      relation,
      censored,
      z: score,
      zPrime: isExact && scoring && uAssignedValue !== null ? zPrimeScore(value, assignedValue!, sigmaPt!, uAssignedValue) : null,
      zeta: isExact && scoring && u !== null && uAssignedValue !== null ? zetaScore(value, assignedValue!, u, uAssignedValue) : null,
      en: isExact && scoring && u !== null && uAssignedValue !== null ? enNumber(value, assignedValue!, 2 * u, 2 * uAssignedValue) : null,
      zClass: score === null ? null : classifyZ(score),
      outlier,
      deviationPercent: isExact && target !== null ? deviationPercent(value, target) : null,
      scaled: isExact && range !== null ? scaledValue(value, range) : null,
      accepted,
    };
  });

  const statistics: GroupStatistics | null =
    n === 0
      ? null
      : {
          n,
          min,
          max,
          mean: basic.mean!,
          sd: basic.sd,
          cv: basic.cv,
          median: med,
          madE: made,
          nIQR: niqr,
          robustMean: robust.mean,
          robustSd: robust.sd,
          robustIterations: robust.iterations,
          robustConverged: robust.converged,
          biasPercent: target === null ? null : deviationPercent(basic.mean!, target),
          scaledMean: range === null ? null : scaledValue(basic.mean!, range),
          scaledMedian: range === null ? null : scaledValue(med, range),
        };

  return {
    n,
    nCensored,
    nMissing,
    minN,
    scored: scoring,
    statistics,
    withoutOutliers: n === 0 ? null : { n: nKept, ...classical(kept, nKept) },
    assignedValue,
    assignedValueSource,
    uAssignedValue,
    uncertaintyNegligible: uAssignedValue !== null && sigmaPt !== null ? isUncertaintyNegligible(uAssignedValue, sigmaPt) : null,
    sigmaPt,
    sigmaPtSource,
    range,
    target,
    evaluatedCount,
    acceptedCount,
    acceptanceFraction: evaluatedCount === 0 ? null : acceptedCount / evaluatedCount,
    labs,
  };
}
