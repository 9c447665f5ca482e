import type { JobName, JobPayloads } from './job-contracts';

/** What names a run's job in a queue: the run's id and when it was created. */
export interface JobRunRef {
  id: number;
  createdAt: Date;
}

export interface EnqueueOptions {
  /**
   * The job_runs row (from startJobRun) that this job reports its status and result to: its id, and
   * its created_at, which makes the queue's job id unique even after a database restore reset the
   * ids (runJobId).
   */
  jobRun?: JobRunRef;
  /** Runs the job no earlier than this many milliseconds from now. */
  delayMs?: number;
}

/**
 * The producer side of the background jobs: BullMQ queues on Redis, or the in-process runner.
 * enqueue validates the payload and returns once the job is queued, never after it ran.
 * Enqueue after the transaction that wrote the job's rows has committed.
 */
export interface Jobs {
  mode: 'inline' | 'bullmq';
  /**
   * Who holds the runs started through these jobs (job_runs.runner): 'inline:<process id>' for the
   * in-process runner, whose jobs end with the process, or 'bullmq', whose jobs wait in Redis.
   */
  runner: string;
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  /**
   * Resolves when nothing is queued, delayed or running any more (inline: this process's jobs;
   * bullmq: the queues, which needs a worker). For tests and orderly shutdowns.
   */
  idle(): Promise<void>;
  close(): Promise<void>;
}
