import type { CreatedAt, Generated, Timestamp } from './columns';

export type JobRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** Shared status of a long job (copy, evaluation, document generation) for polling. */
export interface JobRunsTable {
  id: Generated<number>;
  kind: string;
  /** e.g. 'products-copy:org1:2018' */
  key: string;
  status: JobRunStatus;
  progress: Generated<number>;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
}
