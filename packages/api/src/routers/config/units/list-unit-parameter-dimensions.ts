import { orgAdminProcedure } from '../../../trpc';
import { listUnitParameterDimensions as listService } from '../../../services/config/units/list-unit-parameter-dimensions';
import { ZListUnitParameterDimensionsInput, ZListUnitParameterDimensionsOutput } from '../../../services/config/units/list-unit-parameter-dimensions.types';

export const listUnitParameterDimensions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/units/{id}/parameter-dimensions',
      protect: true,
      tags: ['config/units'],
      summary: 'List the dimensions using a unit',
      description: "The dimensions that use the unit as default or allowed unit, or as some parameter's evaluation unit, each with the parameters that evaluate it in this unit (spec 3 §2 unit overlay). Organisation users only: lab users get 403.",
    },
  })
  .input(ZListUnitParameterDimensionsInput)
  .output(ZListUnitParameterDimensionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.id));
