import { protectedProcedure } from '../../trpc';
import { getEvaluationHistory as loadEvaluationHistory } from '../../services/reports/get-evaluation-history';
import { ZEvaluationHistory, ZEvaluationHistoryInput } from './get-evaluation-history.types';

/** The long-term tab of the report: the lab's results of the parameter in the scheme's surveys (spec 1 §2). */
export const getEvaluationHistory = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation_history',
      protect: true,
      tags: ['reports'],
    },
  })
  .input(ZEvaluationHistoryInput)
  .output(ZEvaluationHistory)
  .query(({ ctx, input }) => loadEvaluationHistory(ctx, input));
