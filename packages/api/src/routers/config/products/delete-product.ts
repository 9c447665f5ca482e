import { orgAdminProcedure } from '../../../trpc';
import { deleteProduct as deleteService } from '../../../services/config/products/delete-product';
import { ZOk } from '../../../services/shared.types';
import { ZDeleteProductInput } from '../../../services/config/products/save-product.types';

/** 409 in_use_error while orders refer to the product. */
export const deleteProduct = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/products/{id}',
      protect: true,
      tags: ['config/products'],
      summary: 'Delete a product',
      description: 'Deletes a product; 409 in_use_error while orders refer to it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteProductInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id));
