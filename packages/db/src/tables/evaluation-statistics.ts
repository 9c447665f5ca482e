import type { CreatedAt, Generated, Numeric } from './columns';

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface EvaluationHistogram {
  bins: HistogramBin[];
}

/** Count of each nominal value id (key = value id as string). */
export type NominalCounts = Record<string, number>;

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
  createdAt: CreatedAt;
}
