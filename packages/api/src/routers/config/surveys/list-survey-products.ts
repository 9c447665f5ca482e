import { orgAdminProcedure } from '../../../trpc';
import { listSurveyProducts as listService } from '../../../services/config/surveys/list-survey-products';
import { ZListSurveyProductsInput, ZListSurveyProductsOutput } from '../../../services/config/surveys/list-survey-products.types';

export const listSurveyProducts = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{id}/products',
      protect: true,
      tags: ['config/surveys'],
      summary: 'List the products that sell a survey',
      description: 'The products that sell the survey, or its round. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListSurveyProductsInput)
  .output(ZListSurveyProductsOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId, input.id));
