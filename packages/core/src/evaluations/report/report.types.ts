import { z } from 'zod';
import { ASSIGNED_VALUE_SOURCES } from '../reference-values';

/**
 * The wire shape of the evaluation report (GET …/parameters/{paramId}/reports/evaluation and
 * …/pre_evaluation, spec 1 §2 "Evaluation report"): the API's output schema and buildReport's
 * result. Plain JSON (dates as ISO strings), so REST and tRPC answer the same.
 */
export const ZLocalizedOut = z.record(z.string(), z.string());
const ZIsoDateTime = z.string();
const ZRoundOut = z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), ordinal: z.number().int() });
const ZNum = z.number().nullable();
export const ZRelation = z.enum(['=', '<', '>', '<=', '>=']);
export const ZReportKind = z.enum(['pre_evaluation', 'evaluation']);
/** The run a report is read from. */
export const ZReportRun = z.object({ id: z.number().int(), finishedAt: ZIsoDateTime.nullable() });

export const ZReportSurvey = z.object({
  id: z.number().int(),
  schemeShortName: z.string(),
  schemeName: ZLocalizedOut.nullable(),
  round: ZRoundOut,
  accredited: z.boolean(),
  startsAt: ZIsoDateTime.nullable(),
  endsAt: ZIsoDateTime.nullable(),
  preEvaluatedAt: ZIsoDateTime.nullable(),
  evaluatedAt: ZIsoDateTime.nullable(),
});

export const ZReportParameter = z.object({
  id: z.number().int(),
  name: ZLocalizedOut,
  qualifier: ZLocalizedOut.nullable(),
  valueType: z.enum(['numeric', 'nominal']),
  unit: z.object({ id: z.number().int(), name: ZLocalizedOut }).nullable(),
  /** Below this many exact values a group gets no z-scores (the report says so). */
  minN: z.number().int(),
});

export const ZReportLab = z.object({ id: z.number().int(), shortName: z.string(), name: z.string() });

/** A sample merged with another survey's sample (into it, or from it into this one). */
export const ZSampleMerge = z.object({
  direction: z.enum(['into', 'from']),
  survey: z.object({ id: z.number().int(), schemeShortName: z.string(), roundName: z.string() }),
  sampleId: z.number().int(),
  sampleName: z.string(),
  /** null: every parameter. */
  parameterId: z.number().int().nullable(),
});

/** The sample badges (name, external link) and the level class of the level filter. */
export const ZReportSample = z.object({
  id: z.number().int(),
  name: z.string(),
  description: ZLocalizedOut.nullable(),
  url: z.string().nullable(),
  ordinal: z.number().int(),
  /** core sampleLevels: 'low' | 'high', 'both' when the samples do not split, null without a level. */
  level: z.enum(['low', 'high', 'both']).nullable(),
  merges: z.array(ZSampleMerge),
});

export const ZReportResultGroup = z.object({
  id: z.number().int(),
  /** null: the default name from the ordinal (survey.resultGroup.defaultName). */
  name: z.string().nullable(),
  ordinal: z.number().int(),
  hidden: z.boolean(),
});

export const ZReportEvaluationGroup = z.object({
  /** null: all labs. */
  id: z.number().int().nullable(),
  name: ZLocalizedOut.nullable(),
  kind: z.enum(['all', 'method', 'instrument', 'reagent', 'custom']),
  /** The lab has results in this group. */
  member: z.boolean(),
});

/** A lab's result as a run scored it: the value and its scores (the report's own results, the long-term history). */
export const ZResultScores = z.object({
  value: ZNum,
  relation: ZRelation.nullable(),
  /** Nominal parameters: the value chosen. */
  nominalValueId: z.number().int().nullable(),
  zScore: ZNum,
  zPrimeScore: ZNum,
  /** ζ = (x − X)/√(u(x)² + u(X)²): the lab reported its standard uncertainty and the assigned value has one. */
  zetaScore: ZNum,
  /** Eₙ = (x − X)/√(U(x)² + U(X)²), expanded uncertainties with k = 2. */
  enScore: ZNum,
  /** Deviation from the target in % (bias%), unrounded. */
  deviationPercent: ZNum,
  /** Acceptance scale: minimum 0, target 0.5, maximum 1. */
  scaledValue: ZNum,
  /** The verdict of the result. */
  accepted: z.boolean().nullable(),
  outlier: z.boolean(),
  hidden: z.boolean(),
});
export type TResultScores = z.infer<typeof ZResultScores>;

/** The lab's own result in a group (one per result group); `accepted`: the all-labs evaluation's verdict, in every group. */
export const ZOwnResult = z.object({
  resultGroupId: z.number().int(),
  ...ZResultScores.shape,
});

/** The scores of a stored lab row, with the verdict to show (resultScores). */
export function resultScores(row: Omit<TResultScores, 'accepted'>, accepted: boolean | null): TResultScores {
  return {
    value: row.value,
    relation: row.relation,
    nominalValueId: row.nominalValueId,
    zScore: row.zScore,
    zPrimeScore: row.zPrimeScore,
    zetaScore: row.zetaScore,
    enScore: row.enScore,
    deviationPercent: row.deviationPercent,
    scaledValue: row.scaledValue,
    accepted,
    outlier: row.outlier,
    hidden: row.hidden,
  };
}

