import { orgAdminProcedure } from '../../../trpc';
import { deleteDimensionValue as deleteService } from '../../../services/config/dimensions/delete-dimension-value';
import { ZDimension } from './dimension.types';
import { ZDeleteDimensionValueInput } from './save-dimension-value.types';

/** DELETE /dimensions/{id}/values/nominal/{valueId} and /composite/{valueId}; 409 while the value is in use. */
export const deleteDimensionValue = orgAdminProcedure
  .meta({ openapi: { method: 'DELETE', path: '/dimensions/{id}/values/{type}/{valueId}', protect: true, tags: ['config/dimensions'] } })
  .input(ZDeleteDimensionValueInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => deleteService(ctx, input));
