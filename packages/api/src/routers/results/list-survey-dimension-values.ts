import { protectedProcedure } from '../../trpc';
import { listSurveyDimensionValues } from '../../services/results/list-dimension-values';
import { ZSurveyDimensionValuesInput, ZDimensionValuesOutput } from '../../services/results/list-dimension-values.types';

export const surveyDimensionValues = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/dimensions/{dimId}/values',
      protect: true,
      tags: ['results'],
      summary: 'List the values of a context dimension in a survey',
      description: "The values of a nominal dimension that some parameter of the survey allows, by ordinal (the context filter's choices).",
    },
  })
  .input(ZSurveyDimensionValuesInput)
  .output(ZDimensionValuesOutput)
  .query(({ ctx, input }) => listSurveyDimensionValues(ctx, input));
