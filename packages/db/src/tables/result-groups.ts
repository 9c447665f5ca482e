import type { CreatedAt, Generated } from './columns';

/** A lab's set of results in a survey (e.g. one per instrument). name null = default name from the ordinal. */
export interface ResultGroupsTable {
  id: Generated<number>;
  surveyId: number;
  labId: number;
  name: string | null;
  comment: string | null;
  ordinal: Generated<number>;
  hidden: Generated<boolean>;
  createdAt: CreatedAt;
}
