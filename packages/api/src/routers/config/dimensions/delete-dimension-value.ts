import { orgAdminProcedure } from '../../../trpc';
import { deleteDimensionValue as deleteService } from '../../../services/config/dimensions/delete-dimension-value';
import { ZDimension } from '../../../services/config/dimensions/dimension.types';
import { ZDeleteDimensionValueInput } from '../../../services/config/dimensions/save-dimension-value.types';

/** DELETE /dimensions/{id}/values/nominal/{valueId} and /composite/{valueId}; 409 while the value is in use. */
export const deleteDimensionValue = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/dimensions/{id}/values/{type}/{valueId}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Delete a nominal value or a component',
      description: 'Deletes a nominal value or a composite component of a dimension. 409 in_use_error while parameters allow the value, results hold it or evaluation groups and targets name it (mark it deprecated instead), or while results of the composite dimension exist. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteDimensionValueInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => deleteService(ctx, input));
