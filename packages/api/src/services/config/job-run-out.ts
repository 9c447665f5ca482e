import type { JobRun } from '@eqa/db';
import type { TJobRun } from './config.types';
import { iso, isoOrNull } from './values';

/** A job_runs row on the wire. */
export function jobRunOut(run: JobRun): TJobRun {
  return {
    id: run.id,
    kind: run.kind,
    key: run.key,
    status: run.status,
    progress: run.progress,
    result: run.result,
    error: run.error,
    createdAt: iso(run.createdAt),
    startedAt: isoOrNull(run.startedAt),
    finishedAt: isoOrNull(run.finishedAt),
  };
}
