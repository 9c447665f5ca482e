import { protectedProcedure } from '../../trpc';
import { listDimensionUnits } from '../../services/results/list-dimension-units';
import { ZDimensionUnitsInput, ZDimensionUnitsOutput } from './list-dimension-units.types';

export const dimensionUnits = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/units', protect: true, tags: ['results'] } })
  .input(ZDimensionUnitsInput)
  .output(ZDimensionUnitsOutput)
  .query(({ ctx, input }) => listDimensionUnits(ctx, input));
