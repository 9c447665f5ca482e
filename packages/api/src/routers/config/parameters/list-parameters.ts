import { orgAdminProcedure } from '../../../trpc';
import { listParameters as listService } from '../../../services/config/parameters/list-parameters';
import { ZListParametersInput, ZListParametersOutput } from '../../../services/config/parameters/list-parameters.types';

export const listParameters = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/params',
      protect: true,
      tags: ['config/parameters'],
      summary: 'List parameters',
      description: 'Every parameter by ordinal, searchable in names and qualifiers (accents and case ignored). Organisation users only: lab users get 403.',
    },
  })
  .input(ZListParametersInput)
  .output(ZListParametersOutput)
  .query(({ ctx, input }) => listService(ctx, input));
