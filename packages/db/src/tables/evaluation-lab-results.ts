import type { ResultRelation } from '@eqa/core';
import type { CreatedAt, Generated, Numeric } from './columns';

export type { ResultRelation };

/** A lab's evaluated result of a parameter on a sample (value in the evaluation unit). */
export interface EvaluationLabResultsTable {
  id: Generated<number>;
  runId: number;
  surveyId: number;
  labId: number;
  parameterId: number;
  sampleId: number;
  resultGroupId: number | null;
  evaluationGroupId: number | null;
  value: Numeric | null;
  nominalValueId: number | null;
  relation: ResultRelation | null;
  unitId: number | null;
  zScore: Numeric | null;
  zPrimeScore: Numeric | null;
  /** ζ with standard uncertainties (the lab reported its own). */
  zetaScore: Numeric | null;
  /** Eₙ with expanded uncertainties (k = 2). */
  enScore: Numeric | null;
  deviationPercent: Numeric | null;
  /** Position in the acceptance range: min 0, target 0.5, max 1. */
  scaledValue: Numeric | null;
  accepted: boolean | null;
  outlier: Generated<boolean>;
  hidden: Generated<boolean>;
  createdAt: CreatedAt;
}
