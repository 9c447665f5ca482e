import { orgAdminProcedure } from '../../../trpc';
import { listProducts as listService } from '../../../services/config/products/list-products';
import { ZListProductsInput, ZListProductsOutput } from './list-products.types';

export const listProducts = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/products', protect: true, tags: ['config/products'] } })
  .input(ZListProductsInput)
  .output(ZListProductsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
