import { orgAdminProcedure } from '../../../trpc';
import { listSurveyProducts as listService } from '../../../services/config/surveys/list-survey-products';
import { ZListSurveyProductsInput, ZListSurveyProductsOutput } from './list-survey-products.types';

export const listSurveyProducts = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys/{id}/products', protect: true, tags: ['config/surveys'] } })
  .input(ZListSurveyProductsInput)
  .output(ZListSurveyProductsOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId, input.id));
