import { protectedProcedure } from '../../trpc';
import { listParameterDimensionValues } from '../../services/results/list-dimension-values';
import { ZParameterDimensionValuesInput, ZDimensionValuesOutput } from './list-dimension-values.types';

export const dimensionValues = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/values', protect: true, tags: ['results'] } })
  .input(ZParameterDimensionValuesInput)
  .output(ZDimensionValuesOutput)
  .query(({ ctx, input }) => listParameterDimensionValues(ctx, input));
