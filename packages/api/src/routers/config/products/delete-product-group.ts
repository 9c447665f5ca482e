import { orgAdminProcedure } from '../../../trpc';
import { deleteProductGroup as deleteService } from '../../../services/config/products/delete-product-group';
import { ZOk } from '../../../services/shared.types';
import { ZDeleteProductGroupInput } from '../../../services/config/products/product-groups.types';

/** 409 in_use_error while products belong to the group. */
export const deleteProductGroup = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/products/groups/{id}',
      protect: true,
      tags: ['config/products'],
      summary: 'Delete a product group',
      description: 'Deletes a product group; 409 in_use_error while products belong to it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteProductGroupInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id));
