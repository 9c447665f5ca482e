import { orgAdminProcedure } from '../../../trpc';
import { changeParameterDimensions as changeService } from '../../../services/config/parameters/change-parameter-dimensions';
import { ZChangeParameterDimensionsInput } from '../../../services/config/parameters/change-parameter-dimensions.types';
import { ZParameter } from '../../../services/config/parameters/parameter.types';

export const changeParameterDimensions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/params/{id}/dimensions/{role}/{dimensionIds}',
      protect: true,
      tags: ['config/parameters'],
      summary: 'Add or remove dimensions of a parameter',
      description: "Adds result or context dimensions to a parameter (only ones not yet present, at least one) or removes them (only deletable ones, else 409). A numeric dimension added gets the dimension's unit as evaluation unit. Organisation users only: lab users get 403.",
    },
  })
  .input(ZChangeParameterDimensionsInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => changeService(ctx, input));
