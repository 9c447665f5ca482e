import { orgAdminProcedure } from '../../../trpc';
import { deleteUnitConversion as deleteService } from '../../../services/config/units/delete-unit-conversion';
import { ZOk } from '../../../services/shared.types';
import { ZDeleteUnitConversionInput } from '../../../services/config/units/save-unit-conversion.types';

export const deleteUnitConversion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/units/{unitId}/conversions/{conversionId}',
      protect: true,
      tags: ['config/units'],
      summary: 'Delete a unit conversion',
      description: 'Deletes a conversion of the unit; 404 for an unknown conversion. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteUnitConversionInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.unitId, input.conversionId));
