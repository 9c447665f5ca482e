import { orgAdminProcedure } from '../../../trpc';
import { listDimensionParameters as listService } from '../../../services/config/dimensions/list-dimension-parameters';
import { ZListDimensionParametersInput, ZListDimensionParametersOutput } from './list-dimension-parameters.types';

export const listDimensionParameters = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/dimensions/{id}/parameters', protect: true, tags: ['config/dimensions'] } })
  .input(ZListDimensionParametersInput)
  .output(ZListDimensionParametersOutput)
  .query(({ ctx, input }) => listService(ctx, input.id));
