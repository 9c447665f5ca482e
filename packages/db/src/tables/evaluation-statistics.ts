import type { AssignedValueSource, EvaluationChart } from '@eqa/core';
import type { CreatedAt, Generated, Numeric } from './columns';

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface EvaluationHistogram {
  bins: HistogramBin[];
  /**
   * Values left outside the bins' range (the automatic range is the bulk's, core histogramRange); JSON
   * of runs written before these counts has none, read as 0.
   */
  below?: number;
  above?: number;
}

/** Count of each nominal value id (key = value id as string). */
export type NominalCounts = Record<string, number>;

export type { EvaluationChart };

/** Statistics of a parameter on a sample within an evaluation group (null group = all labs). */
export interface EvaluationStatisticsTable {
  id: Generated<number>;
  runId: number;
  surveyId: number;
  parameterId: number;
  sampleId: number;
  evaluationGroupId: number | null;
  unitId: number | null;
  n: Generated<number>;
  nOutliers: Generated<number>;
  assignedValue: Numeric | null;
  /** consensus, a reference source, or unspecified; null without an assigned value (and in runs before the column). */
  assignedValueSource: AssignedValueSource | null;
  sigmaPt: Numeric | null;
  uncertainty: Numeric | null;
  robustMean: Numeric | null;
  robustSd: Numeric | null;
  median: Numeric | null;
  mean: Numeric | null;
  sd: Numeric | null;
  min: Numeric | null;
  max: Numeric | null;
  /** Coefficient of variation in %. */
  cv: Numeric | null;
  acceptanceMin: Numeric | null;
  acceptanceMax: Numeric | null;
  target: Numeric | null;
  histogram: EvaluationHistogram | null;
  nominalCounts: NominalCounts | null;
  /** Numeric rows: the report's chart series; null for nominal rows and runs written before it. */
  chart: EvaluationChart | null;
  createdAt: CreatedAt;
}
