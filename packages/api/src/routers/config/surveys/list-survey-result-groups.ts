import { orgAdminProcedure } from '../../../trpc';
import { listSurveyResultGroups as listService } from '../../../services/config/surveys/list-survey-result-groups';
import { ZListSurveyResultGroupsInput, ZListSurveyResultGroupsOutput } from '../../../services/config/surveys/list-survey-result-groups.types';

export const listSurveyResultGroups = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{id}/result_groups',
      protect: true,
      tags: ['config/surveys'],
      summary: "List the laboratories' result groups of a survey",
      description: 'Result groups of every laboratory in the survey, by QC code and ordinal, with result counts (paged). Organisation users only.',
    },
  })
  .input(ZListSurveyResultGroupsInput)
  .output(ZListSurveyResultGroupsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
