import { orgAdminProcedure } from '../../../trpc';
import { saveUnitConversion } from '../../../services/config/units/save-unit-conversion';
import { ZCreateUnitConversionInput } from '../../../services/config/units/save-unit-conversion.types';
import { ZUnitConversion } from '../../../services/config/units/unit.types';

export const createUnitConversion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/units/{unitId}/conversions',
      protect: true,
      tags: ['config/units'],
      summary: 'Create a unit conversion',
      description: 'Adds a conversion from the unit: a positive factor, a target unit other than the unit itself and an optional parameter that makes it parameter-specific; one conversion per (from, to, parameter), else 422. Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateUnitConversionInput)
  .output(ZUnitConversion)
  .mutation(({ ctx, input }) => saveUnitConversion(ctx, input, null));
