import { protectedProcedure } from '../../trpc';
import { listEvaluations as listLabEvaluations } from '../../services/evaluations/list-evaluations';
import { ZListEvaluationsInput, ZListEvaluationsOutput } from './list-evaluations.types';

export const listEvaluations = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/evaluations', protect: true, tags: ['evaluations'] } })
  .input(ZListEvaluationsInput)
  .output(ZListEvaluationsOutput)
  .query(({ ctx, input }) => listLabEvaluations(ctx, input));
