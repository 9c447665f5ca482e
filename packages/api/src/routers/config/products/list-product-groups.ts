import { orgAdminProcedure } from '../../../trpc';
import { listProductGroups as listService } from '../../../services/config/products/list-product-groups';
import { ZListProductGroupsInput, ZListProductGroupsOutput } from '../../../services/config/products/product-groups.types';

export const listProductGroups = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/products/groups',
      protect: true,
      tags: ['config/products'],
      summary: 'List product groups',
      description: "The organisation's product groups, by ordinal. Organisation users only: lab users get 403.",
    },
  })
  .input(ZListProductGroupsInput)
  .output(ZListProductGroupsOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId));
