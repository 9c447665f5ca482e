import { orgAdminProcedure } from '../../../trpc';
import { listDimensionParameters as listService } from '../../../services/config/dimensions/list-dimension-parameters';
import { ZListDimensionParametersInput, ZListDimensionParametersOutput } from '../../../services/config/dimensions/list-dimension-parameters.types';

export const listDimensionParameters = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/dimensions/{id}/parameters',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'List the parameters of a dimension',
      description: 'The parameters that have the dimension, with the nominal values each allows. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListDimensionParametersInput)
  .output(ZListDimensionParametersOutput)
  .query(({ ctx, input }) => listService(ctx, input.id));
