import { orgAdminProcedure } from '../../../trpc';
import { getSurveyForm as getService } from '../../../services/config/surveys/get-survey-form';
import { ZSurveyForm } from '../../../services/config/surveys/get-survey-form.types';
import { ZSurveyIdInput } from '../../../services/config/surveys/save-survey.types';

export const getSurveyForm = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{id}/form',
      protect: true,
      tags: ['config/surveys'],
      summary: "Preview a survey's form",
      description: "The survey form in preview mode (spec 3 §2): the scheme version's parameters, grouped and ungrouped, with their result and context dimensions, and the samples. Always read-only. Organisation users only: lab users get 403.",
    },
  })
  .input(ZSurveyIdInput)
  .output(ZSurveyForm)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
