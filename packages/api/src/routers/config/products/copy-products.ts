import { orgAdminProcedure } from '../../../trpc';
import { startProductCopy } from '../../../services/config/products/start-product-copy';
import { ZCopyProductsInput, ZProductCopyStatus } from './copy-products.types';

/**
 * Spec 3 §7 "GET copy with year": starts the copy as a job and answers its status (a mutation behind
 * GET, as the spec names it; a second start while one runs is 409 job_running).
 */
export const copyProducts = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/products/copy', protect: true, tags: ['config/products'] } })
  .input(ZCopyProductsInput)
  .output(ZProductCopyStatus)
  .mutation(({ ctx, input }) => startProductCopy(ctx, input));
