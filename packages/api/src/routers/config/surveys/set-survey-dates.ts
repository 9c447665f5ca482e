import { orgAdminProcedure } from '../../../trpc';
import { setSurveyDates as setService } from '../../../services/config/surveys/set-survey-dates';
import { ZSetSurveyDatesInput, ZSetSurveyDatesOutput } from './set-survey-dates.types';

export const setSurveyDates = orgAdminProcedure
  .meta({ openapi: { method: 'PUT', path: '/orgs/{orgId}/surveys/survey_dates', protect: true, tags: ['config/surveys'] } })
  .input(ZSetSurveyDatesInput)
  .output(ZSetSurveyDatesOutput)
  .mutation(({ ctx, input }) => setService(ctx, input));
