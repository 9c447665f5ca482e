import type { ColumnType } from 'kysely';
import type { LabResultGroup, ResultHistoryAction, ResultSource, ResultValueData } from '@eqa/core';
import type { Timestamp } from './columns';

/** What a history entry shows beyond its columns. */
export interface ResultHistoryDetails {
  /** The dimensions the event touched. */
  dimensions: string[];
  /** The values set (create, update). */
  values: ResultValueData[];
  /** The values before the event (update, delete). */
  previousValues: ResultValueData[];
  /** A result group update: the new name and comment. */
  resultGroup: LabResultGroup | null;
  /** Where the values came from when not from the form (an import); absent: the form. */
  source?: ResultSource;
}

/**
 * Projection: one entry per result event, what the survey history dialog lists and filters by
 * user, parameter, result group and sample. Keyed by the event's global position.
 */
export interface ResultHistoryTable {
  globalPosition: number;
  labId: number;
  surveyId: number;
  streamVersion: number;
  eventType: string;
  createdAt: Timestamp;
  action: ResultHistoryAction;
  userId: number | null;
  userName: string | null;
  parameterId: number | null;
  resultGroupId: number | null;
  sampleId: number | null;
  details: ColumnType<ResultHistoryDetails, ResultHistoryDetails, ResultHistoryDetails>;
}
