import { orgAdminProcedure } from '../../../trpc';
import { createParameter as createService } from '../../../services/config/parameters/create-parameter';
import { ZParameter } from '../../../services/config/parameters/parameter.types';
import { ZCreateParameterInput } from '../../../services/config/parameters/save-parameter.types';

export const createParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/params',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Create a parameter',
      description: 'Creates a parameter with a name in at least one locale (422 name otherwise); the ordinal defaults to the next one. Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateParameterInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => createService(ctx, input));
