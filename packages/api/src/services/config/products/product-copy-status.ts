import type { Kysely } from 'kysely';
import { type DB, type JobRun, latestJobRun } from '@eqa/db';
import type { TProductCopyStatus } from './copy-products.types';
import { jobRunOut } from '../job-run-out';

export const PRODUCT_COPY_JOB = 'products.copy';

/** The job_runs key of a copy into `year` for an org. */
export function productCopyKey(orgId: number, year: number): string {
  return `org${orgId}:${year}`;
}

/** The copy status of a year: the latest run (if any) and the year's product count. */
export async function productCopyStatus(db: Kysely<DB>, orgId: number, year: number, run?: JobRun | null): Promise<TProductCopyStatus> {
  const latest = run === undefined ? await latestJobRun(db, PRODUCT_COPY_JOB, productCopyKey(orgId, year)) : run;
  const count = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', orgId)
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  return {
    year,
    state: latest ? latest.status : 'not_started',
    productCount: Number(count.n),
    jobRun: latest ? jobRunOut(latest) : null,
  };
}
