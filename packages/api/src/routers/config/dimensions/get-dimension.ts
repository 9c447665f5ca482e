import { orgAdminProcedure } from '../../../trpc';
import { getDimension as getService } from '../../../services/config/dimensions/get-dimension';
import { ZDimension } from '../../../services/config/dimensions/dimension.types';
import { ZGetDimensionInput } from '../../../services/config/dimensions/get-dimension.types';

export const getDimension = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/dimensions/{id}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Get a dimension',
      description: 'One dimension with its settings and its deletable flag; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZGetDimensionInput)
  .output(ZDimension)
  .query(({ ctx, input }) => getService(ctx, input.id));
