import { orgAdminProcedure } from '../../../trpc';
import { createDimension as createService } from '../../../services/config/dimensions/create-dimension';
import { ZDimension } from '../../../services/config/dimensions/dimension.types';
import { ZCreateDimensionInput } from '../../../services/config/dimensions/save-dimension.types';

export const createDimension = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/dimensions',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Create a dimension',
      description: "Creates a dimension with a name, an id (derived from the English name when not sent), a value type and a unique ordinal, and the type's settings: media type (document), unit (numeric), multipleValues (nominal, composite). Broken rules, and an id already taken, are 422 with param. Organisation users only: lab users get 403.",
    },
  })
  .input(ZCreateDimensionInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => createService(ctx, input));
