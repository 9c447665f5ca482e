import { orgAdminProcedure } from '../../../trpc';
import { createParameter as createService } from '../../../services/config/parameters/create-parameter';
import { ZParameter } from './parameter.types';
import { ZCreateParameterInput } from './save-parameter.types';

export const createParameter = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/params', protect: true, tags: ['config/parameters'] } })
  .input(ZCreateParameterInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => createService(ctx, input));
