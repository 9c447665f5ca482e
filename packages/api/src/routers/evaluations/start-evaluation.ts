import { orgAdminProcedure } from '../../trpc';
import { startEvaluation as startSurveyEvaluation } from '../../services/evaluations/start-evaluation';
import { ZEvaluationJob, ZStartEvaluationInput } from './start-evaluation.types';

/** Starts the evaluation job of a survey (org users): 202-like, answers the queued job. */
export const startEvaluation = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/surveys/{surveyId}/evaluate', protect: true, tags: ['evaluations'] } })
  .input(ZStartEvaluationInput)
  .output(ZEvaluationJob)
  .mutation(({ ctx, input }) => startSurveyEvaluation(ctx, input));
