import { orgAdminProcedure } from '../../../trpc';
import { saveParameterGroup } from '../../../services/config/parameters/save-parameter-group';
import { ZCreateParameterGroupInput } from '../../../services/config/parameters/parameter-groups.types';
import { ZParameterGroup } from '../../../services/config/parameters/parameter.types';

export const createParameterGroup = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/params/param_groups',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Create a parameter group',
      description: 'Creates a parameter group with a name in some locale and a unique ordinal (422 ordinal, type duplicateOrdinal; default the next one). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateParameterGroupInput)
  .output(ZParameterGroup)
  .mutation(({ ctx, input }) => saveParameterGroup(ctx, input, null));
