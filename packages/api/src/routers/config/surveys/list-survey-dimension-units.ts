import { orgAdminProcedure } from '../../../trpc';
import { listSurveyDimensionUnits as listService } from '../../../services/config/surveys/list-survey-dimension-options';
import { ZDimensionUnitOptionsOutput } from '../../../services/config/scheme-versions/dimension-options.types';
import { ZSurveyDimensionUnitsInput } from '../../../services/config/surveys/survey-dimension-options.types';

export const listSurveyDimensionUnits = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/units',
      protect: true,
      tags: ['config/surveys'],
      summary: "List the units of a survey parameter's dimension",
      description: "The units a numeric dimension of a parameter of the survey allows (through the survey's scheme version). Organisation users only: lab users get 403.",
    },
  })
  .input(ZSurveyDimensionUnitsInput)
  .output(ZDimensionUnitOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
