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
  /** 'inline:<process id>' or 'bullmq'; null on runs recorded before runners were named. */
  runner: string | null;
  /** Last renewed by the run's holder while it is queued or running. */
  heartbeatAt: Timestamp | null;
  /** When the run's job reached its queue; null while the job outbox still has to send it. */
  enqueuedAt: Timestamp | null;
}
