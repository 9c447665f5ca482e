import { orgAdminProcedure } from '../../../trpc';
import { saveProduct } from '../../../services/config/products/save-product';
import { ZProduct } from '../../../services/config/products/product.types';
import { ZCreateProductInput } from '../../../services/config/products/save-product.types';

export const createProduct = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/products',
      protect: true,
      tags: ['config/products'],
      summary: 'Create a product',
      description: "Creates a product of the organisation with every validity rule of spec 3 §5 (type, variants, options, prices, countries, currencies, rounds and surveys of the product's year); a broken rule is 422 with param naming the field. Organisation users only: lab users get 403.",
    },
  })
  .input(ZCreateProductInput)
  .output(ZProduct)
  .mutation(({ ctx, input }) => saveProduct(ctx, input, null));
