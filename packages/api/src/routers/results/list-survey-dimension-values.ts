import { protectedProcedure } from '../../trpc';
import { listSurveyDimensionValues } from '../../services/results/list-dimension-values';
import { ZSurveyDimensionValuesInput, ZDimensionValuesOutput } from './list-dimension-values.types';

export const surveyDimensionValues = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/dimensions/{dimId}/values', protect: true, tags: ['results'] } })
  .input(ZSurveyDimensionValuesInput)
  .output(ZDimensionValuesOutput)
  .query(({ ctx, input }) => listSurveyDimensionValues(ctx, input));
