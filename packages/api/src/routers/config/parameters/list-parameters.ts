import { orgAdminProcedure } from '../../../trpc';
import { listParameters as listService } from '../../../services/config/parameters/list-parameters';
import { ZListParametersInput, ZListParametersOutput } from './list-parameters.types';

export const listParameters = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/params', protect: true, tags: ['config/parameters'] } })
  .input(ZListParametersInput)
  .output(ZListParametersOutput)
  .query(({ ctx, input }) => listService(ctx, input));
