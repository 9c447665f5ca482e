import { orgAdminProcedure } from '../../../trpc';
import { getSurvey as getService } from '../../../services/config/surveys/get-survey';
import { ZSurveyIdInput } from '../../../services/config/surveys/save-survey.types';
import { ZSurvey } from '../../../services/config/surveys/survey.types';

export const getSurvey = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{id}',
      protect: true,
      tags: ['config/surveys'],
      summary: "Get a survey's configuration",
      description: 'One survey of the organisation with its dates, round, scheme version and settings; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSurveyIdInput)
  .output(ZSurvey)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
