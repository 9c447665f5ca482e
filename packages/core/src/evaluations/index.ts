/**
 * Statistics engine of the evaluation (pure; ISO 13528:2022, ISO/IEC 17043). Decisions where the
 * spec is silent: docs/decisions/statistics.md.
 *
 * Conventions: inputs are ArrayLike<number> (number[] or Float64Array); non-finite values are
 * ignored. Low-level statistics answer NaN when undefined, score functions answer null, group and
 * report functions answer null fields. Nothing sorts the whole input: medians and quantiles use
 * quickselect on one Float64Array copy, Algorithm A winsorises by clamping.
 *
 * Descriptive / robust (descriptive.ts, algorithm-a.ts)
 *   mean(values), standardDeviation(values) (n − 1), cv(values) (percent), median(values),
 *   quantile(values, p) (type 7), madE(values) (1.483 × MAD), nIQR(values) (0.7413 × IQR),
 *   extent(values) → { min, max } | null,
 *   algorithmA(values, { stopRule?, tolerance?, maxIterations? })
 *     → { mean, sd, iterations, converged, n }   (ISO 13528 C.3.1; default stop rule = C.3.1's
 *     third significant figure, `tolerance` selects a run to the fixed point)
 * Scores (scores.ts) — null when not computable
 *   zScore(x, assigned, sigmaPt), zPrimeScore(x, assigned, sigmaPt, uAssigned),
 *   zetaScore(x, assigned, uX, uAssigned), enNumber(x, assigned, UX, UAssigned),
 *   deviationPercent(x, target), robustUncertainty(s*, n) (1.25 s* ÷ √n),
 *   isUncertaintyNegligible(u, sigmaPt), scaledValue(x, { min, target, max }) (min → 0, target →
 *   0.5, max → 1), classifyZ(z) → 'satisfactory' | 'questionable' | 'unsatisfactory'
 *   (|z| ≤ 2, < 3, ≥ 3), classifyEn(en), isOutlier(x, x*, s*) (|robust z| ≥ 3)
 * Acceptance (acceptance.ts)
 *   relationOf(relation), resolveAcceptanceRange(criterion, assigned),
 *   isNumericResultAccepted({ value, relation }, { min, max }, { lowerBound? }),
 *   isNominalResultAccepted(valueIds, acceptedValueIds),
 *   evaluateResultAcceptance(result, criterion, { assignedValue?, lowerBound? }), ZAcceptanceCriterion
 *   Relation values ('<10'): shown, excluded from statistics and scores, accepted when the whole
 *   interval ([0, 10] by default) lies in the acceptance range.
 * Groups (group.ts, nominal.ts)
 *   evaluateGroup(results, settings) → statistics, assigned value, σ_pt, per-lab scores, accepted
 *   flags; no consensus below settings.minN (DEFAULT_MIN_GROUP_SIZE = 8) exact values, an
 *   outside assigned value scores any group; scoreAgainstGroup(result, basis), primaryScore.
 * Reference values (reference-values.ts)
 *   REFERENCE_SOURCES, ZReferenceValueFields (assigned value, source, u(X), fixed limits).
 *   nominalSummary(results, acceptedValueIds) → counts per value, acceptance fraction.
 * Report helpers (histogram.ts, levels.ts, history.ts)
 *   histogram(values, { min?, max?, bins? }), histogramRange(values) (the bulk within 3 s* of x*,
 *   padded by span / 6 + 1), histogramBulk(values), normalCurve(mean, sd,
 *   { min, max }, { scale? }), normalCurveStep(width), sampleLevels(levels), matchesLevelFilter,
 *   historyWindow(surveyStartsAt, evaluatedAt), longTermRange(period, anchor).
 * The evaluation of a survey (compute-evaluation.ts, chart-summary.ts, merge-graph.ts)
 *   computeEvaluation(input) → statistics rows and lab result rows of a run (the job loads the
 *   input and writes the output), attachChartSummaries, MergeResolver (pools of merged samples).
 * The report (report/)
 *   buildSharedReport(data): the part of a report every lab shares, from a run's stored rows;
 *   ownReport(shared, lab): a lab's own part; labReport(shared, own): the report of the lab.
 */
export { mean, standardDeviation, cv, median, quantile, madE, nIQR, extent, MADE_FACTOR, NIQR_FACTOR } from './descriptive';
export * from './algorithm-a';
export * from './scores';
export * from './acceptance';
export * from './reference-values';
export * from './group';
export * from './nominal';
export {
  histogram,
  histogramRange,
  histogramBulk,
  HISTOGRAM_BULK_SDS,
  HISTOGRAM_BULK_MIN_N,
  defaultBinCount,
  normalCurve,
  normalCurveStep,
  HISTOGRAM_MAX_BINS,
  type Histogram,
  type HistogramBin,
  type HistogramOptions,
  type CurvePoint,
} from './histogram';
export * from './levels';
export * from './history';
export * from './messages';
export * from './publication';
export * from './evaluation-types';
export * from './merge-graph';
export * from './chart-summary';
export { computeEvaluation, acceptanceCriterion } from './compute-evaluation';
export * from './report';
