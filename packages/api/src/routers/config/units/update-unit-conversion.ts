import { orgAdminProcedure } from '../../../trpc';
import { saveUnitConversion } from '../../../services/config/units/save-unit-conversion';
import { ZUpdateUnitConversionInput } from './save-unit-conversion.types';
import { ZUnitConversion } from './unit.types';

export const updateUnitConversion = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/units/{unitId}/conversions/{conversionId}', protect: true, tags: ['config/units'] } })
  .input(ZUpdateUnitConversionInput)
  .output(ZUnitConversion)
  .mutation(({ ctx, input }) => saveUnitConversion(ctx, input, input.conversionId));
