import { orgAdminProcedure } from '../../../trpc';
import { listSurveyDimensionUnits as listService } from '../../../services/config/surveys/list-survey-dimension-options';
import { ZDimensionUnitOptionsOutput } from '../scheme-versions/dimension-options.types';
import { ZSurveyDimensionUnitsInput } from './survey-dimension-options.types';

export const listSurveyDimensionUnits = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/units', protect: true, tags: ['config/surveys'] } })
  .input(ZSurveyDimensionUnitsInput)
  .output(ZDimensionUnitOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
