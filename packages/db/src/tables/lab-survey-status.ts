import type { ChangedAt, Timestamp } from './columns';

/**
 * Projection: one row per lab and survey with any result event. Validation status (at, by whom),
 * whether results exist and how many values. Feeds the validation
 * status of survey lists and the lab statistics.
 */
export interface LabSurveyStatusTable {
  labId: number;
  surveyId: number;
  validated: boolean;
  validatedAt: Timestamp | null;
  validatedBy: number | null;
  validatedByName: string | null;
  hasResults: boolean;
  /** The number of current values (rows of result_values) of the lab in the survey. */
  resultCount: number;
  lastEventAt: Timestamp;
  streamVersion: number;
  /** When the row last changed (database clock; updatedSince). */
  changedAt: ChangedAt;
}