/** One line of the numeric statistics table: a sample within an evaluation group. */
export const ZStatisticsLine = z.object({
  sampleId: z.number().int(),
  evaluationGroupId: z.number().int().nullable(),
  n: z.number().int(),
  nOutliers: z.number().int(),
  /** An assigned value and σpt exist (a reference value at any n, the consensus from minN on): z-scores were given. */
  scored: z.boolean(),
  min: ZNum,
  max: ZNum,
  median: ZNum,
  mean: ZNum,
  sd: ZNum,
  cv: ZNum,
  robustMean: ZNum,
  robustSd: ZNum,
  assignedValue: ZNum,
  /** Where the assigned value comes from (consensus of the group, or a reference value's source); null without one. */
  assignedValueSource: z.enum(ASSIGNED_VALUE_SOURCES).nullable(),
  sigmaPt: ZNum,
  /** Standard uncertainty of the assigned value. */
  uncertainty: ZNum,
  scaledMedian: ZNum,
  scaledMean: ZNum,
  /** Bias % of the mean against the target (else the assigned value). */
  biasPercent: ZNum,
  target: ZNum,
  acceptanceMin: ZNum,
  acceptanceMax: ZNum,
  own: z.array(ZOwnResult),
});

export const ZHistogram = z.object({
  sampleId: z.number().int(),
  evaluationGroupId: z.number().int().nullable(),
  min: z.number(),
  max: z.number(),
  binWidth: z.number(),
  rangeSource: z.enum(['automatic', 'custom']),
  bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  below: z.number().int(),
  above: z.number().int(),
  /** Parameters of the optional normal curve (core normalCurve(mean, sd, range, { scale })). */
  normal: z.object({ mean: z.number(), sd: z.number(), scale: z.number() }).nullable(),
});

/** Where the lab's own results are in a series (index into its arrays). */
export const ZOwnMark = z.object({ index: z.number().int(), resultGroupId: z.number().int() });

/**
 * Every lab's exact values of a sample in a group, anonymised and sorted by value, with their
 * z-scores and scaled values (rounded to 3 decimals: a drawing) and flags at the same index
 * (charts: dots, z-score, scaled).
 */
export const ZChartSeries = z.object({
  sampleId: z.number().int(),
  evaluationGroupId: z.number().int().nullable(),
  values: z.array(z.number()),
  zScores: z.array(ZNum),
  scaled: z.array(ZNum),
  outliers: z.array(z.boolean()),
  accepted: z.array(z.boolean().nullable()),
  own: z.array(ZOwnMark),
});

/** Youden plot of a sample pair: x = the first sample's value, y = the second's, per lab result. */
export const ZYoudenPlot = z.object({
  evaluationGroupId: z.number().int().nullable(),
  xSampleId: z.number().int(),
  ySampleId: z.number().int(),
  x: z.array(z.number()),
  y: z.array(z.number()),
  xScaled: z.array(ZNum),
  yScaled: z.array(ZNum),
  xZ: z.array(ZNum),
  yZ: z.array(ZNum),
  outliers: z.array(z.boolean()),
  own: z.array(ZOwnMark),
});

export const ZNominalStatistics = z.object({
  sampleId: z.number().int(),
  evaluationGroupId: z.number().int().nullable(),
  /** Labs (results) that reported a value. */
  n: z.number().int(),
  counts: z.array(
    z.object({ valueId: z.number().int(), name: ZLocalizedOut, count: z.number().int(), fraction: z.number(), accepted: z.boolean() }),
  ),
  acceptedCount: z.number().int(),
  /** Accepted / n, shown on the 0.6–1 axis; null without accepted values. */
  acceptedFraction: ZNum,
  own: z.array(ZOwnResult),
});

export const ZEvaluationReport = z.object({
  kind: ZReportKind,
  /** Nothing to show (survey.report.evaluation.noData): no run yet, or no result in it. */
  noData: z.boolean(),
  run: ZReportRun.nullable(),
  survey: ZReportSurvey,
  parameter: ZReportParameter,
  lab: ZReportLab,
  samples: z.array(ZReportSample),
  resultGroups: z.array(ZReportResultGroup),
  evaluationGroups: z.array(ZReportEvaluationGroup),
  statistics: z.array(ZStatisticsLine),
  histograms: z.array(ZHistogram),
  charts: z.array(ZChartSeries),
  youden: z.array(ZYoudenPlot),
  nominal: z.array(ZNominalStatistics),
});
export type TEvaluationReport = z.infer<typeof ZEvaluationReport>;
export type TOwnResult = z.infer<typeof ZOwnResult>;
export type TStatisticsLine = z.infer<typeof ZStatisticsLine>;
export type TReportSample = z.infer<typeof ZReportSample>;
export type TReportParameter = z.infer<typeof ZReportParameter>;
export type TReportEvaluationGroup = z.infer<typeof ZReportEvaluationGroup>;
export type TReportHistogram = z.infer<typeof ZHistogram>;
export type TChartSeries = z.infer<typeof ZChartSeries>;
export type TYoudenPlot = z.infer<typeof ZYoudenPlot>;
export type TNominalStatistics = z.infer<typeof ZNominalStatistics>;
export type TOwnMark = z.infer<typeof ZOwnMark>;
