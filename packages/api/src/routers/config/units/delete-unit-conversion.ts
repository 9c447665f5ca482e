import { orgAdminProcedure } from '../../../trpc';
import { deleteUnitConversion as deleteService } from '../../../services/config/units/delete-unit-conversion';
import { ZOk } from '../../shared.types';
import { ZDeleteUnitConversionInput } from './save-unit-conversion.types';

export const deleteUnitConversion = orgAdminProcedure
  .meta({ openapi: { method: 'DELETE', path: '/units/{unitId}/conversions/{conversionId}', protect: true, tags: ['config/units'] } })
  .input(ZDeleteUnitConversionInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.unitId, input.conversionId));
