import { orgAdminProcedure } from '../../../trpc';
import { saveProductGroup } from '../../../services/config/products/save-product-group';
import { ZUpdateProductGroupInput } from '../../../services/config/products/product-groups.types';
import { ZProductGroup } from '../../../services/config/products/product.types';

export const updateProductGroup = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/products/groups/{id}',
      protect: true,
      tags: ['config/products'],
      summary: 'Update a product group',
      description: "Changes a product group's name and ordinal (unique: 422 ordinal, type duplicateOrdinal); 404 for an unknown group. Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateProductGroupInput)
  .output(ZProductGroup)
  .mutation(({ ctx, input }) => saveProductGroup(ctx, input, input.id));
