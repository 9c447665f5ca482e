import { protectedProcedure } from '../../trpc';
import { listEvaluations as listLabEvaluations } from '../../services/evaluations/list-evaluations';
import { ZListEvaluationsInput, ZListEvaluationsOutput } from '../../services/evaluations/list-evaluations.types';

export const listEvaluations = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/evaluations',
      protect: true,
      tags: ['evaluations'],
      summary: "List the lab's evaluated surveys",
      description: "The lab's pre-evaluated or evaluated surveys with their results' evaluation (spec 1 §2 “Evaluations page”). Lab users with a late payment at any organisation get 403 late_payment_error; organisation users see their organisation's surveys.",
    },
  })
  .input(ZListEvaluationsInput)
  .output(ZListEvaluationsOutput)
  .query(({ ctx, input }) => listLabEvaluations(ctx, input));
