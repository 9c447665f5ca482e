import { orgAdminProcedure } from '../../../trpc';
import { listSurveys as listService } from '../../../services/config/surveys/list-surveys';
import { ZListSurveysInput, ZListSurveysOutput } from '../../../services/config/surveys/list-surveys.types';

export const listSurveys = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys',
      protect: true,
      tags: ['config/surveys'],
      summary: 'List surveys by round',
      description: "The organisation's rounds, newest first, with their surveys; the filters select surveys and, when any is set, only the rounds that have some. Organisation users only: lab users get 403.",
    },
  })
  .input(ZListSurveysInput)
  .output(ZListSurveysOutput)
  .query(({ ctx, input }) => listService(ctx, input));
