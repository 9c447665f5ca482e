import { orgAdminProcedure } from '../../../trpc';
import { listDimensions as listService } from '../../../services/config/dimensions/list-dimensions';
import { ZListDimensionsInput, ZListDimensionsOutput } from '../../../services/config/dimensions/list-dimensions.types';

export const listDimensions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/dimensions',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'List dimensions',
      description: 'Every dimension, searched by id or name in any locale, sorted by the name in the given locale or by ordinal (the order on the result sheet; spec 3 §2). Organisation users only: lab users get 403.',
    },
  })
  .input(ZListDimensionsInput)
  .output(ZListDimensionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
