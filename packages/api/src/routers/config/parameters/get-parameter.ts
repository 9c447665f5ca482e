import { orgAdminProcedure } from '../../../trpc';
import { getParameter as getService } from '../../../services/config/parameters/get-parameter';
import { ZParameter } from '../../../services/config/parameters/parameter.types';
import { ZParameterIdInput } from '../../../services/config/parameters/save-parameter.types';

export const getParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/params/{id}',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Get a parameter',
      description: 'One parameter with its dimensions, units and allowed values; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZParameterIdInput)
  .output(ZParameter)
  .query(({ ctx, input }) => getService(ctx, input.id));
