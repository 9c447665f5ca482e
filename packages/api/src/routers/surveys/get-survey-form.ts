import { protectedProcedure } from '../../trpc';
import { getSurveyForm as getLabSurveyForm } from '../../services/surveys/get-survey-form';
import { ZLabSurveyInput } from './get-survey.types';
import { ZSurveyFormOutput } from './get-survey-form.types';

export const getSurveyForm = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/form', protect: true, tags: ['surveys'] } })
  .input(ZLabSurveyInput)
  .output(ZSurveyFormOutput)
  .query(({ ctx, input }) => getLabSurveyForm(ctx, input));
