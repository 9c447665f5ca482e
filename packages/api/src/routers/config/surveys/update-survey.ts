import { orgAdminProcedure } from '../../../trpc';
import { updateSurvey as updateService } from '../../../services/config/surveys/update-survey';
import { restQueryFlag } from '../rest-query';
import { ZUpdateSurveyInput } from '../../../services/config/surveys/save-survey.types';
import { ZSurvey } from '../../../services/config/surveys/survey.types';

export const updateSurvey = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/surveys/{id}',
      protect: true,
      tags: ['config/surveys'],
      summary: 'Update a survey',
      description: 'The autosave of the survey configuration page: only surveys of editable rounds (422 roundId); the scheme version changes only while the survey is deletable (422 schemeVersionId). Organisation users only: lab users get 403.',
    },
  })
  .input(ZUpdateSurveyInput)
  .output(ZSurvey)
  .mutation(({ ctx, input }) =>
    updateService(ctx, {
      ...input,
      descriptionSync: input.descriptionSync ?? restQueryFlag(ctx, 'descriptionSync') ?? false,
      schemeVersionSync: input.schemeVersionSync ?? restQueryFlag(ctx, 'schemeVersionSync') ?? false,
    }),
  );
