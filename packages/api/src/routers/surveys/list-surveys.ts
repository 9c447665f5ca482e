import { protectedProcedure } from '../../trpc';
import { listSurveys as listLabSurveys } from '../../services/surveys/list-surveys';
import { ZListSurveysInput, ZListSurveysOutput } from './list-surveys.types';

export const listSurveys = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys', protect: true, tags: ['surveys'] } })
  .input(ZListSurveysInput)
  .output(ZListSurveysOutput)
  .query(({ ctx, input }) => listLabSurveys(ctx, input));
