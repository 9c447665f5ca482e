import type { SampleMergeEdge } from './merge-graph';
import type { AssignedValueSource, ReferenceSource } from './reference-values';

/** Which read model a run replaces: the pre-evaluation or the final evaluation. */
export type EvaluationKind = 'pre_evaluation' | 'evaluation';

/** Kind of an evaluation (peer) group: all labs, or labs sharing a context value. */
export type EvaluationGroupKind = 'all' | 'method' | 'instrument' | 'reagent' | 'custom';

/** How a result relates to its value ('<10' is a relation value). */
export type ResultRelation = '=' | '<' | '>' | '<=' | '>=';

/**
 * The report's chart series of a numeric statistics row, sorted by value (written by the evaluation
 * job, evaluation_statistics.chart): values with their z-scores, scaled values, outlier flags and
 * verdicts at the same index, and the result group of each point (own marks and Youden pairs; not
 * sent to other labs).
 */
export interface EvaluationChart {
  values: number[];
  zScores: Array<number | null>;
  scaled: Array<number | null>;
  outliers: boolean[];
  accepted: Array<boolean | null>;
  resultGroupIds: number[];
}

/** How one parameter of the evaluated survey is evaluated (scheme version settings). */
export interface EvaluationParameter {
  parameterId: number;
  valueType: 'numeric' | 'nominal';
  /** The evaluation unit (parameter_dimensions.unit_id of the evaluated dimension). */
  unitId: number | null;
  /** σpt as % of the assigned value; null: the robust SD of the group. */
  sigmaPtPercent: number | null;
  acceptancePercent: number | null;
  acceptanceAbsolute: number | null;
  /** Minimum number of exact values for scores (scheme_version_parameters.min_participants, else 8). */
  minN: number;
}

export interface EvaluationSample {
  id: number;
  surveyId: number;
  ordinal: number;
}

/** Reference value and acceptance criteria of a sample of the evaluated survey for a parameter. */
export interface EvaluationTarget {
  sampleId: number;
  parameterId: number;
  /** The assigned value X from outside the results (reference-values.ts); null: the consensus. */
  referenceValue: number | null;
  /** Where X comes from; null when stored without one (reported as 'unspecified'). */
  referenceSource: ReferenceSource | null;
  /** Standard uncertainty u(X). */
  referenceUncertainty: number | null;
  /** Fixed acceptance limit ± absolute around X (wins over the range and the scheme's tolerance). */
  fixedAcceptanceAbsolute: number | null;
  /** Fixed acceptance limit ± % of |X| around X. */
  fixedAcceptancePercent: number | null;
  acceptanceMin: number | null;
  acceptanceMax: number | null;
  target: number | null;
  acceptedValueIds: number[] | null;
}

export interface EvaluationGroupDefinition {
  id: number;
  surveyId: number;
  /** null: every parameter of the survey. */
  parameterId: number | null;
  kind: EvaluationGroupKind;
  dimensionId: string | null;
  valueId: number | null;
  mergeToEvaluationGroupId: number | null;
}

/** One validated result (lab × result group × parameter × sample) in the evaluation unit. */
export interface EvaluationResult {
  surveyId: number;
  labId: number;
  resultGroupId: number;
  parameterId: number;
  sampleId: number;
  /** Numeric parameters: the value in the evaluation unit (null when none or not convertible). */
  value: number | null;
  relation: ResultRelation | null;
  /** The lab's standard uncertainty u(x) in the evaluation unit (its uncertainty dimension), for ζ and Eₙ. */
  uncertainty: number | null;
  /** Nominal parameters: the chosen value ids. */
  valueIds: number[];
  /** The result group is hidden: scored, shown as hidden, left out of the statistics. */
  hidden: boolean;
}

/** A context value (method, instrument, …) of a lab's result group; sampleId null for all samples. */
export interface EvaluationContextValue {
  surveyId: number;
  labId: number;
  resultGroupId: number;
  parameterId: number;
  sampleId: number | null;
  dimensionId: string;
  valueId: number;
}

/** Everything the computation needs; loaded by loadEvaluationInput. */
export interface EvaluationInput {
  surveyId: number;
  parameters: EvaluationParameter[];
  /** Samples of the survey and of every survey merged with it. */
  samples: EvaluationSample[];
  targets: EvaluationTarget[];
  merges: SampleMergeEdge[];
  groups: EvaluationGroupDefinition[];
  results: EvaluationResult[];
  context: EvaluationContextValue[];
}

/** A row of evaluation_statistics without the run. */
export interface StatisticsRow {
  parameterId: number;
  sampleId: number;
  /** null: all labs. */
  evaluationGroupId: number | null;
  unitId: number | null;
  n: number;
  nOutliers: number;
  assignedValue: number | null;
  /** Where the assigned value comes from; null without one. */
  assignedValueSource: AssignedValueSource | null;
  sigmaPt: number | null;
  /** Standard uncertainty u(x_pt) of the assigned value. */
  uncertainty: number | null;
  robustMean: number | null;
  robustSd: number | null;
  median: number | null;
  mean: number | null;
  sd: number | null;
  min: number | null;
  max: number | null;
  cv: number | null;
  acceptanceMin: number | null;
  acceptanceMax: number | null;
  target: number | null;
  /** The bins of the automatic range and the values left below / above it (db EvaluationHistogram). */
  histogram: { bins: Array<{ from: number; to: number; count: number }>; below?: number; above?: number } | null;
  nominalCounts: Record<string, number> | null;
  /** Numeric rows: the report's chart series (attachChartSummaries); null for nominal rows. */
  chart?: ChartSummary | null;
}

/** Chart series of a parameter, sample and group, sorted by value (evaluation_statistics.chart). */
export type ChartSummary = EvaluationChart;

/** A row of evaluation_lab_results without the run. */
export interface LabResultRow {
  /** The result's own survey: the evaluated one, or a merged survey whose result pooled in. */
  surveyId: number;
  labId: number;
  parameterId: number;
  /** The evaluated survey's sample (for a merged-in result: the sample it pooled with). */
  sampleId: number;
  resultGroupId: number;
  evaluationGroupId: number | null;
  value: number | null;
  nominalValueId: number | null;
  relation: ResultRelation | null;
  unitId: number | null;
  zScore: number | null;
  zPrimeScore: number | null;
  /** ζ with the lab's and the assigned value's standard uncertainties. */
  zetaScore: number | null;
  /** Eₙ with expanded uncertainties (k = 2). */
  enScore: number | null;
  deviationPercent: number | null;
  scaledValue: number | null;
  accepted: boolean | null;
  outlier: boolean;
  hidden: boolean;
}

export interface EvaluationOutput {
  statistics: StatisticsRow[];
  labResults: LabResultRow[];
}
