import { protectedProcedure } from '../../trpc';
import { getEvaluationHistory as loadEvaluationHistory } from '../../services/reports/get-evaluation-history';
import { ZEvaluationHistory, ZEvaluationHistoryInput } from '../../services/reports/get-evaluation-history.types';

/** The long-term tab of the report: the lab's results of the parameter in the scheme's surveys (spec 1 §2). */
export const getEvaluationHistory = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation_history',
      protect: true,
      tags: ['reports'],
      summary: "Get a parameter's long-term evaluation history",
      description: "The long-term tab of the report (spec 1 §2): the lab's results of the parameter in every evaluated survey of the same scheme between from and to, from each survey's latest evaluation run, with the group's assigned value and target. Access as the evaluation report; lab users with a late payment get 403 late_payment_error.",
    },
  })
  .input(ZEvaluationHistoryInput)
  .output(ZEvaluationHistory)
  .query(({ ctx, input }) => loadEvaluationHistory(ctx, input));
