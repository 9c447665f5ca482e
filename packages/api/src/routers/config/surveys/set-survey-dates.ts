import { orgAdminProcedure } from '../../../trpc';
import { setSurveyDates as setService } from '../../../services/config/surveys/set-survey-dates';
import { ZSetSurveyDatesInput, ZSetSurveyDatesOutput } from '../../../services/config/surveys/set-survey-dates.types';

export const setSurveyDates = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/surveys/survey_dates',
      protect: true,
      tags: ['config/surveys'],
      summary: "Set the dates of a round's surveys",
      description: 'The set-dates dialog of a round (spec 3 §4): sets the dates of all its surveys, or of the selected ones. Every survey must be in an editable round (422 roundId); dates out of order are 422 with param. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSetSurveyDatesInput)
  .output(ZSetSurveyDatesOutput)
  .mutation(({ ctx, input }) => setService(ctx, input));
