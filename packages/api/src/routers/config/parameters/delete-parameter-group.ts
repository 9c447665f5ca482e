import { orgAdminProcedure } from '../../../trpc';
import { deleteParameterGroup as deleteService } from '../../../services/config/parameters/delete-parameter-group';
import { ZDeleteParameterGroupInput } from '../../../services/config/parameters/parameter-groups.types';
import { ZOk } from '../../../services/shared.types';

/** 409 in_use_error while parameters belong to the group. */
export const deleteParameterGroup = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/params/param_groups/{id}',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Delete a parameter group',
      description: "Deletes a parameter group; 409 in_use_error while a parameter or a scheme version's parameter is in it. Organisation users only: lab users get 403.",
    },
  })
  .input(ZDeleteParameterGroupInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.id));
