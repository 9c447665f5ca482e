import { protectedProcedure } from '../../trpc';
import { validateSurvey } from '../../services/results/validate-survey';
import { ZValidationInput, ZValidationOutput } from './validate-survey.types';

export const validate = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/surveys/{surveyId}/validate', protect: true, tags: ['results'] } })
  .input(ZValidationInput)
  .output(ZValidationOutput)
  .mutation(({ ctx, input }) => validateSurvey(ctx, input));
