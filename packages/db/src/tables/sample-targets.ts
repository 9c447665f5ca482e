import type { ReferenceSource } from '@eqa/core';
import type { Generated, Numeric } from './columns';

/** Reference value and acceptance criteria of a parameter on a sample (numeric range or nominal values). */
export interface SampleTargetsTable {
  id: Generated<number>;
  surveyId: number;
  sampleId: number;
  parameterId: number;
  /** The assigned value X from outside the results (core reference-values.ts). */
  referenceValue: Numeric | null;
  referenceSource: ReferenceSource | null;
  /** Standard uncertainty u(X), ≥ 0. */
  referenceUncertainty: Numeric | null;
  /** Fixed acceptance limit ± absolute around X (needs X; not with acceptance_percent). */
  acceptanceAbsolute: Numeric | null;
  /** Fixed acceptance limit ± % of |X| around X. */
  acceptancePercent: Numeric | null;
  acceptanceMin: Numeric | null;
  acceptanceMax: Numeric | null;
  target: Numeric | null;
  /** Accepted nominal value ids (int[]) for nominal parameters. */
  acceptedValueIds: number[] | null;
  unitId: number | null;
}
