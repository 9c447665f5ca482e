import { orgAdminProcedure } from '../../../trpc';
import { updateDimension as updateService } from '../../../services/config/dimensions/update-dimension';
import { ZDimension } from '../../../services/config/dimensions/dimension.types';
import { ZUpdateDimensionInput } from '../../../services/config/dimensions/save-dimension.types';

export const updateDimension = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/dimensions/{id}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Update a dimension',
      description: "Changes a dimension's name, ordinal (unique) and type-specific settings; the value type only while the dimension is deletable (422 otherwise). Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateDimensionInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => updateService(ctx, input));
