import { orgAdminProcedure } from '../../../trpc';
import { deleteSurvey as deleteService } from '../../../services/config/surveys/delete-survey';
import { ZOk } from '../../../services/shared.types';
import { ZSurveyIdInput } from '../../../services/config/surveys/save-survey.types';

/** 409 in_use_error once results, evaluations, documents or products refer to it; 422 roundId when read-only. */
export const deleteSurvey = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/surveys/{id}',
      protect: true,
      tags: ['config/surveys'],
      summary: 'Delete a survey',
      description: 'Deletes a survey with its samples; 409 in_use_error once results, evaluations, documents or products refer to it, 422 roundId when read-only. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSurveyIdInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id));
