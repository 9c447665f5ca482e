import { orgAdminProcedure } from '../../../trpc';
import { saveProduct } from '../../../services/config/products/save-product';
import { ZProduct } from '../../../services/config/products/product.types';
import { ZUpdateProductInput } from '../../../services/config/products/save-product.types';

export const updateProduct = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/products/{id}',
      protect: true,
      tags: ['config/products'],
      summary: 'Update a product',
      description: 'Saves a product with every validity rule of spec 3 §5; the type is fixed once saved. Variants and options keep their ids (orders refer to them); prices are rewritten. A broken rule is 422 with param; 404 for an unknown product. Organisation users only: lab users get 403.',
    },
  })
  .input(ZUpdateProductInput)
  .output(ZProduct)
  .mutation(({ ctx, input }) => saveProduct(ctx, input, input.id));
