import { orgAdminProcedure } from '../../../trpc';
import { listProducts as listService } from '../../../services/config/products/list-products';
import { ZListProductsInput, ZListProductsOutput } from '../../../services/config/products/list-products.types';

export const listProducts = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/products',
      protect: true,
      tags: ['config/products'],
      summary: 'List the products of a year',
      description: "The organisation's products of a year, by group ordinal, then product ordinal (spec 3 §2). Organisation users only: lab users get 403.",
    },
  })
  .input(ZListProductsInput)
  .output(ZListProductsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
