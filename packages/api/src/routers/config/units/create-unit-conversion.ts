import { orgAdminProcedure } from '../../../trpc';
import { saveUnitConversion } from '../../../services/config/units/save-unit-conversion';
import { ZCreateUnitConversionInput } from './save-unit-conversion.types';
import { ZUnitConversion } from './unit.types';

export const createUnitConversion = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/units/{unitId}/conversions', protect: true, tags: ['config/units'] } })
  .input(ZCreateUnitConversionInput)
  .output(ZUnitConversion)
  .mutation(({ ctx, input }) => saveUnitConversion(ctx, input, null));
