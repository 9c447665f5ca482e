import { protectedProcedure } from '../../trpc';
import { listDimensionUnits } from '../../services/results/list-dimension-units';
import { ZDimensionUnitsInput, ZDimensionUnitsOutput } from '../../services/results/list-dimension-units.types';

export const dimensionUnits = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/units',
      protect: true,
      tags: ['results'],
      summary: 'List the units of a result dimension',
      description: 'The units the lab may choose for a numeric dimension of the parameter (spec 1 §2 unit choice), the default, evaluation and last selected unit, and the conversions into the evaluation unit. Users with read access to the lab and the survey.',
    },
  })
  .input(ZDimensionUnitsInput)
  .output(ZDimensionUnitsOutput)
  .query(({ ctx, input }) => listDimensionUnits(ctx, input));
