import { orgAdminProcedure } from '../../../trpc';
import { setParameterUnit as setService } from '../../../services/config/parameters/set-parameter-unit';
import { ZParameter } from './parameter.types';
import { ZSetParameterUnitInput } from './set-parameter-unit.types';

export const setParameterUnit = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/params/{id}/{dimensionId}/unit', protect: true, tags: ['config/parameters'] } })
  .input(ZSetParameterUnitInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => setService(ctx, input));
