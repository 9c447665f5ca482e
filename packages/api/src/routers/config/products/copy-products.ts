import { orgAdminProcedure } from '../../../trpc';
import { startProductCopy } from '../../../services/config/products/start-product-copy';
import { ZCopyProductsBody, ZCopyProductsInput, ZProductCopyStatus } from '../../../services/config/products/copy-products.types';

const WHAT =
  "Starts a products.copy job that copies the previous year's products into an empty year, and answers its status (poll the copy check). 409 products_exist when the year has products, 422 year when the year before has none, 409 job_running while a copy of the year runs, 503 when the job queue is unavailable. Organisation users only: lab users get 403.";

/**
 * Spec 3 §7 "GET copy with year": starts the copy as a job and answers its status (a mutation behind
 * GET, as the spec names it; a second start while one runs is 409 job_running). Its POST twin
 * (issue 36) is the one integrators use.
 */
export const copyProducts = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/products/copy',
      protect: true,
      deprecated: true,
      tags: ['config/products'],
      summary: "Copy last year's products into a year (GET)",
      description: `${WHAT} A mutation behind GET, as spec 3 §7 names it; integrators use POST /orgs/{orgId}/products/copy with {"year"} in the body.`,
    },
  })
  .input(ZCopyProductsInput)
  .output(ZProductCopyStatus)
  .mutation(({ ctx, input }) => startProductCopy(ctx, input));

/** POST /orgs/{orgId}/products/copy (issue 36): the GET's write as a POST, the year in a JSON body. */
export const startCopyProducts = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/products/copy',
      protect: true,
      tags: ['config/products'],
      summary: "Copy last year's products into a year",
      description: `${WHAT} The POST twin of the spec's GET, for integrators.`,
    },
  })
  .input(ZCopyProductsBody)
  .output(ZProductCopyStatus)
  .mutation(({ ctx, input }) => startProductCopy(ctx, input));
