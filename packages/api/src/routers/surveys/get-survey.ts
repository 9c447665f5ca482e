import { protectedProcedure } from '../../trpc';
import { getSurvey as getLabSurvey } from '../../services/surveys/get-survey';
import { ZLabSurveyInput, ZSurveyHeader } from './get-survey.types';

export const getSurvey = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}', protect: true, tags: ['surveys'] } })
  .input(ZLabSurveyInput)
  .output(ZSurveyHeader)
  .query(({ ctx, input }) => getLabSurvey(ctx, input));
