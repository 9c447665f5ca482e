import { orgAdminProcedure } from '../../../trpc';
import { saveParameterGroup } from '../../../services/config/parameters/save-parameter-group';
import { ZUpdateParameterGroupInput } from '../../../services/config/parameters/parameter-groups.types';
import { ZParameterGroup } from '../../../services/config/parameters/parameter.types';

export const updateParameterGroup = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/params/param_groups/{id}',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Update a parameter group',
      description: 'Renames or reorders a parameter group (a name in some locale, a unique ordinal); 404 for an unknown group. Organisation users only: lab users get 403.',
    },
  })
  .input(ZUpdateParameterGroupInput)
  .output(ZParameterGroup)
  .mutation(({ ctx, input }) => saveParameterGroup(ctx, input, input.id));
