import { protectedProcedure } from '../../trpc';
import { getSurvey as getLabSurvey } from '../../services/surveys/get-survey';
import { ZLabSurveyInput, ZSurveyHeader } from '../../services/surveys/get-survey.types';

export const getSurvey = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}',
      protect: true,
      tags: ['surveys'],
      summary: 'Get a survey of the lab',
      description: 'The survey with its status for the lab, without parameters. Users with read access to the lab; 404 for a survey the lab does not take part in.',
    },
  })
  .input(ZLabSurveyInput)
  .output(ZSurveyHeader)
  .query(({ ctx, input }) => getLabSurvey(ctx, input));
