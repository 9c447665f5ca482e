import { orgAdminProcedure } from '../../../trpc';
import { listProductGroups as listService } from '../../../services/config/products/list-product-groups';
import { ZListProductGroupsInput, ZListProductGroupsOutput } from './product-groups.types';

export const listProductGroups = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/products/groups', protect: true, tags: ['config/products'] } })
  .input(ZListProductGroupsInput)
  .output(ZListProductGroupsOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId));
