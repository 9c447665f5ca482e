import { protectedProcedure } from '../../trpc';
import { listParameterDimensionValues } from '../../services/results/list-dimension-values';
import { ZParameterDimensionValuesInput, ZDimensionValuesOutput } from '../../services/results/list-dimension-values.types';

export const dimensionValues = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/values',
      protect: true,
      tags: ['results'],
      summary: 'List the values of a result dimension',
      description: 'The nominal values the parameter allows for the dimension (or a component of its composite dimension), deprecated ones hidden unless evaluated or held; searched and paged (spec 1 §2 nominal control).',
    },
  })
  .input(ZParameterDimensionValuesInput)
  .output(ZDimensionValuesOutput)
  .query(({ ctx, input }) => listParameterDimensionValues(ctx, input));
