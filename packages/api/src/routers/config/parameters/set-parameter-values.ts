import { orgAdminProcedure } from '../../../trpc';
import { setParameterValues as setService } from '../../../services/config/parameters/set-parameter-values';
import { ZParameter } from '../../../services/config/parameters/parameter.types';
import { ZSetParameterValuesInput } from '../../../services/config/parameters/set-parameter-values.types';

export const setParameterValues = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/params/{id}/values',
      protect: true,
      tags: ['config/parameters'],
      summary: "Set a parameter's allowed nominal values",
      description: 'Sets the nominal values the parameter allows for a dimension. Removing a value of a non-deletable dimension is 409 (spec 3 §5). Organisation users only: lab users get 403.',
    },
  })
  .input(ZSetParameterValuesInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => setService(ctx, input));
