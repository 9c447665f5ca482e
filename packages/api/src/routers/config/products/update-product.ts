import { orgAdminProcedure } from '../../../trpc';
import { saveProduct } from '../../../services/config/products/save-product';
import { ZProduct } from './product.types';
import { ZUpdateProductInput } from './save-product.types';

export const updateProduct = orgAdminProcedure
  .meta({ openapi: { method: 'PUT', path: '/orgs/{orgId}/products/{id}', protect: true, tags: ['config/products'] } })
  .input(ZUpdateProductInput)
  .output(ZProduct)
  .mutation(({ ctx, input }) => saveProduct(ctx, input, input.id));
