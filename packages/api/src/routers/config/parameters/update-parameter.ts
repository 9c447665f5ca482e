import { orgAdminProcedure } from '../../../trpc';
import { updateParameter as updateService } from '../../../services/config/parameters/update-parameter';
import { ZParameter } from '../../../services/config/parameters/parameter.types';
import { ZUpdateParameterInput } from '../../../services/config/parameters/save-parameter.types';

export const updateParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/params/{id}',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Update a parameter',
      description: "Changes a parameter's title (name), subtitle (qualifier), hidden flag, group and ordinal. Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateParameterInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => updateService(ctx, input));
