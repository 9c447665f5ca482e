import { protectedProcedure } from '../../trpc';
import { getFormParameters as getLabFormParameters } from '../../services/surveys/get-form-parameters';
import { ZFormParametersInput, ZFormParametersOutput } from '../../services/surveys/get-survey-form.types';

export const getFormParameters = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/form/parameters',
      protect: true,
      tags: ['surveys'],
      summary: "List the form's parameters under a filter",
      description: "The survey form's parameters narrowed by a context filter (those that have the context dimension and allow the value), by the result filter mode and by a search (spec 1 §2). Users with read access to the lab and the survey.",
    },
  })
  .input(ZFormParametersInput)
  .output(ZFormParametersOutput)
  .query(({ ctx, input }) => getLabFormParameters(ctx, input));
