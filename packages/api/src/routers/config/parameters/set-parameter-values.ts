import { orgAdminProcedure } from '../../../trpc';
import { setParameterValues as setService } from '../../../services/config/parameters/set-parameter-values';
import { ZParameter } from './parameter.types';
import { ZSetParameterValuesInput } from './set-parameter-values.types';

export const setParameterValues = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/params/{id}/values', protect: true, tags: ['config/parameters'] } })
  .input(ZSetParameterValuesInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => setService(ctx, input));
