import type { Generated, Numeric } from './columns';

/** Reference value and acceptance criteria of a parameter on a sample (numeric range or nominal values). */
export interface SampleTargetsTable {
  id: Generated<number>;
  surveyId: number;
  sampleId: number;
  parameterId: number;
  referenceValue: Numeric | null;
  acceptanceMin: Numeric | null;
  acceptanceMax: Numeric | null;
  target: Numeric | null;
  /** Accepted nominal value ids (int[]) for nominal parameters. */
  acceptedValueIds: number[] | null;
  unitId: number | null;
}
