import type { Kysely } from 'kysely';
import { type DB, type JobRun, latestJobRun } from '@eqa/db';
import type { TOrderCopyStatus } from './copy-orders.types';
import { isoOrNull } from '../config/values';

export const ORDER_COPY_JOB = 'orders.copy';

/** The job_runs key of a copy into `year` of a lab's orders at an org: one run at a time per key. */
export function orderCopyKey(labId: number, orgId: number, year: number): string {
  return `lab${labId}:org${orgId}:${year}`;
}

function count(result: Record<string, unknown> | null, key: 'copied' | 'differences'): number | null {
  const orgs = result?.orgs;
  if (!Array.isArray(orgs)) return null;
  return orgs.reduce((sum: number, org: unknown) => {
    const value = (org as Record<string, unknown> | null)?.[key];
    return sum + (typeof value === 'number' ? value : 0);
  }, 0);
}

/** A copy run (or none) on the wire. */
export function orderCopyStatusOf(year: number, run: JobRun | null): TOrderCopyStatus {
  const state = run ? run.status : 'not_started';
  const finished = state === 'succeeded';
  return {
    year,
    state,
    started: run !== null,
    running: state === 'queued' || state === 'running',
    finished,
    failed: state === 'failed',
    progress: run?.progress ?? 0,
    error: run?.error ?? null,
    createdAt: isoOrNull(run?.createdAt ?? null),
    finishedAt: isoOrNull(run?.finishedAt ?? null),
    copied: finished ? count(run?.result ?? null, 'copied') : null,
    differences: finished ? count(run?.result ?? null, 'differences') : null,
  };
}

/** The latest copy into `year` of the lab's orders at the org. */
export async function orderCopyStatus(db: Kysely<DB>, labId: number, orgId: number, year: number): Promise<TOrderCopyStatus> {
  return orderCopyStatusOf(year, await latestJobRun(db, ORDER_COPY_JOB, orderCopyKey(labId, orgId, year)));
}
