import { orgAdminProcedure } from '../../../trpc';
import { listDimensionValues as listService } from '../../../services/config/dimensions/list-dimension-values';
import { ZDimensionValues } from '../../../services/config/dimensions/dimension.types';
import { ZListDimensionValuesInput } from '../../../services/config/dimensions/list-dimension-values.types';

export const listDimensionValues = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/dimensions/{id}/values',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'List the values of a dimension',
      description: 'The nominal values (deprecated ones included) and composite components of a dimension, by ordinal. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListDimensionValuesInput)
  .output(ZDimensionValues)
  .query(({ ctx, input }) => listService(ctx, input.id));
