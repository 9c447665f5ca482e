import { orgAdminProcedure } from '../../../trpc';
import { createSurvey as createService } from '../../../services/config/surveys/create-survey';
import { ZCreateSurveyInput } from './save-survey.types';
import { ZSurvey } from './survey.types';

export const createSurvey = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/surveys', protect: true, tags: ['config/surveys'] } })
  .input(ZCreateSurveyInput)
  .output(ZSurvey)
  .mutation(({ ctx, input }) => createService(ctx, input));
