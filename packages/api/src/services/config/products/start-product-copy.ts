import { startJob } from '@eqa/db';
import { API_MESSAGES, AppError, type Logger } from '@eqa/core';
import type { TCopyProductsInput, TProductCopyStatus } from './copy-products.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { PRODUCT_COPY_JOB, productCopyKey, productCopyStatus } from './product-copy-status';

/**
 * GET /orgs/{orgId}/products/copy?year= (spec 3 §4): copies last year's products into an empty year
 * as a products.copy job. 409 products_exist when the year has products, 422 year when the year
 * before has none, 409 job_running while a copy of the year runs.
 */
export async function startProductCopy(ctx: Pick<AdminContext, 'db' | 'session' | 'jobs'> & { logger: Pick<Logger, 'warn'> }, input: TCopyProductsInput): Promise<TProductCopyStatus> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const count = async (year: number) =>
    Number(
      (
        await ctx.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('orgId', '=', input.orgId)
          .where('year', '=', year)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count(input.year)) > 0) throw AppError.conflict(`${input.year} already has products`, 'products_exist');
  if ((await count(input.year - 1)) === 0) throw AppError.constraint('year', API_MESSAGES.noProductsToCopy, undefined, { year: input.year - 1 });
  const run = await startJob(ctx.db, ctx.jobs, {
    name: PRODUCT_COPY_JOB,
    key: productCopyKey(input.orgId, input.year),
    payload: { orgId: input.orgId, year: input.year },
    createdBy: ctx.session.user.id,
  }, ctx.logger);
  return productCopyStatus(ctx.db, input.orgId, input.year, run);
}
