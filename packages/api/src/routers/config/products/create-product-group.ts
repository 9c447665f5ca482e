import { orgAdminProcedure } from '../../../trpc';
import { saveProductGroup } from '../../../services/config/products/save-product-group';
import { ZCreateProductGroupInput } from '../../../services/config/products/product-groups.types';
import { ZProductGroup } from '../../../services/config/products/product.types';

export const createProductGroup = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/products/groups',
      protect: true,
      tags: ['config/products'],
      summary: 'Create a product group',
      description: 'Creates a product group with a name in some locale (spec 3 §5) and a unique ordinal (422 ordinal, type duplicateOrdinal). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateProductGroupInput)
  .output(ZProductGroup)
  .mutation(({ ctx, input }) => saveProductGroup(ctx, input, null));
