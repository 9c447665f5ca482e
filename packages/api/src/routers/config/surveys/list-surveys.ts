import { orgAdminProcedure } from '../../../trpc';
import { listSurveys as listService } from '../../../services/config/surveys/list-surveys';
import { ZListSurveysInput, ZListSurveysOutput } from './list-surveys.types';

export const listSurveys = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys', protect: true, tags: ['config/surveys'] } })
  .input(ZListSurveysInput)
  .output(ZListSurveysOutput)
  .query(({ ctx, input }) => listService(ctx, input));
