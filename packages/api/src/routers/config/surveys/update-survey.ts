import { orgAdminProcedure } from '../../../trpc';
import { updateSurvey as updateService } from '../../../services/config/surveys/update-survey';
import { restQueryFlag } from '../rest-query';
import { ZUpdateSurveyInput } from './save-survey.types';
import { ZSurvey } from './survey.types';

export const updateSurvey = orgAdminProcedure
  .meta({ openapi: { method: 'PUT', path: '/orgs/{orgId}/surveys/{id}', protect: true, tags: ['config/surveys'] } })
  .input(ZUpdateSurveyInput)
  .output(ZSurvey)
  .mutation(({ ctx, input }) =>
    updateService(ctx, {
      ...input,
      descriptionSync: input.descriptionSync ?? restQueryFlag(ctx, 'descriptionSync') ?? false,
      schemeVersionSync: input.schemeVersionSync ?? restQueryFlag(ctx, 'schemeVersionSync') ?? false,
    }),
  );
