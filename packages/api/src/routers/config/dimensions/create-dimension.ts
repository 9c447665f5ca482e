import { orgAdminProcedure } from '../../../trpc';
import { createDimension as createService } from '../../../services/config/dimensions/create-dimension';
import { ZDimension } from './dimension.types';
import { ZCreateDimensionInput } from './save-dimension.types';

export const createDimension = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/dimensions', protect: true, tags: ['config/dimensions'] } })
  .input(ZCreateDimensionInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => createService(ctx, input));
