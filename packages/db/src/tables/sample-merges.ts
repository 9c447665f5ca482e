import type { CreatedAt, Generated } from './columns';

/** Results of a sample are evaluated together with another survey's sample (optionally one parameter only). */
export interface SampleMergesTable {
  id: Generated<number>;
  surveyId: number;
  sampleId: number;
  mergeToSurveyId: number;
  mergeToSampleId: number;
  parameterId: number | null;
  createdAt: CreatedAt;
}
