import { protectedProcedure } from '../../trpc';
import { invalidateSurvey } from '../../services/results/validate-survey';
import { ZValidationInput, ZValidationOutput } from './validate-survey.types';

export const invalidate = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/surveys/{surveyId}/invalidate', protect: true, tags: ['results'] } })
  .input(ZValidationInput)
  .output(ZValidationOutput)
  .mutation(({ ctx, input }) => invalidateSurvey(ctx, input));
