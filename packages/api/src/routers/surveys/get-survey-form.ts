import { protectedProcedure } from '../../trpc';
import { getSurveyForm as getLabSurveyForm } from '../../services/surveys/get-survey-form';
import { ZLabSurveyInput } from '../../services/surveys/get-survey.types';
import { ZSurveyFormOutput } from '../../services/surveys/get-survey-form.types';

export const getSurveyForm = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/form',
      protect: true,
      tags: ['surveys'],
      summary: "Get a survey's result form",
      description: "The survey form (spec 1 §2 “Survey page (form mode)”): the survey with its status flags, samples, result groups, parameters with their dimensions, units and conversions, the lab's current values and the stream version to send back with the next write. Users with read access to the lab and the survey; 403 missing_contract_error where a lab user lacks the contract.",
    },
  })
  .input(ZLabSurveyInput)
  .output(ZSurveyFormOutput)
  .query(({ ctx, input }) => getLabSurveyForm(ctx, input));
