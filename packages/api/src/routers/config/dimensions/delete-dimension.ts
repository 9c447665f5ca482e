import { orgAdminProcedure } from '../../../trpc';
import { deleteDimension as deleteService } from '../../../services/config/dimensions/delete-dimension';
import { ZOk } from '../../../services/shared.types';
import { ZDeleteDimensionInput } from '../../../services/config/dimensions/save-dimension.types';

/** 409 in_use_error unless deletable (no parameters, no values). */
export const deleteDimension = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/dimensions/{id}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Delete a dimension',
      description: 'Deletes a deletable dimension (no parameters, no values; spec 3 §3); otherwise 409 in_use_error. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteDimensionInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.id));
