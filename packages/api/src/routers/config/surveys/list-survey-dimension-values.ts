import { orgAdminProcedure } from '../../../trpc';
import { listSurveyDimensionValues as listService } from '../../../services/config/surveys/list-survey-dimension-options';
import { ZDimensionValueOptionsOutput } from '../scheme-versions/dimension-options.types';
import { ZSurveyDimensionValuesInput } from './survey-dimension-options.types';

export const listSurveyDimensionValues = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys/{id}/parameters/{paramId}/dimensions/{dimensionId}/values', protect: true, tags: ['config/surveys'] } })
  .input(ZSurveyDimensionValuesInput)
  .output(ZDimensionValueOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
