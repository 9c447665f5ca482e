import { orgAdminProcedure } from '../../../trpc';
import { saveUnitConversion } from '../../../services/config/units/save-unit-conversion';
import { ZUpdateUnitConversionInput } from '../../../services/config/units/save-unit-conversion.types';
import { ZUnitConversion } from '../../../services/config/units/unit.types';

export const updateUnitConversion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/units/{unitId}/conversions/{conversionId}',
      protect: true,
      tags: ['config/units'],
      summary: 'Update a unit conversion',
      description: "Changes a conversion's factor, target unit and parameter, with the same rules as on create (422); 404 for an unknown conversion. Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateUnitConversionInput)
  .output(ZUnitConversion)
  .mutation(({ ctx, input }) => saveUnitConversion(ctx, input, input.conversionId));
