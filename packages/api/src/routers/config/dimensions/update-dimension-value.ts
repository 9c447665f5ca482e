import { orgAdminProcedure } from '../../../trpc';
import { saveDimensionValue } from '../../../services/config/dimensions/save-dimension-value';
import { ZDimension } from './dimension.types';
import { ZUpdateDimensionValueInput } from './save-dimension-value.types';

export const updateDimensionValue = orgAdminProcedure
  .meta({ openapi: { method: 'PUT', path: '/dimensions/{id}/values/{type}/{valueId}', protect: true, tags: ['config/dimensions'] } })
  .input(ZUpdateDimensionValueInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => saveDimensionValue(ctx, input, input.valueId));
