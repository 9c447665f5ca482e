import type { CreatedAt, Generated } from './columns';

/**
 * An uploaded result document: the integer id that result payloads and events carry as `fileId`,
 * pointing at the content in `files`. Uploaded for one lab, survey, parameter and dimension.
 */
export interface ResultFilesTable {
  id: Generated<number>;
  fileId: string;
  labId: number;
  surveyId: number;
  parameterId: number;
  dimensionId: string;
  createdAt: CreatedAt;
  createdBy: number | null;
}
