import { orgAdminProcedure } from '../../../trpc';
import { getSurveyForm as getService } from '../../../services/config/surveys/get-survey-form';
import { ZSurveyForm } from './get-survey-form.types';
import { ZSurveyIdInput } from './save-survey.types';

export const getSurveyForm = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys/{id}/form', protect: true, tags: ['config/surveys'] } })
  .input(ZSurveyIdInput)
  .output(ZSurveyForm)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
