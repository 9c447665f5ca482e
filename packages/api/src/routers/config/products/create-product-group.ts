import { orgAdminProcedure } from '../../../trpc';
import { saveProductGroup } from '../../../services/config/products/save-product-group';
import { ZCreateProductGroupInput } from './product-groups.types';
import { ZProductGroup } from './product.types';

export const createProductGroup = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/products/groups', protect: true, tags: ['config/products'] } })
  .input(ZCreateProductGroupInput)
  .output(ZProductGroup)
  .mutation(({ ctx, input }) => saveProductGroup(ctx, input, null));
