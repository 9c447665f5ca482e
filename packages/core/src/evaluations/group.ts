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
  type ScoreClass,
} from './scores';
import { medianInPlace } from './selection';

/**
 * Statistics and scores of one evaluation group: the numeric results of one parameter, sample
 * (and result group / method group, as the caller groups them).
 *
 * Minimum group size: below `minN` exact values (default 8) no assigned value or σ_pt is taken from
 * the group and no outlier flag is given — descriptive statistics are still shown. An assigned value
 * from outside (a sample's reference value) scores any group: z and z′ with an outside σ_pt, ζ and
 * Eₙ with its uncertainty and the lab's; so a group of 3 with a reference value gets verdicts.
 * Why 8: the standard uncertainty of a consensus value is u(x*) = 1.25 s* ÷ √p (ISO 13528:2022
 * 7.7); at p = 8 it is 0.44 s*, so a z scored against s* overstates z′ (9.5) by less than 10 %
 * and cannot move a result across more than one band of 9.4.2; Algorithm A then still resists two
 * discordant results (25 %), while with 5–6 values two labs can capture median and MADe. ISO
 * 13528:2022 5.4 sends small groups to independent assigned values, which is what they do here.
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
  /** The verdict; null when not judged (no value, or neither an acceptance range nor a score). */
  accepted: boolean | null;
  /** What gave the verdict: the acceptance range, else the primary score (primaryScore). */
  judgedBy: 'acceptance' | 'z' | 'zPrime' | 'en' | null;
}

export interface GroupEvaluation<K = number> {
  /** Exact numeric values entering the statistics. */
  n: number;
  nCensored: number;
  nMissing: number;
  minN: number;
  /** An assigned value and σ_pt are known (outside ones, or the consensus from minN values on): z-scores were given. */
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

/** What a result is scored against: the group's assigned value, σ_pt, uncertainty, range and robust statistics. */
export type ScoringBasis = Pick<
  GroupEvaluation<unknown>,
  'n' | 'minN' | 'assignedValue' | 'uAssignedValue' | 'uncertaintyNegligible' | 'sigmaPt' | 'range' | 'target' | 'statistics'
>;

/**
 * The score that gives a result's verdict when no acceptance range applies (ISO 13528:2022 9.2–9.7,
 * ISO/IEC 17043): z with the scheme's σ_pt, z′ instead when u(x_pt) is not negligible (9.2.1);
 * without σ_pt, Eₙ (k = 2) when the lab reported its uncertainty. ζ is shown, never the verdict.
 */
export function primaryScore(score: Pick<LabScore<unknown>, 'z' | 'zPrime' | 'en'>, uncertaintyNegligible: boolean | null): { kind: 'z' | 'zPrime' | 'en'; value: number } | null {
  if (score.z !== null) {
    return score.zPrime !== null && uncertaintyNegligible === false ? { kind: 'zPrime', value: score.zPrime } : { kind: 'z', value: score.z };
  }
  return score.en === null ? null : { kind: 'en', value: score.en };
}

/**
 * One result against a group (evaluateGroup's labs, and a hidden result group's result scored
 * against the group it is not counted in). The verdict: the acceptance range when one applies,
 * else the primary score's class (satisfactory → accepted; questionable or unsatisfactory → not
 * accepted), else null ("not judged").
 */
export function scoreAgainstGroup<K>(result: GroupResultInput<K>, basis: ScoringBasis, options: { lowerBound?: number } = {}): LabScore<K> {
  const relation = relationOf(result.relation);
  const value = orNull(result.value);
  const censored = value !== null && relation !== '=';
  const exact = value !== null && !censored;
  const { assignedValue, sigmaPt, uAssignedValue, range, target, statistics } = basis;
  const u = orNull(result.uncertainty);
  const z = exact && assignedValue !== null && sigmaPt !== null ? zScore(value, assignedValue, sigmaPt) : null;
  const zPrime = z !== null && uAssignedValue !== null ? zPrimeScore(value!, assignedValue!, sigmaPt!, uAssignedValue) : null;
  const withUncertainties = exact && assignedValue !== null && uAssignedValue !== null && u !== null;
  const zeta = withUncertainties ? zetaScore(value, assignedValue, u, uAssignedValue) : null;
  const en = withUncertainties ? enNumber(value, assignedValue, 2 * u, 2 * uAssignedValue) : null;
  const acceptanceOptions = options.lowerBound === undefined ? {} : { lowerBound: options.lowerBound };
  let accepted = value === null ? null : isNumericResultAccepted({ value, relation }, range, acceptanceOptions);
  let judgedBy: LabScore<K>['judgedBy'] = accepted === null ? null : 'acceptance';
  if (range === null && exact) {
    const primary = primaryScore({ z, zPrime, en }, basis.uncertaintyNegligible);
    if (primary) {
      accepted = primary.kind === 'en' ? classifyEn(primary.value) === 'satisfactory' : classifyZ(primary.value) === 'satisfactory';
      judgedBy = primary.kind;
    }
  }
  return {
    id: result.id,
    value,
    relation,
    censored,
    z,
    zPrime,
    zeta,
    en,
    zClass: z === null ? null : classifyZ(z),
    outlier: exact && statistics !== null && basis.n >= basis.minN && isOutlier(value, statistics.robustMean, statistics.robustSd),
    deviationPercent: exact && target !== null ? deviationPercent(value, target) : null,
    scaled: exact && range !== null ? scaledValue(value, range) : null,
    accepted,
    judgedBy,
  };
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

  // The group's own estimates (consensus x*, s*) only from minN exact values on; an outside
  // assigned value and σ_pt score any group, however small (ISO 13528:2022 5.4).
  const enough = n >= minN;
  const externalAssigned = orNull(settings.assignedValue);
  const assignedValue = externalAssigned ?? (enough && n > 0 ? robust.mean : null);
  const assignedValueSource = externalAssigned !== null ? 'external' : assignedValue !== null ? 'consensus' : null;
  const uAssignedValue =
    externalAssigned !== null ? orNull(settings.uAssignedValue) : assignedValue !== null ? robustUncertainty(robust.sd, n) : null;
  const externalSigma = orNull(settings.sigmaPt);
  const sigmaPt =
    externalSigma !== null && externalSigma > 0 ? externalSigma : enough && robust.sd > 0 ? robust.sd : null;
  const sigmaPtSource = externalSigma !== null && externalSigma > 0 ? 'external' : sigmaPt !== null ? 'consensus' : null;
  const scoring = assignedValue !== null && sigmaPt !== null;

  const range = settings.acceptance ? resolveAcceptanceRange(settings.acceptance, assignedValue) : null;
  const target = range?.target ?? assignedValue;

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
  const uncertaintyNegligible = uAssignedValue !== null && sigmaPt !== null ? isUncertaintyNegligible(uAssignedValue, sigmaPt) : null;
  const basis: ScoringBasis = { n, minN, assignedValue, uAssignedValue, uncertaintyNegligible, sigmaPt, range, target, statistics };
  const scoreOptions = settings.lowerBound === undefined ? {} : { lowerBound: settings.lowerBound };

  let evaluatedCount = 0;
  let acceptedCount = 0;
  const kept = new Float64Array(n);
  let nKept = 0;
  const labs = results.map((r): LabScore<K> => {
    const lab = scoreAgainstGroup(r, basis, scoreOptions);
    if (lab.accepted !== null) {
      evaluatedCount++;
      if (lab.accepted) acceptedCount++;
    }
    if (lab.value !== null && !lab.censored && !lab.outlier) kept[nKept++] = lab.value;
    return lab;
  });

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
    uncertaintyNegligible,
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
