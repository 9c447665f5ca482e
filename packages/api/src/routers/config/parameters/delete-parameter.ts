import { orgAdminProcedure } from '../../../trpc';
import { deleteParameter as deleteService } from '../../../services/config/parameters/delete-parameter';
import { ZOk } from '../../../services/shared.types';
import { ZParameterIdInput } from '../../../services/config/parameters/save-parameter.types';

/** 409 in_use_error while scheme versions, accreditations, targets or results use the parameter. */
export const deleteParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/params/{id}',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Delete a parameter',
      description: 'Deletes a parameter; 409 in_use_error while scheme versions, accreditations, targets or results use it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZParameterIdInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.id));
