import { orgAdminProcedure } from '../../../trpc';
import { listDimensions as listService } from '../../../services/config/dimensions/list-dimensions';
import { ZListDimensionsInput, ZListDimensionsOutput } from './list-dimensions.types';

export const listDimensions = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/dimensions', protect: true, tags: ['config/dimensions'] } })
  .input(ZListDimensionsInput)
  .output(ZListDimensionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
