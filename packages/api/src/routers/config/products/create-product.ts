import { orgAdminProcedure } from '../../../trpc';
import { saveProduct } from '../../../services/config/products/save-product';
import { ZProduct } from './product.types';
import { ZCreateProductInput } from './save-product.types';

export const createProduct = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/products', protect: true, tags: ['config/products'] } })
  .input(ZCreateProductInput)
  .output(ZProduct)
  .mutation(({ ctx, input }) => saveProduct(ctx, input, null));
