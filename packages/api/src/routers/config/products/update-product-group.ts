import { orgAdminProcedure } from '../../../trpc';
import { saveProductGroup } from '../../../services/config/products/save-product-group';
import { ZUpdateProductGroupInput } from './product-groups.types';
import { ZProductGroup } from './product.types';

export const updateProductGroup = orgAdminProcedure
  .meta({ openapi: { method: 'PUT', path: '/orgs/{orgId}/products/groups/{id}', protect: true, tags: ['config/products'] } })
  .input(ZUpdateProductGroupInput)
  .output(ZProductGroup)
  .mutation(({ ctx, input }) => saveProductGroup(ctx, input, input.id));
