import { orgAdminProcedure } from '../../../trpc';
import { getDimension as getService } from '../../../services/config/dimensions/get-dimension';
import { ZDimension } from './dimension.types';
import { ZGetDimensionInput } from './get-dimension.types';

export const getDimension = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/dimensions/{id}', protect: true, tags: ['config/dimensions'] } })
  .input(ZGetDimensionInput)
  .output(ZDimension)
  .query(({ ctx, input }) => getService(ctx, input.id));
