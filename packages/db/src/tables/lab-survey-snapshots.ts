import type { ColumnType } from 'kysely';
import type { LabSurveyState } from '@eqa/core';
import type { CreatedAt } from './columns';

/**
 * The lab-survey write model (core LabSurveyState) as of `streamVersion` of its stream: a cache of
 * the events kept by handleLabSurveyCommand (see 20261121006000_lab_survey_snapshots).
 */
export interface LabSurveySnapshotsTable {
  streamId: string;
  /** LAB_SURVEY_SNAPSHOT_SCHEMA of the code that wrote it; another value is ignored. */
  schemaVersion: number;
  streamVersion: number;
  state: ColumnType<LabSurveyState, LabSurveyState, LabSurveyState>;
  updatedAt: CreatedAt;
}
