import { protectedProcedure } from '../../trpc';
import { listMissingMandatoryValues } from '../../services/results/list-missing-mandatory-values';
import { ZLabSurveyInput } from '../../services/surveys/get-survey.types';
import { ZMissingMandatoryValuesOutput } from '../../services/results/missing-mandatory-values.types';

export const missingMandatoryValues = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/missing_mandatory_values',
      protect: true,
      tags: ['results'],
      summary: 'List the missing mandatory context values',
      description: "The missing-values dialog (spec 1 §2/§4): the lab's results that lack a mandatory context value, with names, and the stream version the list is of.",
    },
  })
  .input(ZLabSurveyInput)
  .output(ZMissingMandatoryValuesOutput)
  .query(({ ctx, input }) => listMissingMandatoryValues(ctx, input));
