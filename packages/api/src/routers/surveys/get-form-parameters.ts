import { protectedProcedure } from '../../trpc';
import { getFormParameters as getLabFormParameters } from '../../services/surveys/get-form-parameters';
import { ZFormParametersInput, ZFormParametersOutput } from './get-survey-form.types';

export const getFormParameters = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/form/parameters', protect: true, tags: ['surveys'] } })
  .input(ZFormParametersInput)
  .output(ZFormParametersOutput)
  .query(({ ctx, input }) => getLabFormParameters(ctx, input));
