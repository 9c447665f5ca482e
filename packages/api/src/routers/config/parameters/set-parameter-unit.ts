import { orgAdminProcedure } from '../../../trpc';
import { setParameterUnit as setService } from '../../../services/config/parameters/set-parameter-unit';
import { ZParameter } from '../../../services/config/parameters/parameter.types';
import { ZSetParameterUnitInput } from '../../../services/config/parameters/set-parameter-unit.types';

export const setParameterUnit = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/params/{id}/{dimensionId}/unit',
      protect: true,
      tags: ['config/parameters'],
      summary: "Set a parameter's evaluation unit",
      description: "Sets the evaluation unit of one of the parameter's numeric dimensions; a unit the dimension does not allow is 422. Organisation users only: lab users get 403.",
    },
  })
  .input(ZSetParameterUnitInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => setService(ctx, input));
