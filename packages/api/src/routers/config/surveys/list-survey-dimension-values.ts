import { orgAdminProcedure } from '../../../trpc';
import { listSurveyDimensionValues as listService } from '../../../services/config/surveys/list-survey-dimension-options';
import { ZDimensionValueOptionsOutput } from '../../../services/config/scheme-versions/dimension-options.types';
import { ZSurveyDimensionValuesInput } from '../../../services/config/surveys/survey-dimension-options.types';

export const listSurveyDimensionValues = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/values',
      protect: true,
      tags: ['config/surveys'],
      summary: "List the values of a survey parameter's dimension",
      description: "The nominal values a parameter of the survey allows for a dimension (through the survey's scheme version). Organisation users only: lab users get 403.",
    },
  })
  .input(ZSurveyDimensionValuesInput)
  .output(ZDimensionValueOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
