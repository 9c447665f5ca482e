import { orgAdminProcedure } from '../../../trpc';
import { deleteUnit as deleteUnitService } from '../../../services/config/units/delete-unit';
import { ZOk } from '../../../services/shared.types';
import { ZDeleteUnitInput } from '../../../services/config/units/delete-unit.types';

/** 409 in_use_error while a dimension, parameter, target or result uses the unit. */
export const deleteUnit = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/units/{id}',
      protect: true,
      tags: ['config/units'],
      summary: 'Delete a unit',
      description: 'Deletes a unit with its conversions; 409 in_use_error while a dimension, parameter, target or result uses it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteUnitInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteUnitService(ctx, input.id));
