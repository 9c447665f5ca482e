import type { CreatedAt } from './columns';

/** Labs taking part in a survey (filled from confirmed orders). */
export interface SurveyLabsTable {
  surveyId: number;
  labId: number;
  orgId: number;
  createdAt: CreatedAt;
}
