import { orgAdminProcedure } from '../../../trpc';
import { checkProductCopy as checkService } from '../../../services/config/products/check-product-copy';
import { ZCopyProductsInput, ZProductCopyStatus } from '../../../services/config/products/copy-products.types';

/** GET /orgs/{orgId}/products/copy/check?year= (polled every 5 s while running, spec 3 §9). */
export const checkProductCopy = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/products/copy/check',
      protect: true,
      tags: ['config/products'],
      summary: 'Get the status of a product copy',
      description: 'The latest copy of products into the year (not_started when none); the client polls it while the copy runs (spec 3 §9). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCopyProductsInput)
  .output(ZProductCopyStatus)
  .query(({ ctx, input }) => checkService(ctx, input));
