import type { EvaluationKind } from '@eqa/core';
import type { ChangedAt, CreatedAt, Generated, Timestamp } from './columns';

export type { EvaluationKind };
export type EvaluationRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** One computation of a survey's statistics; reports read the latest succeeded run per kind. */
export interface EvaluationRunsTable {
  id: Generated<number>;
  surveyId: number;
  kind: EvaluationKind;
  status: Generated<EvaluationRunStatus>;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  jobRunId: number | null;
  error: string | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  /**
   * The high-water mark of the result events (events.global_position) of the evaluated surveys when
   * the run read the results; null: unknown (runs from before it was kept).
   */
  resultsPosition: Generated<number | null>;
  /** When the row last changed (database clock; updatedSince). */
  changedAt: ChangedAt;
}
