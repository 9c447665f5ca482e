import { orgAdminProcedure } from '../../../trpc';
import { createSurvey as createService } from '../../../services/config/surveys/create-survey';
import { ZCreateSurveyInput } from '../../../services/config/surveys/save-survey.types';
import { ZSurvey } from '../../../services/config/surveys/survey.types';

export const createSurvey = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/surveys',
      protect: true,
      tags: ['config/surveys'],
      summary: 'Create a survey',
      description: "Creates a survey of a scheme version in a round. Without dates the survey is a proposal; the description defaults to the scheme version's. Organisation users only: lab users get 403.",
    },
  })
  .input(ZCreateSurveyInput)
  .output(ZSurvey)
  .mutation(({ ctx, input }) => createService(ctx, input));
