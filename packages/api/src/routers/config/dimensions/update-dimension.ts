import { orgAdminProcedure } from '../../../trpc';
import { updateDimension as updateService } from '../../../services/config/dimensions/update-dimension';
import { ZDimension } from './dimension.types';
import { ZUpdateDimensionInput } from './save-dimension.types';

export const updateDimension = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/dimensions/{id}', protect: true, tags: ['config/dimensions'] } })
  .input(ZUpdateDimensionInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => updateService(ctx, input));
